import {
  APP_TYPE,
  type LoginErrorField,
  type LoginErrorUi,
  loginErrorUi,
  type MfaMethod,
  mfaContinuationMethod,
  normalizeMfaCode,
  phoneEnding,
} from "@corkboard/core/auth";
import type { EndpointQuery, sessionCreateEndpoint } from "@corkboard/core/contract";
import { TOAST_MS } from "@corkboard/core/layout";
import { type MessageKey, type MessageValues, t } from "@corkboard/core/messages";
import { useCallback, useRef, useState } from "react";
import { ApiError, errorMessage, usePlainMutation } from "../platform/api/index.ts";
import { showToast } from "../ui/index.ts";
import { createSession } from "./api.ts";
import { localBotCheckLimitExceeded } from "./bot-check-stamps.ts";

/** What the visitor typed into the login form. */
export interface Credentials {
  usernameOrEmail: string;
  password: string;
}

/** A solved human check, sent along with the login it unblocks (AUTH-118). */
export interface BotCheckAnswer {
  bot_check?: string;
  recaptchaV2Token?: string;
  recaptchaV3Token?: string;
}

/** The second-factor step's context (AUTH-091): the login it continues and where codes go. */
export interface MfaChallenge {
  credentials: Credentials;
  methods: readonly MfaMethod[];
  emailHint: string | null;
  phoneEnd: string | null;
  /** True once a code was mailed again: that code is the one to check (mfaContinuationMethod). */
  resent: boolean;
}

/** An error shown on one field of the login or code form. */
export interface LoginFieldError {
  field: LoginErrorField;
  /** The failing code, so the form can add the seed's link to WRONG_PASSWORD (AUTH-163). */
  code: string;
  messageKey: MessageKey;
  values?: MessageValues | undefined;
  serverMessage?: string | undefined;
}

/** The text of a field error: the server's words where the seed prefers them. */
export function fieldErrorText(error: LoginFieldError): string {
  return error.serverMessage ?? t(error.messageKey, error.values);
}

/** A recovery or notice modal a failed login opens. */
export type LoginModal = Extract<LoginErrorUi, { kind: "modal" }>;

interface UseLoginOptions {
  /** The server asked for a second factor. */
  onMfa: (challenge: MfaChallenge) => void;
  /** Signed in. */
  onSignedIn: () => void;
  /** A failure that opens a recovery modal (AUTH-140, AUTH-143). */
  onModal: (modal: LoginModal, credentials: Credentials, error: ApiError) => void;
}

// Failures that mean "wrong credentials", counted for the login-help modal (AUTH-149).
const TROUBLE_CODES = new Set(["WRONG_PASSWORD", "LOGIN_FAILED"]);
/** After this many failed attempts the login-help modal opens (AUTH-149). */
export const LOGIN_HELP_AFTER_ATTEMPTS = 3;

const loginHelpModal: LoginModal = {
  kind: "modal",
  modal: "loginAssistance",
  titleKey: "auth.recovery.loginHelp.title",
  bodyKey: "auth.recovery.loginHelp.body",
};

type SessionQuery = EndpointQuery<typeof sessionCreateEndpoint>;

/**
 * The login and its continuations (AUTH-092): idle → pending → signed in, or a failure
 * routed by core's error table (AUTH-140…AUTH-175) to a field, a modal, the human check,
 * the code step, a toast or the log. The code step and the human check re-send the same
 * credentials (AUTH-074, AUTH-118).
 */
export function useLogin({ onMfa, onSignedIn, onModal }: UseLoginOptions) {
  const session = usePlainMutation(createSession);
  const [errors, setErrors] = useState<LoginFieldError[]>([]);
  const [note, setNote] = useState<MessageKey | null>(null);
  const [humanCheck, setHumanCheck] = useState<MessageKey | null>(null);
  const failedAttempts = useRef(0);
  const last = useRef<Credentials | null>(null);
  const callbacks = useRef({ onMfa, onSignedIn, onModal });
  callbacks.current = { onMfa, onSignedIn, onModal };

  const fail = useCallback((error: unknown, credentials: Credentials, challenge: MfaChallenge | null) => {
    // A refused CSRF check is about the page, not the credentials: it says so (D-026).
    if (!(error instanceof ApiError) || error.code === "CSRF_FAILED") {
      showToast(errorMessage(error), "error");
      return;
    }
    const ui = loginErrorUi(error.code, {
      httpStatus: error.status,
      serverMessage: error.fields[0]?.message ?? error.message,
      // No Facebook or Google buttons on this instance: point social-only accounts at a password.
      facebookAvailable: false,
      googleAvailable: false,
      botCheckLimitExceeded: localBotCheckLimitExceeded(),
      deactivationReason: error.context.deactivation_reason ?? null,
    });
    switch (ui.kind) {
      case "mfaStep":
        callbacks.current.onMfa({
          credentials,
          methods: error.context.mfa_methods ?? challenge?.methods ?? ["email"],
          emailHint: error.context.email_hint ?? null,
          phoneEnd: phoneEnding(error.context.phone_number_end),
          resent: false,
        });
        return;
      case "modal":
        if (ui.toast) showToast(t(ui.toast.messageKey), "notice", false, ui.toast.durationMs);
        callbacks.current.onModal(ui, credentials, error);
        return;
      case "humanCheck":
        setHumanCheck(ui.messageKey);
        return;
      case "field": {
        setErrors([{ ...ui, code: error.code }]);
        if (!TROUBLE_CODES.has(error.code)) return;
        failedAttempts.current += 1;
        if (failedAttempts.current === LOGIN_HELP_AFTER_ATTEMPTS)
          callbacks.current.onModal(loginHelpModal, credentials, error);
        return;
      }
      case "tooltip":
        setNote(ui.messageKey);
        return;
      case "toast":
        showToast(ui.serverMessage ?? t(ui.messageKey), "error", false, ui.durationMs);
        return;
      case "googleNotFound":
        showToast(t("auth.login.cantLogIn"), "error", false, TOAST_MS.error);
        return;
      case "logOnly":
        console.warn("Login failed without a message", error.code, error.status);
    }
  }, []);

  const send = useCallback(
    async (query: SessionQuery, credentials: Credentials, challenge: MfaChallenge | null) => {
      setErrors([]);
      setNote(null);
      setHumanCheck(null);
      try {
        const data = await session.mutateAsync({ ...query, app_type_from_client: APP_TYPE.desktopWeb });
        if (data.user) callbacks.current.onSignedIn();
        return true;
      } catch (error) {
        fail(error, credentials, challenge);
        return false;
      }
    },
    [fail, session.mutateAsync],
  );

  /** Logs in with an email or username and password, with a solved human check if any. */
  const submit = useCallback(
    (credentials: Credentials, answer: BotCheckAnswer = {}) => {
      last.current = credentials;
      return send(
        { username_or_email: credentials.usernameOrEmail.trim(), password: credentials.password, ...answer },
        credentials,
        null,
      );
    },
    [send],
  );

  /** Re-sends the last login with a solved human check (AUTH-118). */
  const resubmit = useCallback(
    (answer: BotCheckAnswer) => (last.current ? submit(last.current, answer) : Promise.resolve(false)),
    [submit],
  );

  /** Continues a login with a code from the app, the mail or a backup code (AUTH-074). */
  const submitCode = useCallback(
    (challenge: MfaChallenge, code: string) =>
      send(
        {
          username_or_email: challenge.credentials.usernameOrEmail.trim(),
          password: challenge.credentials.password,
          mfa_token: normalizeMfaCode(code),
          mfa_method: mfaContinuationMethod(challenge.methods, challenge.resent),
        },
        challenge.credentials,
        challenge,
      ),
    [send],
  );

  /** Mails a new code (AUTH-130); true when it went out. */
  const resendCode = useCallback(
    async (challenge: MfaChallenge) => {
      const sent = await send(
        {
          username_or_email: challenge.credentials.usernameOrEmail.trim(),
          password: challenge.credentials.password,
          mfa_resend: true,
        },
        challenge.credentials,
        challenge,
      );
      if (sent) showToast(t("auth.mfa.resent"), "mfaResend");
      return sent;
    },
    [send],
  );

  const clearErrors = useCallback(() => {
    setErrors([]);
    setNote(null);
  }, []);

  return {
    pending: session.isPending,
    errors,
    note,
    humanCheck,
    submit,
    resubmit,
    submitCode,
    resendCode,
    clearErrors,
  };
}

/** The login controller an auth flow shares between its login and code steps. */
export type LoginController = ReturnType<typeof useLogin>;
