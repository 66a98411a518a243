import {
  APP_TYPE,
  initLoginFlow,
  type LoginEffect,
  type LoginFieldError,
  type LoginFlowEvent,
  type LoginQuery,
  loginFlowReducer,
} from "@corkboard/core/auth";
import { type RememberedAccount, sessionCreateEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { Dispatch } from "react";
import { ApiError, errorMessage, fetchEndpoint } from "../platform/api/index.ts";
import { useFlow } from "../platform/flow/use-flow.ts";
import { showToast } from "../ui/index.ts";
import type { AuthFlowOptions } from "./auth-options.ts";
import { localBotCheckLimitExceeded } from "./bot-check-stamps.ts";
import { leaveAfterLogin } from "./login-success.ts";

/** The text of a field error: the server's words where the seed prefers them. */
export function fieldErrorText(error: LoginFieldError): string {
  return error.serverMessage ?? t(error.messageKey, error.values);
}

/** How the login steps tell the flow what the visitor did. */
export type LoginDispatch = Dispatch<LoginFlowEvent>;

/** The login call (session create); its answer goes back to the flow as an event. */
async function sendLogin(query: LoginQuery, dispatch: LoginDispatch): Promise<void> {
  try {
    const data = await fetchEndpoint(sessionCreateEndpoint, {
      ...query,
      app_type_from_client: APP_TYPE.desktopWeb,
    });
    dispatch({ type: "login_answered", signedIn: Boolean(data.user) });
  } catch (error) {
    if (!(error instanceof ApiError)) {
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

/** Performs one effect of the login flow. */
function perform(effect: LoginEffect, dispatch: LoginDispatch, options: AuthFlowOptions): void {
  switch (effect.kind) {
    case "send":
      void sendLogin(effect.query, dispatch);
      return;
    case "signedIn":
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
 * was typed, the call in flight and what its failure shows (AUTH-140…AUTH-175); this hook
 * performs what the flow asks for — the call, the recovery modals, toasts, leaving once
 * signed in — and hands its answers back.
 */
export function useLogin(options: AuthFlowOptions, remembered: RememberedAccount | null) {
  return useFlow(loginFlowReducer, { mode: options.mode, remembered }, initLoginFlow, (effect, dispatch) =>
    perform(effect, dispatch, options),
  );
}
