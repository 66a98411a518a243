import { isEmailFormat } from "../auth/index.ts";
import type { MessageKey } from "../messages/index.ts";

/** The state of the collaborator email entry (BOARD-064). */
export type CollaboratorEmailState = "keep_typing" | "click_to_send" | "done";

/**
 * The collaborator email entry's state: "done" once the email was selected, "click_to_send"
 * when the typed text is an email (the AUTH format rule, BOARD-065), else "keep_typing".
 */
export function collaboratorEmailState(typed: string, selected: boolean): CollaboratorEmailState {
  if (selected) return "done";
  return isEmailFormat(typed.trim().toLowerCase()) ? "click_to_send" : "keep_typing";
}

const STATE_MESSAGES: Record<CollaboratorEmailState, MessageKey> = {
  keep_typing: "boards.collaborator.keepTyping",
  click_to_send: "boards.collaborator.clickToSend",
  done: "boards.collaborator.done",
};

/** The hint shown for a collaborator email entry state (BOARD-064). */
export function collaboratorEmailHint(state: CollaboratorEmailState): MessageKey {
  return STATE_MESSAGES[state];
}
