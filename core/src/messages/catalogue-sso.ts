/**
 * Messages of enterprise single sign-on (AUTH-006, AUTH-108, AUTH-112; D-044) beyond the
 * seed's own SSO strings, which live in catalogue-auth.ts ("Continue with SSO", "window
 * undefined", "No tokens returned"). Unmarked lines are ours.
 */
export const ssoMessages = {
  "sso.signup.title": "Create a business account with single sign-on",
  "sso.signup.body":
    "Your company signs in to Corkboard through its own sign-in page. Name your business to finish.",
  "sso.signup.email": "Work email",
  "sso.signup.submit": "Continue with SSO",
  "sso.signup.working": "Signing in with your company…",
  "sso.signup.noEmail": "Start from the log-in page with your work email.",
  // Errors the server answers (core/src/auth/codes.ts).
  "error.SSO_SIGNUP_REQUIRED": "There's no Corkboard account for this work email yet.",
} as const;
