import { validateCollectedEmail } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { ApiError, serverWordsOf, usePlainMutation } from "../platform/api/index.ts";
import { Button, TextField } from "../ui/index.ts";
import { emailExists } from "./api.ts";

/**
 * EmailCollection (AUTH-050): a Facebook or LINE sign-in that gave no email asks for one
 * here. Continue checks the format ("Email is required" first), then whether an account has
 * the address (AUTH-090 → EmailAlreadyExist); "Not now" returns to signup. A failed check
 * shows the server's words or "Oops! Something went wrong… Click Continue to try again."
 * (AUTH-178). The address is proved by our mail after sign-up, never trusted as verified.
 */
export function EmailCollectionStep({
  initialEmail,
  error,
  onChecked,
  onNotNow,
}: {
  initialEmail: string;
  /** An error from a later step about this email (a refusal at register). */
  error: string | null;
  onChecked: (email: string, exists: boolean) => void;
  onNotNow: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(error);
  const check = usePlainMutation(async (typed: string) => {
    try {
      onChecked(typed, await emailExists(typed));
    } catch (failure) {
      setFieldError(emailStepFailure(failure));
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    const failure = validateCollectedEmail(typed);
    setFieldError(failure ? t(failure.messageKey) : null);
    if (!failure) void check.mutateAsync(typed);
  }

  return (
    <form className="cb-auth-form" onSubmit={submit} noValidate data-testid="email-collection">
      <TextField
        label={t("auth.field.email")}
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError ?? undefined}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        disabled={check.isPending}
        aria-busy={check.isPending}
      >
        {t("auth.emailCollection.continue")}
      </Button>
      <Button type="button" variant="tertiary" size="lg" onClick={onNotNow}>
        {t("auth.emailCollection.notNow")}
      </Button>
    </form>
  );
}

/** AUTH-178: the server's words for a failed email step, else the seed's "Oops! …" line. */
export function emailStepFailure(failure: unknown): string {
  const words = failure instanceof ApiError ? (failure.fields[0]?.message ?? serverWordsOf(failure)) : null;
  return words ?? t("auth.emailCollection.failed");
}

/**
 * EmailAlreadyExist (AUTH-090): the typed email has an account. It says so and offers to log
 * in with it (the login form opens with the email filled) or to try another email.
 */
export function EmailAlreadyExistStep({
  email,
  onLogIn,
  onOtherEmail,
}: {
  email: string;
  onLogIn: () => void;
  onOtherEmail: () => void;
}) {
  return (
    <div className="cb-auth-form" data-testid="email-already-exist">
      <p>{t("auth.emailAlreadyExist.body", { email })}</p>
      <Button type="button" variant="primary" size="lg" autoFocus onClick={onLogIn}>
        {t("auth.login.submit")}
      </Button>
      <Button type="button" variant="tertiary" size="lg" onClick={onOtherEmail}>
        {t("auth.emailAlreadyExist.otherEmail")}
      </Button>
    </div>
  );
}
