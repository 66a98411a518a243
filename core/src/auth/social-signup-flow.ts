import type { SocialNetwork } from "./social-connect.ts";

/** The steps after a new person came back from a provider (seed 000 §4; AUTH-050, AUTH-088…090). */
export type SocialSignupStep = "EmailCollection" | "EmailAlreadyExist" | "socialSignupWithAge";

/** Where a social sign-up stands: its step, the email it will register with, and the email step's error. */
export interface SocialSignupFlowState {
  network: SocialNetwork;
  step: SocialSignupStep;
  /** The provider's email, or the one typed on EmailCollection; null until one is known. */
  email: string | null;
  /** True when `email` was typed here (sent as the register call's `email`). */
  collected: boolean;
  /** The email step's error, shown under its field (AUTH-178, a refusal at register). */
  emailError: string | null;
}

/** What happens in a social sign-up. "Not now" and "Log in" leave the flow: they are the caller's. */
export type SocialSignupFlowEvent =
  /** EmailCollection's Continue: the typed email and whether an account has it (AUTH-090). */
  | { type: "email_checked"; email: string; exists: boolean }
  /** EmailCollection's check or the register call failed on the email: back to the field with its words. */
  | { type: "email_refused"; message: string }
  /** The register call found the email taken after all (someone signed up meanwhile). */
  | { type: "email_taken" }
  /** EmailAlreadyExist's "Use another email": back to the field. */
  | { type: "other_email" };

/**
 * The first step for a provider's answer (AUTH-089): a Facebook or LINE sign-in that gave no
 * email asks for one first; otherwise straight to the birthday (AUTH-088).
 */
export function initialSocialSignupFlow(
  network: SocialNetwork,
  providerEmail: string | null,
): SocialSignupFlowState {
  return {
    network,
    step: providerEmail === null ? "EmailCollection" : "socialSignupWithAge",
    email: providerEmail,
    collected: false,
    emailError: null,
  };
}

/** The social sign-up's transitions (seed 000 §4: an existing email goes to EmailAlreadyExist). */
export function socialSignupFlowReducer(
  state: SocialSignupFlowState,
  event: SocialSignupFlowEvent,
): SocialSignupFlowState {
  switch (event.type) {
    case "email_checked":
      return {
        ...state,
        step: event.exists ? "EmailAlreadyExist" : "socialSignupWithAge",
        email: event.email,
        collected: true,
        emailError: null,
      };
    case "email_refused":
      // Only a typed email can be corrected; the provider's own is not ours to change.
      return state.collected || state.email === null
        ? { ...state, step: "EmailCollection", emailError: event.message }
        : state;
    case "email_taken":
      return state.collected ? { ...state, step: "EmailAlreadyExist", emailError: null } : state;
    case "other_email":
      return state.collected ? { ...state, step: "EmailCollection", emailError: null } : state;
  }
}
