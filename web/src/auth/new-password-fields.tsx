import { type SignupPasswordContext, validateSignupPassword } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { TextField } from "../ui/index.ts";

/** Problems with a new password typed twice. */
export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/**
 * A new password (reset or change) passes the signup rules and is typed the same twice;
 * the server runs the rules again.
 */
export function checkNewPassword(
  password: string,
  confirm: string,
  context: SignupPasswordContext = {},
): NewPasswordErrors {
  const failure = validateSignupPassword(password, context);
  if (failure) return { password: t(failure.messageKey, failure.values) };
  return confirm === password ? {} : { confirm: t("auth.reset.passwordsDiffer") };
}

/** The "new password" and "confirm new password" fields of the reset and change forms. */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
}) {
  return (
    <>
      <TextField
        label={t("auth.reset.newPassword")}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPassword(event.target.value)}
        error={props.errors.password}
      />
      <TextField
        label={t("auth.reset.confirmPassword")}
        type="password"
        autoComplete="new-password"
        value={props.confirm}
        onChange={(event) => props.onConfirm(event.target.value)}
        error={props.errors.confirm}
      />
    </>
  );
}
