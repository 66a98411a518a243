import { describe, expect, it } from "vitest";
import {
  initLoginFlow,
  isLoginPending,
  type LoginFailure,
  type LoginFlowEvent,
  type LoginFlowState,
  loginFlowReducer,
} from "./login-flow-state.ts";

const jo = { usernameOrEmail: " jo@fastmail.com ", password: "hunter22" };
const remembered = {
  first_name: "Jo",
  image_url: null,
  email: "jo@fastmail.com",
  has_password: true,
  connected_to_facebook: false,
  connected_to_google: false,
};

function run(state: LoginFlowState, ...events: LoginFlowEvent[]) {
  return events.reduce(loginFlowReducer, state);
}

/** A login form with credentials typed and Log in pressed. */
function submitted(credentials = jo) {
  return run(
    initLoginFlow({ mode: "login", remembered: null }),
    { type: "typed", credentials },
    {
      type: "login_submitted",
    },
  );
}

function failure(code: string, over: Partial<LoginFailure> = {}): LoginFlowEvent {
  return {
    type: "login_failed",
    failure: {
      code,
      httpStatus: 401,
      serverMessage: null,
      context: {},
      botCheckLimitExceeded: false,
      ...over,
    },
  };
}

/** The effects other than the send that started the call. */
const after = (state: LoginFlowState) => state.effects.filter((effect) => effect.kind !== "send");

describe("login flow: the password login", () => {
  it("AUTH-013 AUTH-054 opens on the step asked for, with nothing typed and nothing in flight", () => {
    const state = initLoginFlow({ mode: "signup", remembered: null });
    expect(state).toMatchObject({
      step: "signup",
      credentials: { usernameOrEmail: "", password: "" },
      effects: [],
    });
    expect(isLoginPending(state)).toBe(false);
  });

  it("AUTH-073 AUTH-200 the form's own rules stop a login before any call", () => {
    const noEmail = submitted({ usernameOrEmail: "", password: "x" });
    expect(noEmail.localFailure).toMatchObject({ field: "email", rule: "required" });
    expect(noEmail.effects).toEqual([]);
    const noPassword = submitted({ usernameOrEmail: "jo_smith", password: "" });
    expect(noPassword.localFailure).toMatchObject({
      field: "password",
      messageKey: "auth.password.incorrect",
    });
    expect(noPassword.effects).toEqual([]);
  });

  it("AUTH-057 AUTH-092 a login sends the trimmed identifier, waits, then signs in", () => {
    const sent = submitted();
    expect(sent.effects).toEqual([
      { kind: "send", query: { username_or_email: "jo@fastmail.com", password: "hunter22" } },
    ]);
    expect(isLoginPending(sent)).toBe(true);
    // One call at a time: a second press while it is in flight sends nothing.
    expect(run(sent, { type: "login_submitted" })).toBe(sent);
    const done = run(sent, { type: "effects_taken", count: 1 }, { type: "login_answered", signedIn: true });
    expect(done.effects).toEqual([{ kind: "signedIn" }]);
    expect(isLoginPending(done)).toBe(false);
  });

  it("AUTH-092 a new call clears what the last answer showed", () => {
    const shown = run(submitted(), failure("WRONG_PASSWORD"), failure("ACCOUNT_DEACTIVATED"));
    const noted = run(
      submitted(),
      failure("ACCOUNT_DEACTIVATED", { context: { deactivation_reason: "user_request" } }),
    );
    expect(noted.note).toBe("auth.recovery.deactivated.tooltip");
    const again = run(noted, { type: "login_submitted" });
    expect(again).toMatchObject({ errors: [], note: null, humanCheck: null });
    expect(shown.errors).toHaveLength(1);
  });

  it("AUTH-174 AUTH-175 no answer at all, unknown codes, and codes with nothing to show", () => {
    const offline = run(submitted(), { type: "login_unreachable", message: "You're offline." });
    expect(after(offline)).toEqual([{ kind: "toast", tone: "error", message: { text: "You're offline." } }]);
    expect(isLoginPending(offline)).toBe(false);
    const server = run(submitted(), failure("INTERNAL", { httpStatus: 500 }));
    expect(server.errors[0]).toMatchObject({ field: "email", messageKey: "error.INTERNAL" });
    const worded = run(submitted(), failure("SOMETHING", { httpStatus: 400, serverMessage: "Nope" }));
    expect(after(worded)).toEqual([
      { kind: "toast", tone: "error", message: { text: "Nope" }, durationMs: 3000 },
    ]);
    const silent = run(submitted(), failure("SOMETHING", { httpStatus: 400 }));
    expect(after(silent)).toEqual([{ kind: "log", code: "SOMETHING", httpStatus: 400 }]);
    const google = run(submitted(), failure("GOOGLE_ACCOUNT_NOT_FOUND", { httpStatus: 404 }));
    expect(after(google)).toEqual([
      { kind: "toast", tone: "error", message: { key: "auth.login.cantLogIn" }, durationMs: 3000 },
    ]);
  });
});

describe("login flow: errors on fields and in modals", () => {
  it("AUTH-163 AUTH-164 WRONG_PASSWORD is an error on the password field", () => {
    const state = run(
      submitted(),
      failure("WRONG_PASSWORD", { serverMessage: "The password you entered is incorrect." }),
    );
    expect(state.errors).toEqual([
      {
        field: "password",
        code: "WRONG_PASSWORD",
        messageKey: "auth.login.wrongPassword",
        values: undefined,
        serverMessage: undefined,
      },
    ]);
    expect(after(state)).toEqual([]);
  });

  it("AUTH-149 the third wrong-credential answer opens the login-help modal, once", () => {
    const wrong = (state: LoginFlowState) =>
      run(state, { type: "login_submitted" }, failure("WRONG_PASSWORD"));
    const second = wrong(run(submitted(), failure("LOGIN_FAILED")));
    expect(after(second)).toEqual([]);
    const third = wrong(second);
    expect(third.failedAttempts).toBe(3);
    expect(after(third)).toEqual([
      {
        kind: "openModal",
        email: " jo@fastmail.com ",
        modal: expect.objectContaining({
          modal: "loginAssistance",
          titleKey: "auth.recovery.loginHelp.title",
        }),
      },
    ]);
    const fourth = wrong(run(third, { type: "effects_taken", count: third.effects.length }));
    expect(after(fourth)).toEqual([]);
  });

  it("AUTH-140 AUTH-147 AUTH-150 AUTH-152 account states open their recovery modal with the typed email", () => {
    for (const [code, modal] of [
      ["ACCOUNT_SUSPENDED", "suspended"],
      ["ACCOUNT_SOFT_BANNED", "softBanned"],
      ["EMAIL_NOT_VERIFIED", "emailVerification"],
    ] as const) {
      const state = run(submitted(), failure(code, { httpStatus: 403 }));
      expect(after(state), code).toEqual([
        { kind: "openModal", email: " jo@fastmail.com ", modal: expect.objectContaining({ modal }) },
      ]);
    }
    const deactivated = run(
      submitted(),
      failure("ACCOUNT_DEACTIVATED", { context: { deactivation_reason: "unusual_activity" } }),
    );
    expect(after(deactivated)[0]).toMatchObject({
      modal: { modal: "deactivated", bodyKey: "auth.recovery.deactivated.unusualActivity" },
    });
  });

  it("AUTH-151 a voluntary deactivation is a note on the email field, not a modal", () => {
    const state = run(
      submitted(),
      failure("ACCOUNT_DEACTIVATED", { context: { deactivation_reason: "user_request" } }),
    );
    expect(state.note).toBe("auth.recovery.deactivated.tooltip");
    expect(after(state)).toEqual([]);
  });

  it("AUTH-153 PASSWORD_RESET_SENT opens its modal with the 'Email sent!' toast", () => {
    const state = run(submitted(), failure("PASSWORD_RESET_SENT", { httpStatus: 403 }));
    expect(after(state)[0]).toMatchObject({
      kind: "openModal",
      modal: { modal: "passwordResetSent", toast: { messageKey: "auth.toast.emailSent", durationMs: 3500 } },
    });
  });

  it("AUTH-140 AUTH-144 AUTH-175 LOGIN_RATE_LIMITED, and any 429 without a known code, open the rate-limit modal", () => {
    for (const code of ["LOGIN_RATE_LIMITED", "RATE_LIMITED"]) {
      const state = run(
        submitted(),
        failure(code, { httpStatus: 429, context: { retry_after_seconds: 1800 } }),
      );
      expect(after(state), code).toEqual([
        {
          kind: "openModal",
          email: " jo@fastmail.com ",
          modal: expect.objectContaining({
            modal: "rateLimited",
            titleKey: "auth.recovery.rateLimited.title",
          }),
        },
      ]);
      expect(isLoginPending(state)).toBe(false);
    }
  });
});

describe("login flow: the human check", () => {
  it("AUTH-117 AUTH-118 AUTH-121 'too fast' shows the check; solved, the same login goes again with the answer", () => {
    const tooFast = run(submitted(), failure("LOGIN_TOO_FAST", { httpStatus: 429 }));
    expect(tooFast.humanCheck).toBe("auth.login.tooFast");
    expect(after(tooFast)).toEqual([]);
    // The visitor may have typed meanwhile: the check unblocks the login that was refused.
    const typed = run(
      tooFast,
      { type: "effects_taken", count: 1 },
      { type: "typed", credentials: { ...jo, password: "x" } },
    );
    const again = run(typed, { type: "human_check_solved", answer: { bot_check: "payload" } });
    expect(again.effects).toEqual([
      {
        kind: "send",
        query: { username_or_email: "jo@fastmail.com", password: "hunter22", bot_check: "payload" },
      },
    ]);
    expect(again.humanCheck).toBeNull();
    expect(run(again, { type: "login_answered", signedIn: true }).effects.at(-1)).toEqual({
      kind: "signedIn",
    });
  });

  it("AUTH-119 with the local limit reached, 'too fast' opens the rate-limit modal instead", () => {
    const state = run(
      submitted(),
      failure("LOGIN_TOO_FAST", { httpStatus: 429, botCheckLimitExceeded: true }),
    );
    expect(state.humanCheck).toBeNull();
    expect(after(state)[0]).toMatchObject({ kind: "openModal", modal: { modal: "rateLimited" } });
  });

  it("AUTH-118 a solved check with no login to send again does nothing", () => {
    const state = initLoginFlow({ mode: "login", remembered: null });
    expect(run(state, { type: "human_check_solved", answer: { bot_check: "x" } })).toBe(state);
  });
});

describe("login flow: the code step", () => {
  const mfaRequired = failure("MFA_REQUIRED", {
    context: {
      mfa_methods: ["totp", "email"],
      email_hint: "j•••@fastmail.com",
      phone_number_end: "+1 555 0123 4567",
    },
  });

  it("AUTH-091 AUTH-053 MFA_REQUIRED opens the code step with where the code went", () => {
    const state = run(
      submitted({ usernameOrEmail: "", password: "" }),
      { type: "typed", credentials: jo },
      {
        type: "login_submitted",
      },
      mfaRequired,
    );
    expect(state.step).toBe("loginMfa");
    expect(state.localFailure).toBeNull();
    expect(state.mfa).toEqual({
      credentials: jo,
      methods: ["totp", "email"],
      emailHint: "j•••@fastmail.com",
      phoneEnd: "4567",
      resent: false,
    });
    const bare = run(submitted(), failure("MFA_REQUIRED"));
    expect(bare.mfa).toMatchObject({ methods: ["email"], emailHint: null, phoneEnd: null });
  });

  it("AUTH-074 a code continues the same login: totp with an app, email without, spaces removed", () => {
    const codeStep = run(submitted(), mfaRequired, { type: "effects_taken", count: 1 });
    const sent = run(codeStep, { type: "code_submitted", code: "123 456" });
    expect(sent.effects).toEqual([
      {
        kind: "send",
        query: {
          username_or_email: "jo@fastmail.com",
          password: "hunter22",
          mfa_token: "123456",
          mfa_method: "totp",
        },
      },
    ]);
    expect(run(sent, { type: "login_answered", signedIn: true }).effects.at(-1)).toEqual({
      kind: "signedIn",
    });
    const emailOnly = run(submitted(), failure("MFA_REQUIRED"), { type: "code_submitted", code: "654321" });
    expect(emailOnly.effects.at(-1)).toMatchObject({ query: { mfa_method: "email" } });
  });

  it("AUTH-130 Resend mails a new code, says so for 5000 ms, and that code is checked from then on", () => {
    const codeStep = run(submitted(), mfaRequired, { type: "effects_taken", count: 1 });
    const asked = run(codeStep, { type: "code_resend_asked" });
    expect(asked.effects).toEqual([
      {
        kind: "send",
        query: { username_or_email: "jo@fastmail.com", password: "hunter22", mfa_resend: true },
      },
    ]);
    const resent = run(
      asked,
      { type: "effects_taken", count: 1 },
      { type: "login_answered", signedIn: false },
    );
    expect(resent.effects).toEqual([
      { kind: "toast", tone: "mfaResend", message: { key: "auth.mfa.resent" } },
    ]);
    expect(resent.mfa?.resent).toBe(true);
    const code = run(resent, { type: "code_submitted", code: "111111" });
    expect(code.effects.at(-1)).toMatchObject({ query: { mfa_method: "email", mfa_token: "111111" } });
  });

  it("AUTH-134 a refused code shows the server's message on the code field; the step stays", () => {
    const state = run(
      submitted(),
      mfaRequired,
      { type: "code_submitted", code: "654321" },
      failure("MFA_CODE_INVALID", {
        serverMessage: "That code has expired.",
      }),
    );
    expect(state.step).toBe("loginMfa");
    expect(state.errors).toEqual([
      expect.objectContaining({
        field: "code",
        code: "MFA_CODE_INVALID",
        serverMessage: "That code has expired.",
      }),
    ]);
  });

  it("AUTH-091 a code or a resend needs the code step", () => {
    const state = initLoginFlow({ mode: "login", remembered: null });
    expect(run(state, { type: "code_submitted", code: "123456" })).toBe(state);
    expect(run(state, { type: "code_resend_asked" })).toBe(state);
  });
});

describe("login flow: limited login and moving between forms", () => {
  it("AUTH-010 AUTH-023 AUTH-024 a recognised visitor's email is typed in; 'Not you?' forgets it", () => {
    const state = initLoginFlow({ mode: "login", remembered });
    expect(state).toMatchObject({
      remembered,
      credentials: { usernameOrEmail: "jo@fastmail.com", password: "" },
    });
    expect(run(state, { type: "not_you" })).toMatchObject({
      remembered: null,
      credentials: { usernameOrEmail: "", password: "" },
    });
  });

  it("AUTH-085 AUTH-086 toggling keeps what was typed and drops the other form's errors", () => {
    const shown = run(submitted(), failure("WRONG_PASSWORD"));
    const signup = run(shown, { type: "toggled", to: "signup" });
    expect(signup).toMatchObject({ step: "signup", errors: [], note: null, credentials: jo });
    expect(run(signup, { type: "step_changed", step: "consents" }).step).toBe("consents");
    const local = run(initLoginFlow({ mode: "login", remembered: null }), { type: "login_submitted" });
    expect(run(local, { type: "toggled", to: "signup" }).localFailure).toBeNull();
  });

  it("AUTH-095 AUTH-210 signup switches to login with what was typed, logging in when asked", () => {
    const signup = initLoginFlow({ mode: "signup", remembered });
    const switched = run(signup, { type: "switched_to_login", credentials: jo, submit: true });
    expect(switched).toMatchObject({ step: "login", remembered: null, credentials: jo, lastLogin: jo });
    expect(switched.effects).toEqual([
      { kind: "send", query: { username_or_email: "jo@fastmail.com", password: "hunter22" } },
    ]);
    const only = run(signup, { type: "switched_to_login", credentials: jo, submit: false });
    expect(only).toMatchObject({ step: "login", effects: [] });
  });
});
