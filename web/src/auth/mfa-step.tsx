import { validateMfaEntry } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { Button, TextField } from "../ui/index.ts";
import { fieldErrorText, type LoginController, type MfaChallenge } from "./use-login.ts";

interface MfaStepProps {
  challenge: MfaChallenge;
  login: LoginController;
  /** A new code went out by mail: that is the code to check from now on. */
  onResent: () => void;
  onBack: () => void;
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
export function MfaStep({ challenge, login, onResent, onBack }: MfaStepProps) {
  const [code, setCode] = useState("");
  const [local, setLocal] = useState<string | null>(null);
  const serverError = login.errors[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateMfaEntry(code);
    setLocal(failure ? t(failure.messageKey) : null);
    if (!failure) void login.submitCode(challenge, code);
  };
  const resend = async () => {
    setLocal(null);
    if (await login.resendCode(challenge)) onResent();
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
      <button
        type="button"
        className="cb-link-button cb-auth-forgot"
        disabled={login.pending}
        onClick={() => void resend()}
      >
        {t("auth.mfa.resend")}
      </button>
      <Button type="submit" variant="primary" size="lg" disabled={login.pending} aria-busy={login.pending}>
        {t("auth.mfa.submit")}
      </Button>
      <Button variant="tertiary" onClick={onBack}>
        {t("auth.back")}
      </Button>
    </form>
  );
}
