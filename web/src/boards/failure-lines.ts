import { boardCreateErrorLines } from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { errorMessage, isRequestFailure, serverErrorOf } from "../platform/api/index.ts";

/**
 * The lines under a board form after a failed create or edit: the server's message, then
 * its message_detail (BOARD-041). A failure of the request itself (offline, CSRF, rate
 * limit) is one line, its own text, since the server's words for it are only a code.
 */
export function boardFailureLines(error: unknown): string[] {
  if (isRequestFailure(error)) return [errorMessage(error)];
  const lines = boardCreateErrorLines(serverErrorOf(error));
  return "texts" in lines ? lines.texts : [t(lines.messageKey)];
}
