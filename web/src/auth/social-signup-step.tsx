import {
  calendarDateAt,
  calendarDateToEpochSeconds,
  parseCalendarDate,
  type SocialConnectMessage,
  signupRedirectPath,
  validateBirthday,
  validateCollectedEmail,
} from "@corkboard/core/auth";
import { BRAND_NAME, t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { ApiError, errorMessage, usePlainMutation } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { Button, TextField } from "../ui/index.ts";
import { registerUser } from "./api.ts";

/** A popup's answer for a new person: the verified profile and its sign-up ticket. */
export type SocialSignup = Extract<SocialConnectMessage, { outcome: "signup" }>;

/**
 * socialSignupWithAge (AUTH-088): a new social user gives a birthday, and the account is
 * made from the identity the server verified (the ticket). The birthday rules run here
 * first and again on the server; a refusal leaves the ticket usable for a corrected date.
 */
export function SocialSignupStep({
  signup,
  next,
}: {
  signup: SocialSignup;
  next: string | null | undefined;
}) {
  const [birthday, setBirthday] = useState("");
  const [error, setError] = useState<string | null>(null);
  // AUTH-089: a provider that gave no email (a Facebook account made with a phone number).
  const collectsEmail = signup.profile.email === null;
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const bootstrap = getBootstrap();

  const register = usePlainMutation(async (date: NonNullable<ReturnType<typeof parseCalendarDate>>) => {
    try {
      await registerUser({
        type: signup.network,
        social_ticket: signup.social_ticket,
        ...(collectsEmail ? { email: email.trim() } : {}),
        birthday: calendarDateToEpochSeconds(date),
        country: bootstrap.client_context.country,
        // AUTH-071: the birthday comes from us, the email from the provider.
        birthday_source_site: BRAND_NAME,
        email_source_site: signup.network,
      });
      pageLoad.assign(signupRedirectPath(next));
    } catch (failure) {
      const message =
        failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : errorMessage(failure);
      if (collectsEmail && failure instanceof ApiError && failure.fields[0]?.field === "email")
        setEmailError(message);
      else setError(message);
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const emailFailure = collectsEmail ? validateCollectedEmail(email) : null;
    setEmailError(emailFailure ? t(emailFailure.messageKey) : null);
    if (emailFailure) return;
    const today = calendarDateAt(Date.now(), -new Date().getTimezoneOffset());
    const failure = validateBirthday(birthday || null, today, bootstrap.config.minimum_age);
    const date = parseCalendarDate(birthday);
    if (failure || !date) {
      setError(failure ? t(failure.messageKey, failure.values) : t("auth.signupError.ageRequired"));
      return;
    }
    setError(null);
    void register.mutateAsync(date);
  }

  return (
    <form className="cb-auth-form" onSubmit={submit} noValidate>
      {collectsEmail ? (
        <TextField
          label={t("auth.field.email")}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError ?? undefined}
        />
      ) : (
        <p className="cb-auth-social__email">{signup.profile.email}</p>
      )}
      <TextField
        label={t("auth.field.birthday")}
        type="date"
        name="birthday"
        autoComplete="bday"
        autoFocus={!collectsEmail}
        value={birthday}
        onChange={(event) => setBirthday(event.target.value)}
        error={error ?? undefined}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        disabled={register.isPending}
        aria-busy={register.isPending}
      >
        {t("auth.signup.continue")}
      </Button>
    </form>
  );
}
