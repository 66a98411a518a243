import { type LoginFlowState, type MfaChallenge, validateMfaEntry } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { Button, TextField } from "../ui/index.ts";
import { fieldErrorText, type LoginDispatch } from "./use-login.ts";

interface MfaStepProps {
  challenge: MfaChallenge;
  login: LoginFlowState;
  dispatch: LoginDispatch;
  /** The login call is running (its write's isPending, D-026): Verify and Resend wait. */
  pending: boolean;
}

/** Where the code is: the phone ending (AUTH-091), the app, or the (masked) email. */
function whereTheCodeIs(challenge: MfaChallenge): string {
  if (challenge.phoneEnd) return t("auth.mfa.sentTo", { lastDigits: challenge.phoneEnd });
  if (challenge.methods.includes("totp") && !challenge.resent) return t("auth.mfa.fromApp");
  return challenge.emailHint
    ? t("auth.mfa.sentToEmail", { email: challenge.emailHint })
    : t("auth.mfa.sentToYourEmail");
}

/**
 * The two-factor step (AUTH-053, AUTH-130…AUTH-134): a code field checked with the seed's
 * messages (a backup code passes too), Verify, and "Resend code", which mails a new code
 * and says so in a 5000 ms toast. Server failures show the server's message.
 */
export function MfaStep({ challenge, login, dispatch, pending }: MfaStepProps) {
  // What is being typed and its own rule's message stay here: nothing else needs them.
  const [code, setCode] = useState("");
  const [local, setLocal] = useState<string | null>(null);
  const serverError = login.errors[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateMfaEntry(code);
    setLocal(failure ? t(failure.messageKey) : null);
    if (!failure) dispatch({ type: "code_submitted", code });
  };
  const resend = () => {
    setLocal(null);
    dispatch({ type: "code_resend_asked" });
  };

  return (
    <form className="cb-auth-form" data-testid="mfa-step" noValidate onSubmit={submit}>
      <p>{whereTheCodeIs(challenge)}</p>
      <TextField
        label={t("auth.field.verificationCode")}
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={local ?? (serverError ? fieldErrorText(serverError) : undefined)}
      />
      <button type="button" className="cb-link-button cb-auth-forgot" disabled={pending} onClick={resend}>
        {t("auth.mfa.resend")}
      </button>
      <Button type="submit" variant="primary" size="lg" disabled={pending} aria-busy={pending}>
        {t("auth.mfa.submit")}
      </Button>
      <Button variant="tertiary" onClick={() => dispatch({ type: "toggled", to: "login" })}>
        {t("auth.back")}
      </Button>
    </form>
  );
}
