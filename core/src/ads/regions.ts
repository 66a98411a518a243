import { normalizeAdCountry } from "./currencies.ts";

/**
 * Countries whose advertisers must accept the data-processing terms (the GDPR modal) before
 * submit: the EU, the EEA and the UK (ADS-010).
 */
export const GDPR_COUNTRIES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
  "IS",
  "LI",
  "NO",
  "GB",
]);

/** True when the GDPR modal must be accepted before a quick-promote submit (ADS-010). */
export function requiresGdprTerms(country: string | null | undefined): boolean {
  return GDPR_COUNTRIES.has(normalizeAdCountry(country));
}
