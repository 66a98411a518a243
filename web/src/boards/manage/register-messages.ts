import { boardManageMessages, pinMessages, registerMessages } from "@corkboard/core/messages";

/**
 * Makes the board-management and pin catalogues sayable. Neither is in the first load
 * (catalogue-boards.ts, catalogue-pins.ts): every lazily loaded management entry calls this
 * when its module loads, before it renders. Registering twice is harmless.
 */
export function registerManageMessages(): void {
  registerMessages(boardManageMessages);
  registerMessages(pinMessages);
}
