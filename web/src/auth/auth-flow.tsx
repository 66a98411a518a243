import type {
  SocialConnectMessage,
  SocialSignupFlowEvent,
  SocialSignupFlowState,
} from "@corkboard/core/auth";
import {
  AUTH_LAYOUT,
  type AuthBanner as AuthBannerState,
  type AuthModalType,
  authBannerForSocialError,
  authBannerStep,
  businessSignupPath,
  initialSocialSignupFlow,
  rememberedAuthOption,
  SIGNUP_SOURCE_TITLES,
  signupModalTitle,
  socialSignupFlowReducer,
} from "@corkboard/core/auth";
import type { ErrorContext, RememberedAccount } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { getBootstrap, isExperimentOn } from "../platform/bootstrap/index.ts";
import { Spinner } from "../ui/index.ts";
import { AuthBanner } from "./auth-banner.tsx";
import type { AuthFlowOptions, AuthPresentation } from "./auth-options.ts";
import { LoginStep } from "./login-step.tsx";
import { SignupImage } from "./signup-image.tsx";
import { SocialButtons } from "./social-buttons.tsx";
import type { SocialSignup } from "./social-signup-step.tsx";
import { type LoginDispatch, useLogin } from "./use-login.ts";

// Only the login form is in the login page's first load; the other steps come on demand.
const SignupFlow = lazy(() => import("./signup-flow.tsx").then((m) => ({ default: m.SignupFlow })));
const MfaStep = lazy(() => import("./mfa-step.tsx").then((m) => ({ default: m.MfaStep })));
const SocialSignupSteps = lazy(() =>
  import("./social-signup-steps.tsx").then((m) => ({ default: m.SocialSignupSteps })),
);

// The seed's field and terms widths (UI-001) as custom properties, so auth.css restates none.
const AUTH_STYLE = {
  "--cb-auth-field-width": `${AUTH_LAYOUT.loginFieldWidth}px`,
  "--cb-auth-terms-width": `${AUTH_LAYOUT.termsWidth}px`,
} as CSSProperties;

/** What a presentation (modal, flyout, page) draws around the current step. */
export interface AuthFrameProps {
  title: string;
  width: number;
  children: ReactNode;
}

interface AuthFlowProps extends AuthFlowOptions {
  presentation: AuthPresentation;
  frame: (props: AuthFrameProps) => ReactNode;
  /** Closes the modal or flyout before the visitor follows a link out of it. */
  onLeave?: (() => void) | undefined;
}

/** The business login (AUTH-025, AUTH-026). */
function isBusiness(options: AuthFlowOptions): boolean {
  return options.container === "revamped_business_login_page";
}

function stepTitle(
  step: AuthModalType,
  options: AuthFlowOptions,
  remembered: RememberedAccount | null,
): string {
  if (step === "loginMfa") return t("auth.title.twoFactor");
  if (step === "consents") return t("auth.title.consents");
  if (options.title && step === options.mode) return options.title;
  if (step === "UnderageConfirmation") return t("auth.title.underageConfirmation");
  if (step === "signup") return t(signupModalTitle(options.source));
  if (remembered) return t("auth.login.welcomeBack", { name: remembered.first_name });
  // The sources whose title is a login prompt keep it on the login step (AUTH-018).
  const source = options.source;
  if (source === "commentComposer" || source === "boardInvite") return t(SIGNUP_SOURCE_TITLES[source]);
  return t("auth.title.login");
}

/** The social sign-up's titles: its email steps name themselves; the birthday keeps the signup's. */
function socialStepTitle(flow: SocialSignupFlowState, options: AuthFlowOptions): string {
  if (flow.step === "EmailCollection") return t("auth.title.emailCollection");
  if (flow.step === "EmailAlreadyExist") return t("auth.title.emailAlreadyExist");
  return t(signupModalTitle(options.source));
}

function stepWidth(step: AuthModalType, options: AuthFlowOptions): number {
  if (step === "loginMfa") return AUTH_LAYOUT.twoFactorModalWidth;
  return isBusiness(options) ? AUTH_LAYOUT.businessLoginWidth : AUTH_LAYOUT.modalWidth;
}

/**
 * The logged-out auth flow (AUTH-013): login, the code step, and the signup family (form,
 * consents, underage confirmation), in whatever frame the presentation draws. Its state is
 * core's login flow (useLogin), which keeps what the visitor typed when they move between
 * login and signup.
 */
export function AuthFlow({ presentation, frame, onLeave, ...options }: AuthFlowProps) {
  const bootstrap = getBootstrap();
  const remembered = bootstrap.viewer.type === "LIMITED_LOGIN" ? bootstrap.viewer.remembered : null;
  // AUTH-097: under the experiment the personalised login gives way to the account-recovery
  // flow: the plain login with the recover banner of the remembered account (D-043).
  const recoveryFlow = remembered !== null && isExperimentOn(bootstrap, ACCOUNT_RECOVERY_FLOW);
  const [login, dispatch, pending] = useLogin(options, recoveryFlow ? null : remembered);
  const { step } = login;
  // A new social user's steps (EmailCollection, EmailAlreadyExist, birthday): core's reducer.
  const [socialSignup, setSocialSignup] = useState<{
    signup: SocialSignup;
    flow: SocialSignupFlowState;
  } | null>(null);
  const [banner, setBanner] = useState<AuthBannerState | null>(() =>
    remembered && recoveryFlow ? { kind: "recover", option: rememberedAuthOption(remembered) } : null,
  );
  const onSocial = (message: SocialConnectMessage) => {
    if (message.type === "social-connect-complete" && message.outcome === "signup") {
      setSocialSignup({
        signup: message,
        flow: initialSocialSignupFlow(message.network, message.profile.email),
      });
      return;
    }
    // AUTH-047/048: a blocked social sign-up switches to the recovery flow with its banner.
    const shown = message.type === "social-connect-error" ? authBannerForSocialError(message) : null;
    if (shown) {
      setBanner(shown);
      dispatch({ type: "toggled", to: authBannerStep(shown) });
      return;
    }
    answerSocially(message, dispatch);
  };
  const socialDispatch = (event: SocialSignupFlowEvent) =>
    setSocialSignup(
      (current) => current && { ...current, flow: socialSignupFlowReducer(current.flow, event) },
    );
  // One-tap's answer, taken once when the form opens.
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current || !options.socialAnswer) return;
    taken.current = true;
    onSocial(options.socialAnswer);
  });
  const social =
    (step === "login" || step === "signup") && !options.accountSwitch ? (
      <SocialButtons next={options.next} onMessage={onSocial} />
    ) : null;

  let content: ReactNode;
  if (socialSignup) {
    content = (
      <SocialSignupSteps
        signup={socialSignup.signup}
        flow={socialSignup.flow}
        dispatch={socialDispatch}
        next={options.next}
        // AUTH-050: "Not now" returns to signup.
        onNotNow={() => {
          setSocialSignup(null);
          dispatch({ type: "toggled", to: "signup" });
        }}
        // AUTH-090: EmailAlreadyExist's way in is the login form, the email filled.
        onLogIn={(email) => {
          setSocialSignup(null);
          dispatch({
            type: "switched_to_login",
            credentials: { usernameOrEmail: email, password: "" },
            submit: false,
          });
        }}
      />
    );
  } else if (step === "login") {
    content = (
      <LoginStep
        login={login}
        dispatch={dispatch}
        pending={pending}
        presentation={presentation}
        business={isBusiness(options) ? businessSignupPath(options.next) : null}
        accountSwitch={options.accountSwitch}
        next={options.next}
        onLeave={onLeave}
      />
    );
  } else if (step === "loginMfa" && login.mfa) {
    content = <MfaStep challenge={login.mfa} login={login} dispatch={dispatch} pending={pending} />;
  } else {
    content = (
      <SignupFlow
        step={step}
        onStep={(next) => dispatch({ type: "step_changed", step: next })}
        credentials={login.credentials}
        onCredentials={(credentials) => dispatch({ type: "typed", credentials })}
        onSwitchToLogin={(credentials, submit) =>
          dispatch({ type: "switched_to_login", credentials, submit })
        }
        options={options}
        presentation={presentation}
        onToggle={() => dispatch({ type: "toggled", to: "login" })}
        onLeave={onLeave}
      />
    );
  }
  return frame({
    title: socialSignup
      ? socialStepTitle(socialSignup.flow, options)
      : stepTitle(step, options, step === "login" ? login.remembered : null),
    width: stepWidth(step, options),
    children: (
      <div className="cb-auth" style={AUTH_STYLE}>
        {step === "signup" || step === "login" ? <SignupImage options={options} /> : null}
        {banner && !socialSignup && authBannerStep(banner) === step ? <AuthBanner banner={banner} /> : null}
        <Suspense fallback={<Spinner />}>{content}</Suspense>
        {socialSignup ? null : social}
      </div>
    ),
  });
}

/** The experiment that turns the personalised login into the account-recovery flow (AUTH-097). */
const ACCOUNT_RECOVERY_FLOW = "dweb_unauth_fb_login_account_recovery_flow";

/**
 * A popup's answer other than a sign-up, fed to the login flow as a login's answer would be
 * (AUTH-099): signed in leaves as a login does; a second factor opens the code step (the
 * code went by mail); a refusal shows what that code shows after a password login (the
 * recovery modals of AUTH-143 included).
 */
function answerSocially(message: SocialConnectMessage, dispatch: LoginDispatch): void {
  if (message.type === "social-connect-complete") {
    if (message.outcome === "signedIn") dispatch({ type: "login_answered", signedIn: true });
    else fail(dispatch, "MFA_REQUIRED", { mfa_methods: ["email"] });
    return;
  }
  if (message.code === "cancelled" || message.code === "signupUnavailable") return;
  const reason = message.deactivation_reason as ErrorContext["deactivation_reason"];
  fail(dispatch, message.code, reason ? { deactivation_reason: reason } : {});
}

function fail(dispatch: LoginDispatch, code: string, context: ErrorContext): void {
  dispatch({
    type: "login_failed",
    failure: { code, httpStatus: 401, serverMessage: null, context, botCheckLimitExceeded: false },
  });
}
