/**
 * Messages of the advertiser area (seed 002; ADS-…, PIN-072…076), kept apart from the base
 * catalogue so pages that never show them do not download them. "seed" = the seed's words
 * exactly; "decision" = the text a requirements [DECISION] line supplies; unmarked are ours.
 */
export const adsMessages = {
  /** seed (PIN-072) */ "ads.promoteYourPin": "Promote your Pin",
  // Validation (ADS-043).
  /** decision ADS-043 */ "ads.budget.belowMinimum": "Minimum daily budget is {amount}",
  /** decision ADS-043 */ "ads.budget.aboveMaximum": "Maximum budget is {amount}",
  /** decision ADS-043 */ "ads.duration.outOfRange": "Duration must be 1 to 365 days",
  /** decision ADS-043 */ "ads.destinationUrl.invalid": "Enter a valid URL",
  "ads.budget.invalid": "Enter a budget, like 10 or 10.50",
  "ads.name.required": "Give your campaign a name",
  // Errors (ADS-043, ADS-051; seed 002 §8).
  /** decision ADS-043 */ "ads.error.generic": "Sorry! Something went wrong on our end.",
  /** seed */ "ads.toast.unknownError": "Unknown Error",
  /** decision ADS-074 */ "ads.offsite.blocked": "This link is blocked for your safety.",
} as const;
