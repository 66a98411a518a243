/**
 * Prices of product pins (IMPL-036, D-034): an amount in minor units of an ISO 4217
 * currency. What counts as a currency and how many minor digits it has are the runtime's
 * (the ICU data behind `Intl`), so server and browser agree without a table of our own.
 */

let knownCurrencies: ReadonlySet<string> | null = null;

/** True for an ISO 4217 code the runtime knows (upper case, e.g. "USD", "JPY"). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  knownCurrencies ??= new Set(Intl.supportedValuesOf("currency"));
  return knownCurrencies.has(code);
}

/** The currency's minor digits: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** The largest amount kept, in minor units (a billion in major units of a 3-digit currency). */
export const PRICE_MINOR_MAX = 999_999_999_999;

/**
 * A decimal amount ("12.5", "1299") in minor units of the currency, rounded half up to the
 * currency's digits; null when it is not a non-negative decimal or is beyond PRICE_MINOR_MAX.
 */
export function toMinorUnits(amount: string, currency: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const digits = currencyDigits(currency);
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").padEnd(digits + 1, "0");
  const kept = Number(whole) * 10 ** digits + Number(fraction.slice(0, digits) || "0");
  const minor = kept + (Number(fraction[digits]) >= 5 ? 1 : 0);
  return minor <= PRICE_MINOR_MAX ? minor : null;
}

/** Minor units back to a decimal amount of the currency ("12.50"). */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A price for people: "$12.50", "¥1,200", in the given locale. */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 10 ** digits);
}

/**
 * A price as pages write it ("$1,299.00", "1.299,00 €", "19,99") as a plain decimal
 * ("1299.00"); null when there is no amount in it. With both separators the last one is
 * the decimal point; with one alone, it is a decimal point unless exactly three digits
 * follow each use of it (a thousands separator).
 */
export function decimalFromPriceText(text: string): string | null {
  const number = /\d[\d.,\s\u00a0\u202f']*/.exec(text)?.[0]?.replace(/[\s\u00a0\u202f']+/g, "");
  if (!number) return null;
  const trimmed = number.replace(/[.,]+$/, "");
  const lastDot = trimmed.lastIndexOf(".");
  const lastComma = trimmed.lastIndexOf(",");
  let decimalMark: string | null = null;
  if (lastDot !== -1 && lastComma !== -1) decimalMark = lastDot > lastComma ? "." : ",";
  else if (lastDot !== -1 || lastComma !== -1) {
    const mark = lastDot !== -1 ? "." : ",";
    const groups = trimmed.split(mark);
    const thousands = groups.length > 1 && groups.slice(1).every((group) => group.length === 3);
    decimalMark = thousands ? null : mark;
  }
  if (decimalMark === null) return trimmed.replace(/[.,]/g, "");
  const at = trimmed.lastIndexOf(decimalMark);
  return `${trimmed.slice(0, at).replace(/[.,]/g, "")}.${trimmed.slice(at + 1)}`;
}
