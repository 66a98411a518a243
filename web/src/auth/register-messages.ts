import { AUTH_ERROR_MESSAGES } from "@corkboard/core/auth";
import {
  authMessages,
  oneTapMessages,
  registerMessages,
  socialEmailMessages,
} from "@corkboard/core/messages";
import { registerErrorMessages } from "../platform/api/index.ts";

/**
 * Makes the auth catalogue sayable, the sign-in codes' texts with it (D-026). The catalogue
 * is not in the first-load bundle of pages that never show it (catalogue-auth.ts), so every
 * lazily loaded auth entry calls this when its module loads, before it renders.
 * Registering twice is harmless.
 */
export function registerAuthMessages(): void {
  registerMessages(authMessages);
  registerMessages(socialEmailMessages);
  registerMessages(oneTapMessages);
  registerErrorMessages(AUTH_ERROR_MESSAGES);
}
