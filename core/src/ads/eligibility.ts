import { NON_PROMOTABLE_SITE_TYPE } from "../paths/site-types.ts";
import { DEFAULT_PROMOTE_COUNTRIES, isPromoteCountry } from "./currencies.ts";

/**
 * Who may promote a pin (seed 002 §6; PIN-072, PIN-073): the server computes the one flag
 * can_quick_promote from these facts; the dialog's buttons follow it (pins/pin-created.ts).
 */

/** Accounts younger than this are "new" and cannot promote (PIN-073; the server may configure it). */
export const PROMOTE_MIN_ACCOUNT_AGE_DAYS = 7;

const DAY_MS = 86_400_000;

/** The facts the promote check is computed from (PIN-072, PIN-073). */
export interface PromoteFacts {
  signedIn: boolean;
  isPartner: boolean;
  /** The "other check": suspended or under an ads policy block (PIN-073). */
  suspended: boolean;
  adsPolicyBlocked: boolean;
  /** When the account was created and the time of the check, in epoch milliseconds. */
  accountCreatedAtMs: number;
  nowMs: number;
  /** The site type the pin was created on (GATE-014). */
  pinSiteType: number;
  /** The pinner is the viewer or an account the viewer may advertise for (PIN-073). */
  pinnerQuickPromotable: boolean;
  /** The viewer's country (CONST-015, CONST-016). */
  country: string | null | undefined;
}

/** Options of the promote check: the configured age threshold and country allowlist (PIN-073, ADS-045). */
export interface PromoteOptions {
  minAccountAgeDays?: number;
  countries?: Iterable<string>;
}

/** True when the account is at least `minDays` old (PIN-073). */
export function isAccountOldEnough(
  createdAtMs: number,
  nowMs: number,
  minDays = PROMOTE_MIN_ACCOUNT_AGE_DAYS,
): boolean {
  return nowMs - createdAtMs >= minDays * DAY_MS;
}

/**
 * The PIN-073 part alone (the `canQuickPromote` flag of pins' PromoteContext): not suspended,
 * no ads policy block, the account is not new, and the pinner is quick-promotable.
 */
export function isQuickPromotableAccount(
  facts: Pick<
    PromoteFacts,
    "suspended" | "adsPolicyBlocked" | "accountCreatedAtMs" | "nowMs" | "pinnerQuickPromotable"
  >,
  options: Pick<PromoteOptions, "minAccountAgeDays"> = {},
): boolean {
  return (
    !facts.suspended &&
    !facts.adsPolicyBlocked &&
    isAccountOldEnough(facts.accountCreatedAtMs, facts.nowMs, options.minAccountAgeDays) &&
    facts.pinnerQuickPromotable
  );
}

/** can_quick_promote: every condition of PIN-072 with the PIN-073 definitions. */
export function canQuickPromote(facts: PromoteFacts, options: PromoteOptions = {}): boolean {
  return (
    facts.signedIn &&
    !facts.isPartner &&
    isQuickPromotableAccount(facts, options) &&
    facts.pinSiteType !== NON_PROMOTABLE_SITE_TYPE &&
    isPromoteCountry(facts.country, options.countries ?? DEFAULT_PROMOTE_COUNTRIES)
  );
}
