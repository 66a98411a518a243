import type { MessageKey } from "../messages/index.ts";

/** The four consents a signup needs (AUTH-082). */
export const REQUIRED_CONSENT_KEYS = [
  "terms",
  "collectionUsePersonalInfo",
  "thirdPartyProvisionPersonalInfo",
  "overseasTransferPersonalInfo",
] as const;

/** The consent that may be left unticked (AUTH-082). */
export const OPTIONAL_CONSENT_KEYS = ["optionalMarketingConsent"] as const;

/** Every consent box, required first, in screen order. */
export const CONSENT_KEYS = [...REQUIRED_CONSENT_KEYS, ...OPTIONAL_CONSENT_KEYS] as const;

/** One consent box. */
export type ConsentKey = (typeof CONSENT_KEYS)[number];

/** Which boxes are ticked. "Agree to all" is not stored: it is derived (consentAgreedToAll). */
export type ConsentState = Readonly<Record<ConsentKey, boolean>>;

/** What the consent screen can do. */
export type ConsentAction = { type: "toggle"; key: ConsentKey } | { type: "toggleAll" };

/** The label of each box. */
export const CONSENT_LABELS: Record<ConsentKey, MessageKey> = {
  terms: "auth.consents.terms",
  collectionUsePersonalInfo: "auth.consents.collectionUsePersonalInfo",
  thirdPartyProvisionPersonalInfo: "auth.consents.thirdPartyProvisionPersonalInfo",
  overseasTransferPersonalInfo: "auth.consents.overseasTransferPersonalInfo",
  optionalMarketingConsent: "auth.consents.optionalMarketingConsent",
};

/** The screen's opening state: nothing ticked (consent must be an act, never a default). */
export const INITIAL_CONSENT_STATE: ConsentState = {
  terms: false,
  collectionUsePersonalInfo: false,
  thirdPartyProvisionPersonalInfo: false,
  overseasTransferPersonalInfo: false,
  optionalMarketingConsent: false,
};

/**
 * True when every box is ticked: that is "Agree to all" (AUTH-126, AUTH-127). Deriving it
 * means unticking any box clears it and ticking the last box sets it, with no way for the
 * two to disagree.
 */
export function consentAgreedToAll(state: ConsentState): boolean {
  return CONSENT_KEYS.every((key) => state[key]);
}

/** True when the four required boxes are ticked: "Next" is enabled (AUTH-128). */
export function consentCanContinue(state: ConsentState): boolean {
  return REQUIRED_CONSENT_KEYS.every((key) => state[key]);
}

/**
 * The reducer (AUTH-125…AUTH-127): "toggle" flips one box; "toggleAll" ticks every box,
 * or unticks every box when all were ticked.
 */
export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  if (action.type === "toggle") return { ...state, [action.key]: !state[action.key] };
  const next = !consentAgreedToAll(state);
  return Object.fromEntries(CONSENT_KEYS.map((key) => [key, next])) as Record<ConsentKey, boolean>;
}

/** The register fields the consents map to (AUTH-071, AUTH-072 DECISION). */
export interface ConsentRegisterFields {
  kr_privacy_consent_opt_in: boolean;
  marketing_notifs_opt_out: boolean;
}

/**
 * kr_privacy_consent_opt_in = the four required boxes ticked; marketing_notifs_opt_out =
 * the optional marketing box not ticked (AUTH-072 DECISION).
 */
export function consentRegisterFields(state: ConsentState): ConsentRegisterFields {
  return {
    kr_privacy_consent_opt_in: consentCanContinue(state),
    marketing_notifs_opt_out: !state.optionalMarketingConsent,
  };
}
