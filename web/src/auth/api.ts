import {
  botCheckChallengeEndpoint,
  type EndpointQuery,
  emailValidationEndpoint,
  forgotPasswordEndpoint,
  logoutEndpoint,
  passwordResetEndpoint,
  registerExistsEndpoint,
  resendVerificationEndpoint,
  sessionCreateEndpoint,
  userRegisterEndpoint,
} from "@corkboard/core/contract";
import { fetchEndpoint } from "../platform/api/index.ts";

// The sign-in, sign-up and recovery calls (D-026). Plain functions, run through
// usePlainMutation: the sign-in pages' first load does without TanStack Query, and signing
// in or out loads a new page, so there is no cache to invalidate. The sign-in codes' texts
// load with the auth catalogue (registerAuthMessages), not with these calls: the account
// menu logs out on every signed-in page and says no sign-in code.

/** A login, or its continuation with a second factor (AUTH-092, AUTH-074). */
export function createSession(query: EndpointQuery<typeof sessionCreateEndpoint>) {
  return fetchEndpoint(sessionCreateEndpoint, query);
}

/** Whether an account has this email (AUTH-095). */
export function emailExists(email: string) {
  return fetchEndpoint(registerExistsEndpoint, { email });
}

/** The server's email check (AUTH-186). */
export function validateEmail(email: string) {
  return fetchEndpoint(emailValidationEndpoint, { email });
}

/** The registration itself (seed 000 §7). */
export function registerUser(query: EndpointQuery<typeof userRegisterEndpoint>) {
  return fetchEndpoint(userRegisterEndpoint, query);
}

/** Mails a reset link (AUTH-213); the answer is the same whether the account exists. */
export function sendResetEmail(usernameOrEmail: string) {
  return fetchEndpoint(forgotPasswordEndpoint, { username_or_email: usernameOrEmail });
}

/** Sets a new password with a reset link's token (IMPL-011). */
export function resetPassword(token: string, password: string) {
  return fetchEndpoint(passwordResetEndpoint, { token, new_password: password });
}

/** Mails the verification link again (AUTH-154). */
export function resendVerification() {
  return fetchEndpoint(resendVerificationEndpoint, {});
}

/** Ends this session (IMPL-005). */
export function endSession() {
  return fetchEndpoint(logoutEndpoint, {});
}

/** A human-check challenge (ALTCHA), for a login the server found too fast (AUTH-117). */
export function fetchBotCheckChallenge(signal?: AbortSignal) {
  return fetchEndpoint(botCheckChallengeEndpoint, {}, { signal });
}
