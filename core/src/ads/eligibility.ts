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

/** When an account created at `createdAtMs` becomes old enough to promote, in epoch ms (PIN-073). */
export function promoteEligibleFromMs(createdAtMs: number, minDays = PROMOTE_MIN_ACCOUNT_AGE_DAYS): number {
  return createdAtMs + minDays * DAY_MS;
}

/** True when the account is at least `minDays` old (PIN-073). */
export function isAccountOldEnough(
  createdAtMs: number,
  nowMs: number,
  minDays = PROMOTE_MIN_ACCOUNT_AGE_DAYS,
): boolean {
  return nowMs >= promoteEligibleFromMs(createdAtMs, minDays);
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

/**
 * Why a viewer may not promote a pin (PIN-072, PIN-073), in the order they are checked: the
 * account's own checks first, since they hold for every pin and the quick-promote page can
 * say them before its form; then the partner flag, the pin, the pinner and the country.
 */
export const PROMOTE_REFUSALS = [
  "signed_out",
  "account_suspended",
  "ads_policy_blocked",
  "account_too_new",
  "partner",
  "site_type",
  "pinner",
  "country",
] as const;

/** One reason a viewer may not promote a pin. */
export type PromoteRefusal = (typeof PROMOTE_REFUSALS)[number];

/** The first check of PIN-072 (with the PIN-073 definitions) that fails, or null when all pass. */
export function promoteRefusal(facts: PromoteFacts, options: PromoteOptions = {}): PromoteRefusal | null {
  if (!facts.signedIn) return "signed_out";
  if (facts.suspended) return "account_suspended";
  if (facts.adsPolicyBlocked) return "ads_policy_blocked";
  if (!isAccountOldEnough(facts.accountCreatedAtMs, facts.nowMs, options.minAccountAgeDays)) {
    return "account_too_new";
  }
  if (facts.isPartner) return "partner";
  if (facts.pinSiteType === NON_PROMOTABLE_SITE_TYPE) return "site_type";
  if (!facts.pinnerQuickPromotable) return "pinner";
  if (!isPromoteCountry(facts.country, options.countries ?? DEFAULT_PROMOTE_COUNTRIES)) return "country";
  return null;
}

/** can_quick_promote: every condition of PIN-072 with the PIN-073 definitions. */
export function canQuickPromote(facts: PromoteFacts, options: PromoteOptions = {}): boolean {
  return promoteRefusal(facts, options) === null;
}

/**
 * The refusals the quick-promote page says before its form (issue 13): the account's own,
 * which hold for every pin and which the quick-promote call checks too. Partner, pinner and
 * country are judged differently there (the advertiser's), so they never stop the page.
 */
export const QUICK_PROMOTE_PAGE_REFUSALS: readonly PromoteRefusal[] = [
  "account_suspended",
  "ads_policy_blocked",
  "account_too_new",
];

/** True when the quick-promote page should say `reason` instead of showing its form. */
export function stopsQuickPromotePage(reason: PromoteRefusal | null | undefined): reason is PromoteRefusal {
  return reason != null && QUICK_PROMOTE_PAGE_REFUSALS.includes(reason);
}
