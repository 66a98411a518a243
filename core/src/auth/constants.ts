/**
 * Limits and timings of the sign-in area (seed 000 §9), as named tokens so web and server
 * read one value. Toast durations live in `layout/constants.ts` (TOAST_MS).
 */

/** Field lengths (AUTH-193, AUTH-194, AUTH-209 DECISION). */
export const AUTH_LIMITS = {
  emailMax: 254,
  /** NIST SP 800-63B minimum; AUTH-194 DECISION picks 8 over the seed's other reading, 6. */
  passwordMin: 8,
  /** At least 64 must be accepted (NIST); longer than this is refused, never truncated. */
  passwordMax: 128,
  nameMax: 50,
  usernameMax: 30,
  mfaCodeLength: 6,
  /** The email suggestion applies only to emails shorter than this (AUTH-190). */
  suggestionEmailUnder: 60,
} as const;

/** Minimum and maximum ages (AUTH-204…AUTH-206). */
export const AGE_LIMITS = { defaultMinimum: 18, maximum: 120 } as const;

/** Timings in milliseconds (seed 000 §4, §9). */
export const AUTH_TIMING = {
  /** SSO detection after the last email edit (AUTH-106). */
  ssoDebounceMs: 300,
  /** Bot-check token refresh (AUTH-115). */
  botCheckRefreshMs: 105_000,
  /** Per token request (AUTH-116 DECISION). */
  botCheckTokenTimeoutMs: 8_000,
  /** Script load (AUTH-116 DECISION). */
  botCheckScriptTimeoutMs: 30_000,
  /** Local bot-check limit window: 3 stamps within 3600 s (AUTH-119). */
  botCheckWindowMs: 3_600_000,
  botCheckMaxStamps: 3,
  /** UnderageConfirmation "Confirm" redirects to / after this (AUTH-137). */
  underageRedirectMs: 4_000,
  /** Google one-tap loading bar runs to 95% over this (AUTH-033). */
  oneTapProgressMs: 6_000,
  oneTapProgressMax: 0.95,
  /** A closed social popup is noticed by polling (AUTH-100). */
  popupPollMs: 1_000,
  /** Login lockout (AUTH-145) and the attempts that trigger it (AUTH-146 DECISION). */
  lockoutMs: 30 * 60_000,
  lockoutAttempts: 10,
  lockoutWindowMs: 15 * 60_000,
} as const;

/**
 * Widths of the logged-out auth screens in px (seed 000 §2, UI-001): the modal, its
 * two-factor step, the revamped business login, the login form's fields and terms line.
 */
export const AUTH_LAYOUT = {
  modalWidth: 484,
  twoFactorModalWidth: 489,
  businessLoginWidth: 480,
  loginFieldWidth: 268,
  termsWidth: 320,
} as const;

/** The Facebook connect popup's default size (AUTH-056). */
export const FACEBOOK_POPUP = { path: "/connect/facebook/", width: 580, height: 400 } as const;
