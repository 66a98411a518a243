/**
 * The TEST payment provider's side in the browser (IMPL-040): the card number never leaves
 * the page; only a token naming the brand and last four digits is sent, in the format the
 * server's test provider takes (tok_test_{brand}_{last4}; tok_test_declined is refused).
 */

/** A test card number the test provider declines. */
export const DECLINED_TEST_CARD = "4000000000000002";

/** The card number's digits, or null when it is not 12 to 19 digits. */
export function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The brand of a card number by its first digits. */
export function cardBrand(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "card";
}

/** The token the test provider takes for a card number, or null when the number is malformed. */
export function testProviderToken(number: string): string | null {
  const digits = cardDigits(number);
  if (!digits) return null;
  if (digits === DECLINED_TEST_CARD) return "tok_test_declined";
  return `tok_test_${cardBrand(digits)}_${digits.slice(-4)}`;
}
