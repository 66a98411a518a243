import { authMessages, registerMessages } from "@corkboard/core/messages";

/**
 * Makes the auth catalogue sayable. The catalogue is not in the first-load bundle of pages
 * that never show it (catalogue-auth.ts), so every lazily loaded auth entry calls this when
 * its module loads, before it renders. Registering twice is harmless.
 */
export function registerAuthMessages(): void {
  registerMessages(authMessages);
}
