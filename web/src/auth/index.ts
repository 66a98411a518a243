// The auth feature's public face for the app shell; screens load lazily from their own modules.

// The centred card of full-page screens that frame the auth panel (the board invite page).
export { AuthCard } from "./auth-card.tsx";
// The login/signup panel for pages that frame it themselves (the bookmarklet's logged-out page, PIN-009).
export { AuthFlow, type AuthFrameProps } from "./auth-flow.tsx";
export type { AuthFlowOptions, AuthPresentation } from "./auth-options.ts";
// The bottom-right sign-up prompt of logged-out pin pages (container bottom.right.upsell.email).
export { SignupUpsell } from "./lazy-signup-upsell.tsx";
export { logOut } from "./log-out.ts";
// The new-password pair with its checks (password reset here, password change in settings).
export { checkNewPassword, type NewPasswordErrors, NewPasswordFields } from "./new-password-fields.tsx";
// Google one-tap for a recognised, Google-connected visitor (AUTH-034, D-043).
export { OneTap } from "./one-tap.tsx";
export { openAuthModal } from "./open-auth-modal.tsx";
export { openVerifyEmailReminder } from "./open-verify-email-reminder.tsx";
export { registerAuthMessages } from "./register-messages.ts";
// The provider popup, also in link mode for settings → connected accounts (D-045).
export { openSocialPopup, SocialLoginRejected, SocialPopupClosed } from "./social-popup.ts";
export { useAecParam } from "./use-aec-param.ts";
export { VerifyEmailReminder } from "./verify-email-reminder.tsx";
