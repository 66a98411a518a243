import {
  calendarDateAt,
  calendarDateToEpochSeconds,
  parseCalendarDate,
  type SocialConnectMessage,
  signupRedirectPath,
  validateBirthday,
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
 * An email typed on EmailCollection (AUTH-089) goes with it; the server refusing that email
 * sends the person back to its step (`onEmailRefused`, or `onEmailTaken` for AUTH-090).
 */
export function SocialSignupStep({
  signup,
  email,
  collected,
  next,
  onEmailRefused,
  onEmailTaken,
}: {
  signup: SocialSignup;
  /** The provider's email, or the one typed on EmailCollection. */
  email: string | null;
  /** True when `email` was typed here: it is sent, and it is the product's (AUTH-071). */
  collected: boolean;
  next: string | null | undefined;
  onEmailRefused: (message: string) => void;
  onEmailTaken: () => void;
}) {
  const [birthday, setBirthday] = useState("");
  const [error, setError] = useState<string | null>(null);
  const bootstrap = getBootstrap();

  const register = usePlainMutation(async (date: NonNullable<ReturnType<typeof parseCalendarDate>>) => {
    try {
      await registerUser({
        type: signup.network,
        social_ticket: signup.social_ticket,
        ...(collected && email ? { email } : {}),
        birthday: calendarDateToEpochSeconds(date),
        country: bootstrap.client_context.country,
        // AUTH-071: the birthday comes from us, the email from the provider unless typed here.
        birthday_source_site: BRAND_NAME,
        email_source_site: collected ? BRAND_NAME : signup.network,
      });
      pageLoad.assign(signupRedirectPath(next));
    } catch (failure) {
      const message =
        failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : errorMessage(failure);
      if (collected && failure instanceof ApiError && failure.code === "EMAIL_TAKEN") onEmailTaken();
      else if (collected && failure instanceof ApiError && failure.fields[0]?.field === "email")
        onEmailRefused(message);
      else setError(message);
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
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
      <p className="cb-auth-social__email">{email}</p>
      <TextField
        label={t("auth.field.birthday")}
        type="date"
        name="birthday"
        autoComplete="bday"
        autoFocus
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
