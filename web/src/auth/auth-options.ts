import type { AuthContainer, SignupSource } from "@corkboard/core/auth";

/** How an auth screen is presented (AUTH-015). */
export type AuthPresentation = "modal" | "flyout" | "page";

/** What an auth screen opens with. */
export interface AuthFlowOptions {
  /** The first step: the signup form or the login form. */
  mode: "login" | "signup";
  /** What led here (AUTH-017); picks the title (AUTH-018). */
  source?: SignupSource | undefined;
  /** Where the form is shown (AUTH-016). */
  container?: AuthContainer | undefined;
  /** Where to go after signing in; honoured only as a same-origin path (AUTH-058). */
  next?: string | null | undefined;
  /**
   * The respondMessage form: called after a login instead of navigating (AUTH-064). The
   * caller then reloads when it needs the new viewer.
   */
  onSuccess?: (() => void) | undefined;
}
