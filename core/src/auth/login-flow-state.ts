import type { ErrorContext } from "../contract/envelope.ts";
import type { RememberedAccount } from "../contract/viewer.ts";
import { type EffectsTaken, takeEffects, type WithEffects, withEffects } from "../flow/effects.ts";
import { TOAST_MS } from "../layout/constants.ts";
import type { MessageKey, MessageValues } from "../messages/index.ts";
import { validateLoginIdentifier } from "./email.ts";
import { type LoginErrorField, type LoginErrorUi, loginErrorUi } from "./login-errors.ts";
import { type MfaMethod, mfaContinuationMethod, normalizeMfaCode, phoneEnding } from "./mfa.ts";
import { validateLoginPassword } from "./password-login.ts";
import type { RuleFailure } from "./types.ts";
import type { AuthModalType } from "./visitor.ts";

/**
 * The logged-out auth flow around a login as one reducer (D-027): the step (login, the code
 * step, the signup family), what the visitor typed, the recognised account, the login call in
 * flight and what its failure shows (AUTH-140…AUTH-175). Server calls, modals, toasts and the
 * signed-in exit are effects the screen performs; their answers come back as events.
 */

/** What the visitor typed into the login form (shared with the signup form). */
export interface LoginCredentials {
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
  credentials: LoginCredentials;
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

/** A recovery or notice modal a failed login opens. */
export type LoginModal = Extract<LoginErrorUi, { kind: "modal" }>;

/** The body of a login call (session create) before the screen adds its app type. */
export interface LoginQuery extends BotCheckAnswer {
  username_or_email: string;
  password: string;
  mfa_token?: string;
  mfa_method?: MfaMethod;
  mfa_resend?: boolean;
}

/** Which login call is in flight: the password, a code, or a request for a new code. */
export interface LoginRequest {
  kind: "password" | "code" | "resend";
  credentials: LoginCredentials;
  /** The code step it continues, for code and resend calls. */
  challenge: MfaChallenge | null;
}

/** Words for a toast: a catalogue key, or text the screen or server already chose. */
export type LoginToastMessage = { key: MessageKey } | { text: string };

/** What the flow asks the screen to do outside itself. */
export type LoginEffect =
  /** Call session create; answer with login_answered, login_failed or login_unreachable. */
  | { kind: "send"; query: LoginQuery }
  /** Signed in: leave the form (AUTH-057, AUTH-063, AUTH-064). */
  | { kind: "signedIn" }
  /** Open a recovery or notice modal in place of the auth modal (AUTH-140, AUTH-143). */
  | { kind: "openModal"; modal: LoginModal; email: string }
  | { kind: "toast"; tone: "error" | "mfaResend"; message: LoginToastMessage; durationMs?: number }
  /** A failure with nothing to show is only logged (AUTH-174). */
  | { kind: "log"; code: string; httpStatus: number };

/** A failed login call, as the screen read it from the answer. */
export interface LoginFailure {
  code: string;
  httpStatus: number;
  /** The server's words: the first field problem's message, else the error's message. */
  serverMessage: string | null;
  context: ErrorContext;
  /** The local human-check limit (AUTH-119), read when the answer came. */
  botCheckLimitExceeded: boolean;
}

/** Everything the auth flow shows and remembers around a login. */
export interface LoginFlowState extends WithEffects<LoginEffect> {
  step: AuthModalType;
  /** The recognised visitor of a LIMITED_LOGIN page: "Welcome back" (AUTH-023, AUTH-024). */
  remembered: RememberedAccount | null;
  credentials: LoginCredentials;
  /** A rule the login form broke before anything was sent (AUTH-073, AUTH-200). */
  localFailure: RuleFailure | null;
  mfa: MfaChallenge | null;
  /** The login call in flight; the buttons wait while there is one. */
  request: LoginRequest | null;
  errors: LoginFieldError[];
  /** A note on the email field, e.g. a voluntary deactivation (AUTH-151). */
  note: MessageKey | null;
  /** The "too fast" message while the human check runs (AUTH-117, AUTH-120). */
  humanCheck: MessageKey | null;
  /** Wrong-credential answers so far, for the login-help modal (AUTH-149). */
  failedAttempts: number;
  /** The last password login, sent again with a solved human check (AUTH-118). */
  lastLogin: LoginCredentials | null;
}

/** What happens to the flow: the visitor's actions, the server's answers, the runner's receipt. */
export type LoginFlowEvent =
  | { type: "typed"; credentials: LoginCredentials }
  /** "Not you?" forgets the recognised account for this form (AUTH-024). */
  | { type: "not_you" }
  /** The footer's toggle, or Back from the code step: errors of the other form go (AUTH-085). */
  | { type: "toggled"; to: "login" | "signup" }
  /** The signup family moves between its own steps (form, consents, underage confirmation). */
  | { type: "step_changed"; step: AuthModalType }
  /** The login form's Log in: its local rules, then the call (AUTH-073). */
  | { type: "login_submitted" }
  /** Signup found an account for the email: log in with what was typed (AUTH-095). */
  | { type: "switched_to_login"; credentials: LoginCredentials; submit: boolean }
  | { type: "human_check_solved"; answer: BotCheckAnswer }
  /** A code that passed the code step's own rules (AUTH-131…AUTH-133). */
  | { type: "code_submitted"; code: string }
  | { type: "code_resend_asked" }
  | { type: "login_answered"; signedIn: boolean }
  | { type: "login_failed"; failure: LoginFailure }
  /** The call never got an answer; the screen's words for it (offline, …). */
  | { type: "login_unreachable"; message: string }
  | EffectsTaken;

/** After this many wrong-credential answers the login-help modal opens (AUTH-149). */
export const LOGIN_HELP_AFTER_ATTEMPTS = 3;

// Failures that mean "wrong credentials", counted for the login-help modal (AUTH-149).
const TROUBLE_CODES: ReadonlySet<string> = new Set(["WRONG_PASSWORD", "LOGIN_FAILED"]);

const LOGIN_HELP_MODAL: LoginModal = {
  kind: "modal",
  modal: "loginAssistance",
  titleKey: "auth.recovery.loginHelp.title",
  bodyKey: "auth.recovery.loginHelp.body",
};

/** The flow as a form opens: its first step, and the recognised account's email typed in. */
export function initLoginFlow(input: {
  mode: "login" | "signup";
  remembered: RememberedAccount | null;
}): LoginFlowState {
  return {
    step: input.mode,
    remembered: input.remembered,
    credentials: { usernameOrEmail: input.remembered?.email ?? "", password: "" },
    localFailure: null,
    mfa: null,
    request: null,
    errors: [],
    note: null,
    humanCheck: null,
    failedAttempts: 0,
    lastLogin: null,
    effects: [],
  };
}

/** True while a login call is in flight. */
export function isLoginPending(state: LoginFlowState): boolean {
  return state.request !== null;
}

/** A step change: the login form's local message belongs to the form that is left. */
function moveTo(state: LoginFlowState, step: AuthModalType): LoginFlowState {
  return { ...state, step, localFailure: null };
}

/** Starts a call: what the last answer showed goes (AUTH-092). */
function send(state: LoginFlowState, request: LoginRequest, query: LoginQuery): LoginFlowState {
  const sent = { ...state, request, errors: [], note: null, humanCheck: null };
  return withEffects(sent, { kind: "send", query });
}

// One call at a time: a second submit while one is in flight is dropped (the buttons wait too).

function sendPassword(state: LoginFlowState, credentials: LoginCredentials, answer: BotCheckAnswer = {}) {
  if (state.request) return state;
  const query = {
    username_or_email: credentials.usernameOrEmail.trim(),
    password: credentials.password,
    ...answer,
  };
  return send(
    { ...state, lastLogin: credentials },
    { kind: "password", credentials, challenge: null },
    query,
  );
}

/** The same credentials again, continued with a code or a request for a new one (AUTH-074, AUTH-130). */
function sendForChallenge(state: LoginFlowState, kind: "code" | "resend", extra: Partial<LoginQuery>) {
  const challenge = state.mfa;
  if (!challenge || state.request) return state;
  const { credentials } = challenge;
  const query = {
    username_or_email: credentials.usernameOrEmail.trim(),
    password: credentials.password,
    ...extra,
  };
  return send(state, { kind, credentials, challenge }, query);
}

function answered(state: LoginFlowState, signedIn: boolean): LoginFlowState {
  const request = state.request;
  let next: LoginFlowState = { ...state, request: null };
  if (signedIn) next = withEffects(next, { kind: "signedIn" });
  if (request?.kind === "resend") {
    // A new code went out by mail: that is the code to check from now on.
    const mfa = next.mfa ? { ...next.mfa, resent: true } : null;
    next = withEffects(
      { ...next, mfa },
      { kind: "toast", tone: "mfaResend", message: { key: "auth.mfa.resent" } },
    );
  }
  return next;
}

/** Routes a failed login by core's error table (AUTH-140…AUTH-175). */
function failed(state: LoginFlowState, failure: LoginFailure): LoginFlowState {
  const request = state.request ?? { kind: "password", credentials: state.credentials, challenge: null };
  const next: LoginFlowState = { ...state, request: null };
  const ui = loginErrorUi(failure.code, {
    httpStatus: failure.httpStatus,
    serverMessage: failure.serverMessage,
    // No Facebook or Google buttons on this instance: point social-only accounts at a password.
    facebookAvailable: false,
    googleAvailable: false,
    botCheckLimitExceeded: failure.botCheckLimitExceeded,
    deactivationReason: failure.context.deactivation_reason ?? null,
  });
  const email = request.credentials.usernameOrEmail;
  switch (ui.kind) {
    case "mfaStep": {
      const { context } = failure;
      const mfa: MfaChallenge = {
        credentials: request.credentials,
        methods: context.mfa_methods ?? request.challenge?.methods ?? ["email"],
        emailHint: context.email_hint ?? null,
        phoneEnd: phoneEnding(context.phone_number_end),
        resent: false,
      };
      return { ...moveTo(next, "loginMfa"), mfa };
    }
    case "modal":
      return withEffects(next, { kind: "openModal", modal: ui, email });
    case "humanCheck":
      return { ...next, humanCheck: ui.messageKey };
    case "field": {
      const error: LoginFieldError = {
        field: ui.field,
        code: failure.code,
        messageKey: ui.messageKey,
        values: ui.values,
        serverMessage: ui.serverMessage,
      };
      const shown = { ...next, errors: [error] };
      if (!TROUBLE_CODES.has(failure.code)) return shown;
      const failedAttempts = state.failedAttempts + 1;
      const counted = { ...shown, failedAttempts };
      return failedAttempts === LOGIN_HELP_AFTER_ATTEMPTS
        ? withEffects(counted, { kind: "openModal", modal: LOGIN_HELP_MODAL, email })
        : counted;
    }
    case "tooltip":
      return { ...next, note: ui.messageKey };
    case "toast": {
      const message = ui.serverMessage ? { text: ui.serverMessage } : { key: ui.messageKey };
      return withEffects(next, { kind: "toast", tone: "error", message, durationMs: ui.durationMs });
    }
    case "googleNotFound":
      return withEffects(next, {
        kind: "toast",
        tone: "error",
        message: { key: "auth.login.cantLogIn" },
        durationMs: TOAST_MS.error,
      });
    case "logOnly":
      return withEffects(next, { kind: "log", code: failure.code, httpStatus: failure.httpStatus });
  }
}

/** Moves the flow on one event. */
export function loginFlowReducer(state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  switch (event.type) {
    case "typed":
      return { ...state, credentials: event.credentials };
    case "not_you":
      return { ...state, remembered: null, credentials: { usernameOrEmail: "", password: "" } };
    case "toggled":
      return { ...moveTo(state, event.to), errors: [], note: null };
    case "step_changed":
      return moveTo(state, event.step);
    case "login_submitted": {
      if (state.request) return state;
      const { credentials } = state;
      const failure =
        validateLoginIdentifier(credentials.usernameOrEmail) ?? validateLoginPassword(credentials.password);
      return failure
        ? { ...state, localFailure: failure }
        : sendPassword({ ...state, localFailure: null }, credentials);
    }
    case "switched_to_login": {
      const switched = { ...moveTo(state, "login"), remembered: null, credentials: event.credentials };
      return event.submit ? sendPassword(switched, event.credentials) : switched;
    }
    case "human_check_solved":
      return state.lastLogin ? sendPassword(state, state.lastLogin, event.answer) : state;
    case "code_submitted":
      return sendForChallenge(state, "code", {
        mfa_token: normalizeMfaCode(event.code),
        mfa_method: mfaContinuationMethod(state.mfa?.methods, state.mfa?.resent),
      });
    case "code_resend_asked":
      return sendForChallenge(state, "resend", { mfa_resend: true });
    case "login_answered":
      return answered(state, event.signedIn);
    case "login_failed":
      return failed(state, event.failure);
    case "login_unreachable":
      return withEffects(
        { ...state, request: null },
        { kind: "toast", tone: "error", message: { text: event.message } },
      );
    case "effects_taken":
      return takeEffects(state, event.count);
  }
}
