// The auth feature's public face for the app shell; screens load lazily from their own modules.
export type { AuthFlowOptions, AuthPresentation } from "./auth-options.ts";
export { openAuthModal } from "./open-auth-modal.tsx";
export { useAecParam } from "./use-aec-param.ts";
export { VerifyEmailReminder } from "./verify-email-reminder.tsx";
