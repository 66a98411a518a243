import type { AuthContainer, SignupSource, SocialConnectMessage } from "@corkboard/core/auth";
import type { UserSummary } from "@corkboard/core/contract";

/** How an auth screen is presented (AUTH-015). */
export type AuthPresentation = "modal" | "flyout" | "page";

/** What an auth screen opens with. */
export interface AuthFlowOptions {
  /** The first step: the signup form or the login form. */
  mode: "login" | "signup";
  /** What led here (AUTH-017); picks the title (AUTH-018). */
  source?: SignupSource | undefined;
  /** Where the form is shown: every auth surface names exactly one (AUTH-016). */
  container: AuthContainer;
  /** The pin being saved: its image heads the signup (AUTH-040). */
  pinId?: string | undefined;
  /** Where to go after signing in; honoured only as a same-origin path (AUTH-058). */
  next?: string | null | undefined;
  /**
   * The respondMessage form: called after a login instead of navigating (AUTH-064). The
   * caller then reloads when it needs the new viewer.
   */
  onSuccess?: (() => void) | undefined;
  /**
   * Account-switch mode (/add-account; AUTH-027, ACCT-004): no signup toggle and no social
   * buttons, the line inviting to log in to switch between accounts; the login sends the
   * account-switch flag (AUTH-223) and lands on the new account's profile (ACCT-006).
   */
  accountSwitch?: boolean | undefined;
  /**
   * A prompt's own header on its first step (the login or signup form `mode` names), in
   * place of the source's title: "Log in to unfollow" (FOLLOW-015).
   */
  title?: string | undefined;
  /**
   * The person a follow prompt is about: in the follow container their avatar is the signup
   * image (AUTH-041).
   */
  creator?:
    | Pick<UserSummary, "full_name" | "username" | "image_medium_url" | "avatar_color_index">
    | undefined;
  /**
   * A popup's answer that arrived before the form opened (one-tap, D-043): the flow takes it
   * as if its own button had received it (the code step, a sign-up, a refusal's message).
   */
  socialAnswer?: SocialConnectMessage | undefined;
}
