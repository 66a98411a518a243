import { signupErrorUi } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { ApiError, codeMessage, errorMessage } from "../platform/api/index.ts";

/** Where a settings failure is shown: the current-password field, the new one, or a toast. */
export type SettingsErrorPlace = "current" | "password" | "toast";

/**
 * The message of a failed settings call: a wrong current password (the seed's "The password
 * you entered is incorrect."), a new password that breaks a rule (the server's words), or
 * the code's own text. The screen picks the place by code; the words come from the one
 * code → text map (a wrong password here is a wrong current password, whichever code).
 */
export function settingsError(error: unknown): { place: SettingsErrorPlace; text: string } {
  if (error instanceof ApiError) {
    if (error.code === "CURRENT_PASSWORD_WRONG" || error.code === "WRONG_PASSWORD")
      return { place: "current", text: codeMessage("CURRENT_PASSWORD_WRONG") ?? errorMessage(error) };
    const ui = signupErrorUi(error.code, { serverMessage: error.fields[0]?.message ?? error.message });
    if (ui.kind === "field" && ui.field === "password")
      return { place: "password", text: ui.serverMessage ?? t(ui.messageKey, ui.values) };
  }
  return { place: "toast", text: errorMessage(error) };
}
