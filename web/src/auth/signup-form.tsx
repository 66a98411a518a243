import { type AuthField, suggestEmail } from "@corkboard/core/auth";
import { type MessageKey, t } from "@corkboard/core/messages";
import type { FormEvent } from "react";
import { Button, TextField } from "../ui/index.ts";
import { AuthFooter } from "./auth-footer.tsx";
import type { AuthPresentation } from "./auth-options.ts";
import { TermsLine } from "./terms-line.tsx";
import { useSsoDetection } from "./use-sso-detection.ts";

/** What the signup form holds. */
export interface SignupFields {
  email: string;
  password: string;
  /** "YYYY-MM-DD", what a date input gives. */
  birthday: string;
}

interface SignupFormProps {
  fields: SignupFields;
  onFields: (fields: SignupFields) => void;
  errors: Partial<Record<AuthField, string>>;
  /** The underage cookie's ineligible message: everything is disabled (AUTH-138). */
  blocked: MessageKey | null;
  pending: boolean;
  /** The birthday is asked only while the email is not known to have an account (AUTH-037). */
  showBirthday: boolean;
  /** Back from UnderageConfirmation's Edit: the birthday is what to fix (AUTH-051). */
  focusBirthday: boolean;
  onSubmit: () => void;
  presentation: AuthPresentation;
  next?: string | null | undefined;
  onToggle: () => void;
  onLeave?: (() => void) | undefined;
}

/**
 * The email signup form (AUTH-036…AUTH-039): email with the "Did you mean" hint, which
 * replaces the email when clicked (AUTH-038, AUTH-190), password, birthday, Continue (off
 * until an email is typed), the terms line and the footer.
 */
export function SignupForm(props: SignupFormProps) {
  const { fields, onFields, errors, blocked, pending } = props;
  const suggestion = suggestEmail(fields.email);
  const disabled = blocked !== null;
  // AUTH-022: an SSO domain's email continues with the company IdP.
  const sso = useSsoDetection(fields.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled && fields.email.trim() !== "") props.onSubmit();
  };
  return (
    <form className="cb-auth-form" aria-label={t("auth.signup.submit")} noValidate onSubmit={submit}>
      {blocked ? (
        <p className="cb-auth-blocked" role="alert">
          {t(blocked)}
        </p>
      ) : null}
      <TextField
        label={t("auth.field.email")}
        type="email"
        name="email"
        autoComplete="email"
        disabled={disabled}
        value={fields.email}
        onChange={(event) => onFields({ ...fields, email: event.target.value })}
        error={errors.email}
        description={
          suggestion && !disabled ? (
            <button
              type="button"
              className="cb-link-button"
              onClick={(event) => {
                // The hint goes away once applied: keep the keyboard where it was, on the email.
                event.currentTarget.closest(".cb-text-field")?.querySelector("input")?.focus();
                onFields({ ...fields, email: suggestion });
              }}
            >
              {t("auth.email.suggestion", { email: suggestion })}
            </button>
          ) : undefined
        }
      />
      <TextField
        label={t("auth.field.createPassword")}
        type="password"
        name="password"
        autoComplete="new-password"
        disabled={disabled}
        value={fields.password}
        onChange={(event) => onFields({ ...fields, password: event.target.value })}
        error={errors.password}
      />
      {props.showBirthday ? (
        <TextField
          label={t("auth.field.birthday")}
          type="date"
          name="birthday"
          autoComplete="bday"
          disabled={disabled}
          autoFocus={props.focusBirthday}
          value={fields.birthday}
          onChange={(event) => onFields({ ...fields, birthday: event.target.value })}
          error={errors.birthday}
        />
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        disabled={disabled || pending || fields.email.trim() === ""}
        aria-busy={pending}
      >
        {t(sso ? "auth.login.continueWithSso" : "auth.signup.continue")}
      </Button>
      <TermsLine />
      <AuthFooter
        mode="signup"
        presentation={props.presentation}
        next={props.next}
        onToggle={props.onToggle}
        onLeave={props.onLeave}
      />
    </form>
  );
}
