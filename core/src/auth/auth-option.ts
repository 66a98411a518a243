/** The auth options a recover-account banner is chosen by (AUTH-047). */
export const AUTH_OPTIONS = ["google", "email", "fbOnly", "default"] as const;
/** One auth option. */
export type AuthOption = (typeof AUTH_OPTIONS)[number];

/** Whether a value is an auth option (the popup's message is checked before it is used). */
export function isAuthOption(value: unknown): value is AuthOption {
  return typeof value === "string" && (AUTH_OPTIONS as readonly string[]).includes(value);
}
