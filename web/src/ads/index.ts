// The advertiser feature's public face: its catalogue, which also makes the advertiser codes'
// part of the one code → text map sayable (D-026), for the business account pages, the
// offsite check and the pin builder.
export { registerAdsMessages } from "./messages.ts";
