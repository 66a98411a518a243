import { APPEAL_PATH, passwordResetPath, type RecoveryModalType } from "@corkboard/core/auth";
import { TOAST_MS } from "@corkboard/core/layout";
import { type MessageKey, t } from "@corkboard/core/messages";
import type { MouseEvent } from "react";
import { errorMessage, usePlainMutation } from "../platform/api/index.ts";
import { Button, openModal, showToast } from "../ui/index.ts";
import { sendResetEmail } from "./api.ts";
import { registerAuthMessages } from "./register-messages.ts";
import "./recovery-modals.css";

registerAuthMessages();

/** A recovery or notice modal to open (AUTH-014, AUTH-143). */
export interface RecoveryModal {
  modal: RecoveryModalType;
  titleKey: MessageKey;
  bodyKey?: MessageKey | undefined;
}

/** What the modal may mention: the email or username the visitor typed. */
export interface RecoveryContext {
  email?: string | undefined;
}

/**
 * Closes the dialog a button sits in the way its close button does, so the dialog's own
 * close handling runs (focus goes back to where it was, the host forgets the modal).
 */
export function closeEnclosingDialog(event: MouseEvent<HTMLElement>): void {
  event.currentTarget.closest("dialog")?.close();
}

/** Opens a recovery or notice modal in the app's modal host, replacing the auth modal. */
export function openRecoveryModal(modal: RecoveryModal, context: RecoveryContext = {}): void {
  openModal({ title: t(modal.titleKey), body: <RecoveryBody modal={modal} context={context} /> });
}

/** The password-reset-sent modal (AUTH-153). */
export function openPasswordResetSent(email: string): void {
  openRecoveryModal(
    {
      modal: "passwordResetSent",
      titleKey: "auth.recovery.passwordResetSent.title",
      bodyKey: "auth.recovery.passwordResetSent.body",
    },
    { email },
  );
}

/** The soft-banned recovery modal an aec link opens (AUTH-060). */
export function openSoftBannedRecovery(): void {
  openRecoveryModal({
    modal: "softBannedRecovery",
    titleKey: "auth.recovery.softBanned.title",
    bodyKey: "auth.recovery.softBanned.body",
  });
}

/**
 * Mails a reset link (AUTH-213), then shows "Email sent!" for 3500 ms and the
 * password-reset-sent modal (AUTH-153). The answer is the same whether the account exists.
 */
export async function sendPasswordReset(usernameOrEmail: string): Promise<boolean> {
  try {
    await sendResetEmail(usernameOrEmail.trim());
  } catch (error) {
    showToast(errorMessage(error), "error");
    return false;
  }
  showToast(t("auth.toast.emailSent"), "notice", false, TOAST_MS.notice);
  openPasswordResetSent(usernameOrEmail.trim());
  return true;
}

function SendResetButton({ email }: { email: string }) {
  // Sent once: the button stays off after a send that worked.
  const send = usePlainMutation(sendPasswordReset);
  return (
    <Button
      variant="primary"
      disabled={send.isPending || send.data === true}
      onClick={() => void send.mutateAsync(email)}
    >
      {t("auth.recovery.loginHelp.sendReset")}
    </Button>
  );
}

function RecoveryBody({ modal, context }: { modal: RecoveryModal; context: RecoveryContext }) {
  const email = context.email?.trim() ?? "";
  const kind = modal.modal;
  const appeal = kind === "deactivated" || kind === "suspended";
  const softBanned = kind === "softBanned" || kind === "softBannedRecovery";
  return (
    <div className="cb-auth-notice">
      {modal.bodyKey ? <p>{t(modal.bodyKey, { email })}</p> : null}
      {appeal ? (
        <p>
          <a className="cb-link" href={APPEAL_PATH}>
            {t("auth.recovery.deactivated.appeal")}
          </a>
        </p>
      ) : null}
      <div className="cb-auth-notice__actions">
        {kind === "loginAssistance" && email ? <SendResetButton email={email} /> : null}
        {softBanned || (kind === "loginAssistance" && !email) ? (
          <a className="cb-button cb-button--primary" href={passwordResetPath(email)}>
            {t("auth.login.resetYourPassword")}
          </a>
        ) : null}
        <Button
          variant={kind === "loginAssistance" || softBanned ? "secondary" : "primary"}
          onClick={closeEnclosingDialog}
        >
          {kind === "socialUnavailable" ? t("auth.social.ok") : t("auth.recovery.okay")}
        </Button>
      </div>
    </div>
  );
}
