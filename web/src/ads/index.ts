// The advertiser feature's public face: its catalogue and its words for business-side
// refusals, which the business account pages, the offsite check and the pin builder share.
export { adErrorKey, adErrorText } from "./ad-error-text.ts";
export { registerAdsMessages } from "./messages.ts";
