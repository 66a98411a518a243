import { signupErrorUi, validateLoginIdentifier } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "wouter";
import { ApiError, errorMessage, usePlainMutation } from "../platform/api/index.ts";
import { useSearchParams } from "../platform/navigation/navigation.ts";
import { Button, buttonClass, showToast, TextField } from "../ui/index.ts";
import { resetPassword } from "./api.ts";
import { AuthCard } from "./auth-card.tsx";
import { checkNewPassword, type NewPasswordErrors, NewPasswordFields } from "./new-password-fields.tsx";
import { sendPasswordReset } from "./recovery-modals.tsx";
import { registerAuthMessages } from "./register-messages.ts";

registerAuthMessages();

/**
 * Asks for a reset link (AUTH-213, AUTH-153): the email or username, prefilled from the
 * login's typed email (ue, AUTH-021) or /pw/{username}; sending shows "Email sent!" and the
 * password-reset-sent modal.
 */
function ResetLookupForm({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const sending = usePlainMutation(sendPasswordReset);
  const pending = sending.isPending;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateLoginIdentifier(value);
    setError(failure ? t(failure.messageKey) : undefined);
    if (failure) return;
    await sending.mutateAsync(value);
  };
  return (
    <form
      className="cb-auth-form"
      aria-label={t("auth.reset.title")}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <p>{t("auth.reset.lookupBody")}</p>
      <TextField
        label={t("auth.reset.usernameOrEmail")}
        name="username"
        autoComplete="username"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="primary" size="lg" disabled={pending} aria-busy={pending}>
        {t("auth.reset.send")}
      </Button>
    </form>
  );
}

type ResetErrors = NewPasswordErrors & { token?: boolean };

/**
 * Sets a new password with the link's token (IMPL-011): the signup password rules, the two
 * fields equal, then the server; a used or expired link says so and offers a new one.
 */
function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<ResetErrors>({});
  const reset = usePlainMutation(({ token, password }: { token: string; password: string }) =>
    resetPassword(token, password),
  );
  const pending = reset.isPending;
  const done = reset.isSuccess;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkNewPassword(password, confirm);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      if (error instanceof ApiError && error.code === "RESET_TOKEN_INVALID") setErrors({ token: true });
      else if (error instanceof ApiError && error.code.startsWith("PASSWORD_")) {
        const ui = signupErrorUi(error.code, { serverMessage: error.fields[0]?.message ?? error.message });
        if (ui.kind === "field") setErrors({ password: ui.serverMessage ?? t(ui.messageKey, ui.values) });
      } else showToast(errorMessage(error), "error");
    }
  };

  if (done) {
    return (
      <div className="cb-auth-form">
        <p role="status">{t("auth.reset.done")}</p>
        <Link href="/login/" className={buttonClass({ variant: "primary", size: "lg" })}>
          {t("auth.login.submit")}
        </Link>
      </div>
    );
  }
  return (
    <form
      className="cb-auth-form"
      aria-label={t("auth.reset.title")}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      {errors.token ? (
        <p role="alert">
          {t("auth.reset.tokenInvalid")}{" "}
          <Link className="cb-link" href="/password/reset/">
            {t("auth.reset.requestNew")}
          </Link>
        </p>
      ) : null}
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <Button type="submit" variant="primary" size="lg" disabled={pending} aria-busy={pending}>
        {t("auth.reset.submit")}
      </Button>
    </form>
  );
}

/** /password/reset/: the lookup form, or the new-password form when the link carries a token. */
export function PasswordResetPage() {
  const params = useSearchParams();
  const token = params.get("token");
  return (
    <AuthCard title={t("auth.reset.title")}>
      {token ? <NewPasswordForm token={token} /> : <ResetLookupForm initial={params.get("ue") ?? ""} />}
    </AuthCard>
  );
}

/** /pw/{username}/: the reset landing for a known user (AUTH-055 DECISION). */
export function PasswordResetForUserPage() {
  const { username = "" } = useParams();
  return (
    <AuthCard title={t("auth.reset.title")}>
      <ResetLookupForm initial={username} />
    </AuthCard>
  );
}
