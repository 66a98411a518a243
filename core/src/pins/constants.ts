/**
 * Limits and timings of saving pins (seed 001 §9, seed 002 §5), as named tokens so web and
 * server read one value. Toast durations live in `layout/constants.ts` (TOAST_MS).
 */

/** Field lengths (PIN-058, PIN-059 DECISION) and the recently-saved memory (PIN-046). */
export const PIN_LIMITS = {
  titleMax: 100,
  descriptionMax: 500,
  /** A pin image's alt text, as long as Pinterest allows (issue 20, D-055). */
  altTextMax: 500,
  /** The destination link. */
  linkMax: 2048,
  /** The largest image file accepted, in bytes (PIN-060). */
  imageBytesMax: 209_715_200,
  /** Image signatures of recently saved pins the client keeps (PIN-046). */
  recentlySavedMax: 10,
} as const;

/** Timings in milliseconds (seed 001 §9). */
export const PIN_TIMING = {
  /** The desktop success screen closes the popup after this (PIN-007). */
  desktopAutoCloseMs: 10_000,
  /** The upsell's dismiss button appears after this (PIN-053). */
  upsellDismissDelayMs: 2_000,
} as const;
