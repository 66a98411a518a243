import type { SsoInfo } from "@corkboard/core/auth";
import { usePlainMutation } from "../platform/api/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { showToast } from "../ui/index.ts";
import { localBotCheckLimitExceeded } from "./bot-check-stamps.ts";
import { continueWithSso } from "./sso-sign-in.ts";
import type { LoginDispatch } from "./use-login.ts";

/**
 * The login form's "Continue with SSO" (AUTH-022, AUTH-109, AUTH-112; D-044): runs the SSO
 * sign-in and hands its answer to the login flow as a login's answer — signed in leaves as a
 * login does; a refusal (account states, a second factor) shows what it shows after a
 * password login; no account yet goes to the SSO business sign-up (AUTH-108); the popup's
 * own failures are said in a toast.
 */
export function useSsoLogin(dispatch: LoginDispatch) {
  const run = usePlainMutation(async ({ email, info }: { email: string; info: SsoInfo }) => {
    const outcome = await continueWithSso(email, info.authorizationUri);
    switch (outcome.kind) {
      case "signedIn":
        dispatch({ type: "login_answered", signedIn: true });
        return;
      case "signup":
        pageLoad.assign(outcome.path);
        return;
      case "refused":
        dispatch({
          type: "login_failed",
          failure: {
            code: outcome.error.code,
            httpStatus: outcome.error.status,
            serverMessage: outcome.error.fields[0]?.message ?? outcome.error.message,
            context: outcome.error.context,
            botCheckLimitExceeded: localBotCheckLimitExceeded(),
          },
        });
        return;
      case "error":
        showToast(outcome.message, "error");
        return;
      case "closed":
        return;
    }
  });
  return {
    start: (email: string, info: SsoInfo) => run.mutateAsync({ email, info }),
    pending: run.isPending,
  };
}
