import {
  APP_TYPE,
  initLoginFlow,
  type LoginEffect,
  type LoginFieldError,
  type LoginFlowEvent,
  type LoginFlowState,
  type LoginQuery,
  loginFlowReducer,
} from "@corkboard/core/auth";
import type { RememberedAccount } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { profilePath } from "@corkboard/core/paths";
import { type Dispatch, type RefObject, useRef } from "react";
import { ApiError, errorMessage, usePlainMutation } from "../platform/api/index.ts";
import { useFlow } from "../platform/flow/use-flow.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { PHONE_QUERY, showToast } from "../ui/index.ts";
import { createSession } from "./api.ts";
import type { AuthFlowOptions } from "./auth-options.ts";
import { localBotCheckLimitExceeded } from "./bot-check-stamps.ts";
import { leaveAfterLogin } from "./login-success.ts";
import { useRecaptchaV3Token } from "./use-recaptcha-v3.ts";

/** The text of a field error: the server's words where the seed prefers them. */
export function fieldErrorText(error: LoginFieldError): string {
  return error.serverMessage ?? t(error.messageKey, error.values);
}

/** How the login steps tell the flow what the visitor did. */
export type LoginDispatch = Dispatch<LoginFlowEvent>;

/** The login write (auth/api.ts createSession, run by the flow's usePlainMutation). */
type SessionWrite = (query: Parameters<typeof createSession>[0]) => ReturnType<typeof createSession>;

/** The login call (session create); its answer goes back to the flow as an event. */
/** Which web this is (AUTH-077 DECISION): 7 on a phone-sized window (mobile web), else 5. */
function appTypeFromClient(): (typeof APP_TYPE)[keyof typeof APP_TYPE] {
  return window.matchMedia?.(PHONE_QUERY).matches ? APP_TYPE.mobileWeb : APP_TYPE.desktopWeb;
}

async function sendLogin(
  query: LoginQuery,
  dispatch: LoginDispatch,
  write: SessionWrite,
  switching: SwitchState,
  v3Token: () => string | undefined,
): Promise<void> {
  // The human check's own v3 token wins over the warm one the form keeps (AUTH-076).
  const recaptchaV3Token = query.recaptchaV3Token ?? v3Token();
  try {
    const data = await write({
      ...query,
      ...(recaptchaV3Token ? { recaptchaV3Token } : {}),
      app_type_from_client: appTypeFromClient(),
      ...(switching.enabled ? { account_switch: true } : {}),
    });
    if (switching.enabled) switching.username.current = data.user?.username ?? null;
    dispatch({ type: "login_answered", signedIn: Boolean(data.user) });
  } catch (error) {
    // A refused CSRF check is about the page, not the credentials: it says so (D-026).
    if (!(error instanceof ApiError) || error.code === "CSRF_FAILED") {
      dispatch({ type: "login_unreachable", message: errorMessage(error) });
      return;
    }
    dispatch({
      type: "login_failed",
      failure: {
        code: error.code,
        httpStatus: error.status,
        serverMessage: error.fields[0]?.message ?? error.message,
        context: error.context,
        botCheckLimitExceeded: localBotCheckLimitExceeded(),
      },
    });
  }
}

/** Account-switch mode (AUTH-223): whether the login sends the flag, and who it signed in. */
interface SwitchState {
  enabled: boolean;
  username: RefObject<string | null>;
}

/** Performs one effect of the login flow. */
function perform(
  effect: LoginEffect,
  dispatch: LoginDispatch,
  options: AuthFlowOptions,
  write: SessionWrite,
  switching: SwitchState,
  v3Token: () => string | undefined,
): void {
  switch (effect.kind) {
    case "send":
      void sendLogin(effect.query, dispatch, write, switching, v3Token);
      return;
    case "signedIn":
      // After an account switch the visitor goes to /{username} of the account now active (ACCT-006).
      if (switching.enabled && switching.username.current) {
        pageLoad.assign(profilePath(switching.username.current));
        return;
      }
      leaveAfterLogin(options);
      return;
    case "openModal": {
      const { toast } = effect.modal;
      if (toast) showToast(t(toast.messageKey), "notice", false, toast.durationMs);
      // The recovery modals load on demand: most logins never need one.
      void import("./recovery-modals.tsx").then((m) =>
        m.openRecoveryModal(effect.modal, { email: effect.email }),
      );
      return;
    }
    case "toast": {
      const text = "text" in effect.message ? effect.message.text : t(effect.message.key);
      showToast(text, effect.tone, false, effect.durationMs);
      return;
    }
    case "log":
      console.warn("Login failed without a message", effect.code, effect.httpStatus);
  }
}

/**
 * The login flow of one auth form (AUTH-092): core's loginFlowReducer holds the step, what
 * was typed, the call it asked for and what its failure shows (AUTH-140…AUTH-175); this hook
 * performs what the flow asks for — the call, the recovery modals, toasts, leaving once
 * signed in — and hands its answers back. The call is a write of the write path (D-026):
 * `pending`, what the buttons wait on, is its usePlainMutation's.
 */
export function useLogin(
  options: AuthFlowOptions,
  remembered: RememberedAccount | null,
): [LoginFlowState, LoginDispatch, boolean] {
  const session = usePlainMutation(createSession);
  const switching = { enabled: options.accountSwitch === true, username: useRef<string | null>(null) };
  const v3Token = useRecaptchaV3Token("web_login");
  const [state, dispatch] = useFlow(
    loginFlowReducer,
    { mode: options.mode, remembered },
    initLoginFlow,
    (effect, dispatch) => perform(effect, dispatch, options, session.mutateAsync, switching, v3Token),
  );
  return [state, dispatch, session.isPending];
}
