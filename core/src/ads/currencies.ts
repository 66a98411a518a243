/**
 * Countries, billing currencies and the promote allowlist (seed 002 §9; ADS-040…045).
 */
import { getActiveLocale } from "../messages/format.ts";

/** The country used when none is known (ADS-040). */
export const DEFAULT_AD_COUNTRY = "US";

/** Countries that pay in euro (ADS-041): the euro-area members, Bulgaria included from 2026. */
export const EUROZONE_COUNTRIES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
]);

/** Billing currencies of quick promote (ADS-041, ADS-042). */
export const AD_CURRENCIES = [
  "USD",
  "EUR",
  "AUD",
  "CAD",
  "CHF",
  "DKK",
  "GBP",
  "NOK",
  "NZD",
  "SEK",
  "CZK",
] as const;

/** A billing currency (ISO 4217). */
export type AdCurrency = (typeof AD_CURRENCIES)[number];

/** Countries with their own currency (ADS-041), plus CZK for CZ (ADS-042). */
const NATIONAL_CURRENCIES: Readonly<Record<string, AdCurrency>> = {
  AU: "AUD",
  CA: "CAD",
  CH: "CHF",
  DK: "DKK",
  GB: "GBP",
  NO: "NOK",
  NZ: "NZD",
  SE: "SEK",
  CZ: "CZK",
};

/** A country code in canonical form: trimmed, upper case; blank → the default country (ADS-040). */
export function normalizeAdCountry(country: string | null | undefined): string {
  const code = country?.trim().toUpperCase();
  return code ? code : DEFAULT_AD_COUNTRY;
}

/** The billing currency of a country: EUR in the eurozone, a national one, else USD (ADS-041). */
export function currencyForCountry(country: string | null | undefined): AdCurrency {
  const code = normalizeAdCountry(country);
  if (EUROZONE_COUNTRIES.has(code)) return "EUR";
  return NATIONAL_CURRENCIES[code] ?? "USD";
}

/**
 * The promote allowlist seed (ADS-045): the countries with budget or currency rules. The
 * server owns the live list (config); this is its default.
 */
export const DEFAULT_PROMOTE_COUNTRIES: readonly string[] = [
  "US",
  "GB",
  "AU",
  "CA",
  "NZ",
  "CH",
  "CZ",
  "SE",
  "NO",
  "DK",
  ...EUROZONE_COUNTRIES,
];

/** True when Promote is offered in `country` (ADS-044, ADS-045). */
export function isPromoteCountry(
  country: string | null | undefined,
  allowlist: Iterable<string> = DEFAULT_PROMOTE_COUNTRIES,
): boolean {
  const code = normalizeAdCountry(country);
  for (const allowed of allowlist) if (allowed.toUpperCase() === code) return true;
  return false;
}

/**
 * An amount in a currency for messages, e.g. "$3.00", "€1.00", "CZK 80.00"; in the active
 * language's form unless `locale` is given (Japanese: "$3.00", "CZK 80.00" too).
 */
export function formatAdAmount(
  amount: number,
  currency: AdCurrency,
  locale: string = getActiveLocale(),
): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}
