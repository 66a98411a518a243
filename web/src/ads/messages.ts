import { AD_ERROR_MESSAGES } from "@corkboard/core/ads";
import { adsMessages, registerMessages } from "@corkboard/core/messages";
import { registerErrorMessages } from "../platform/api/index.ts";

/**
 * Makes the advertiser catalogue sayable, the advertiser codes' texts with it (D-026). It
 * is not part of the first load (catalogue-ads.ts), so every lazily loaded advertiser,
 * business, offsite or pin-builder module calls this when it loads, before it renders.
 * Registering twice is harmless.
 */
export function registerAdsMessages(): void {
  registerMessages(adsMessages);
  registerErrorMessages(AD_ERROR_MESSAGES);
}
