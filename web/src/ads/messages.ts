import { adsMessages, registerMessages } from "@corkboard/core/messages";

/**
 * Makes the advertiser catalogue sayable. It is not part of the first load (catalogue-ads.ts),
 * so every lazily loaded advertiser, business, offsite or pin-builder module calls this when
 * it loads, before it renders. Registering twice is harmless.
 */
export function registerAdsMessages(): void {
  registerMessages(adsMessages);
}
