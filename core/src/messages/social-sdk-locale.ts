/**
 * The social SDK's locale (AUTH-103, AUTH-104, IMPL-045). The Facebook JavaScript SDK is
 * loaded from a per-locale URL (`connect.facebook.net/{locale}/sdk.js`) whose locale is
 * Facebook's own `ll_CC` form, not a BCP 47 tag, and it knows only its own list. This
 * table maps a language tag (Corkboard's locale, or a browser's preferred language) to
 * that form; a language Facebook lacks falls back to en_US, which it always serves.
 */

/** Facebook's locale for a bare language, where the language alone decides it. */
const BY_LANGUAGE: Readonly<Record<string, string>> = {
  ar: "ar_AR",
  cs: "cs_CZ",
  da: "da_DK",
  de: "de_DE",
  el: "el_GR",
  en: "en_US",
  es: "es_ES",
  fi: "fi_FI",
  fr: "fr_FR",
  he: "he_IL",
  hi: "hi_IN",
  hu: "hu_HU",
  id: "id_ID",
  it: "it_IT",
  ja: "ja_JP",
  ko: "ko_KR",
  ms: "ms_MY",
  nb: "nb_NO",
  nl: "nl_NL",
  no: "nb_NO",
  pl: "pl_PL",
  pt: "pt_PT",
  ro: "ro_RO",
  ru: "ru_RU",
  sk: "sk_SK",
  sv: "sv_SE",
  th: "th_TH",
  tl: "tl_PH",
  tr: "tr_TR",
  uk: "uk_UA",
  vi: "vi_VN",
  zh: "zh_CN",
};

/** Where the region changes Facebook's locale: language-REGION (or script) → locale. */
const BY_LANGUAGE_AND_REGION: Readonly<Record<string, string>> = {
  "en-gb": "en_GB",
  "en-ie": "en_GB",
  "en-au": "en_GB",
  "en-nz": "en_GB",
  "en-in": "en_GB",
  "es-419": "es_LA",
  "es-mx": "es_LA",
  "es-ar": "es_LA",
  "es-co": "es_LA",
  "es-cl": "es_LA",
  "es-pe": "es_LA",
  "es-us": "es_LA",
  "fr-ca": "fr_CA",
  "pt-br": "pt_BR",
  "zh-tw": "zh_TW",
  "zh-hk": "zh_HK",
  "zh-hant": "zh_TW",
  "zh-hans": "zh_CN",
};

/** The SDK locale every other answer falls back to. */
export const SOCIAL_SDK_DEFAULT_LOCALE = "en_US";

/**
 * Facebook's SDK locale for a language tag ("ja" → ja_JP, "pt-BR" → pt_BR, "es-MX" →
 * es_LA). `country` (ISO 3166, the visitor's country, CONST-015) picks the regional form
 * when the tag has no region of its own ("en" in GB → en_GB). Unknown → en_US.
 */
export function socialSdkLocale(tag: string, country?: string | null): string {
  const [language = "", ...subtags] = tag.trim().toLowerCase().split(/[-_]/);
  // The most specific subtag first: "zh-Hant-HK" is Hong Kong, "zh-Hant" Taiwan.
  const asked = subtags.length > 0 ? [...subtags].reverse() : country ? [country.toLowerCase()] : [];
  for (const subtag of asked) {
    const regional = BY_LANGUAGE_AND_REGION[`${language}-${subtag}`];
    if (regional) return regional;
  }
  return BY_LANGUAGE[language] ?? SOCIAL_SDK_DEFAULT_LOCALE;
}

/**
 * The SDK's script URL (AUTH-103, AUTH-104): the locale from the table above; the Graph
 * API version is the caller's (config), not 2.7, which Facebook retired.
 */
export function socialSdkUrl(tag: string, country?: string | null): string {
  return `https://connect.facebook.net/${socialSdkLocale(tag, country)}/sdk.js`;
}
