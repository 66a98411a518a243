import { ACCOUNT_ERROR_MESSAGES } from "@corkboard/core/accounts";
import {
  disconnectSocialEndpoint,
  forgetAccountEndpoint,
  logOutAllAccountsEndpoint,
  passwordSetEndpoint,
  rememberedAccountsEndpoint,
  switchAccountEndpoint,
} from "@corkboard/core/contract";
import { accountMessages, registerMessages } from "@corkboard/core/messages";
import {
  fetchEndpoint,
  registerErrorMessages,
  useEndpoint,
  useEndpointMutation,
} from "../platform/api/index.ts";

// Remembered accounts and the connected-accounts settings (D-045): their server calls, with
// their words and their codes' texts, which load with them.
registerMessages(accountMessages);
registerErrorMessages(ACCOUNT_ERROR_MESSAGES);

/** The accounts this browser remembers (ACCT-001). */
export function useRememberedAccounts() {
  return useEndpoint(rememberedAccountsEndpoint, {});
}

/** Makes another remembered account the active one (ACCT-005): the server sets its session. */
export function switchToAccount(userId: string) {
  return fetchEndpoint(switchAccountEndpoint, { user_id: userId });
}

/** Forgets one remembered account and ends its session; answers who is active now. */
export function forgetAccount(userId: string) {
  return fetchEndpoint(forgetAccountEndpoint, { user_id: userId });
}

/** Ends every remembered account's session on this browser. */
export function logOutAllAccounts() {
  return fetchEndpoint(logOutAllAccountsEndpoint, {});
}

/** A first password for a Google- or Facebook-only account (IMPL-016). */
export function useSetPassword() {
  return useEndpointMutation(passwordSetEndpoint);
}

/** Disconnects Google or Facebook (IMPL-016); answers the viewer record. */
export function useDisconnectSocial() {
  return useEndpointMutation(disconnectSocialEndpoint);
}
