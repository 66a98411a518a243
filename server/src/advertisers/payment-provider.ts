import { randomUUID } from "node:crypto";

/**
 * The payment-provider seam (IMPL-040: "payment provider stubbed"). A real provider (Stripe,
 * Adyen…) would exchange the browser's card token for a stored payment method; only the
 * TEST provider exists, and it moves no money.
 */

/** A card the provider accepted. */
export interface CapturedCard {
  /** The provider's reference to the stored card; never the card number. */
  providerRef: string;
  brand: string;
  last4: string;
}

/** Exchanges a card token for a stored payment method; null when the card is declined. */
export interface PaymentProvider {
  readonly name: "TEST";
  capture(token: string): Promise<CapturedCard | null>;
}

const TEST_TOKEN = /^tok_test_(visa|mastercard|amex|discover)_(\d{4})$/;
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/**
 * The TEST provider (clearly not a real one): accepts `tok_test_{brand}_{last4}`, e.g.
 * tok_test_visa_4242, and declines everything else (use `tok_test_declined` to see a decline).
 */
export const testPaymentProvider: PaymentProvider = {
  name: "TEST",
  async capture(token) {
    const match = TEST_TOKEN.exec(token);
    if (!match?.[1] || !match[2]) return null;
    return {
      providerRef: `test_pm_${randomUUID()}`,
      brand: BRAND_NAMES[match[1]] ?? match[1],
      last4: match[2],
    };
  },
};
