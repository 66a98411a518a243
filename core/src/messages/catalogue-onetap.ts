/**
 * Messages of Google one-tap and the recover-account banners (seed 000 §2, §4; AUTH-033,
 * AUTH-034, AUTH-047…049; D-043). "seed" = the seed's words exactly; "decision" = the text
 * a requirements [DECISION] line supplies; unmarked lines are ours.
 */
export const oneTapMessages = {
  // The one-tap prompt (D-043: our own prompt, the popup flow behind it).
  "auth.oneTap.label": "Sign in with Google",
  "auth.oneTap.continueAs": "Continue as {name}",
  "auth.oneTap.dismiss": "Close",
  "auth.oneTap.progress": "Signing in",
  // AUTH-047's banners per auth option of the account a social sign-up ran into.
  /** decision AUTH-047 */
  "auth.banner.google": "Looks like you signed up with Google. Continue with Google to log in.",
  /** decision AUTH-047 */
  "auth.banner.email": "Looks like you already have an account. Log in with your email and password.",
  /** decision AUTH-047 */
  "auth.banner.fbOnly": "Looks like you signed up with Facebook. Continue with Facebook to log in.",
  /** decision AUTH-047 */
  "auth.banner.default": "Looks like you already have an account. Log in instead.",
  /** decision AUTH-049 */
  "auth.banner.socialSignupUnavailable":
    "Signing up with {provider} isn't available right now. Sign up with your email instead.",
} as const;
