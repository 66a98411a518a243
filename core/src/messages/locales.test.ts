import { describe, expect, it } from "vitest";
import { chooseLocale, matchLocale, parseAcceptLanguage } from "./locales.ts";
import { socialSdkLocale, socialSdkUrl } from "./social-sdk-locale.ts";

describe("choosing the locale (IMPL-045)", () => {
  it("IMPL-045: the person's setting comes first, then the browser's languages, then English", () => {
    expect(chooseLocale("ja", ["en-US"])).toBe("ja");
    expect(chooseLocale("en", ["ja-JP"])).toBe("en");
    expect(chooseLocale(null, ["fr-FR", "ja-JP", "en"])).toBe("ja");
    expect(chooseLocale(undefined, ["fr", "de"])).toBe("en");
    expect(chooseLocale(null, [])).toBe("en");
  });

  it("IMPL-045: a setting Corkboard does not speak is ignored, not trusted", () => {
    expect(chooseLocale("xx", ["ja"])).toBe("ja");
    expect(chooseLocale("JA", [])).toBe("en");
  });

  it("matches a tag by its primary language", () => {
    expect(matchLocale("ja-JP")).toBe("ja");
    expect(matchLocale("EN_gb")).toBe("en");
    expect(matchLocale("jav")).toBeNull();
    expect(matchLocale("")).toBeNull();
  });

  it("IMPL-045: reads Accept-Language by quality, then order, dropping q=0, * and junk", () => {
    expect(parseAcceptLanguage("fr;q=0.5, ja-JP, en;q=0.8")).toEqual(["ja-JP", "en", "fr"]);
    expect(parseAcceptLanguage("ja;q=0, en")).toEqual(["en"]);
    expect(parseAcceptLanguage("*, de")).toEqual(["de"]);
    expect(parseAcceptLanguage("<script>, ja;q=abc, ko;q=2")).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(chooseLocale(null, parseAcceptLanguage("de-DE,ja;q=0.9,en;q=0.8"))).toBe("ja");
  });
});

describe("the social SDK locale mapping (AUTH-103, AUTH-104, IMPL-045)", () => {
  it("AUTH-103: maps Corkboard's locales to the SDK's ll_CC form", () => {
    expect(socialSdkLocale("en")).toBe("en_US");
    expect(socialSdkLocale("ja")).toBe("ja_JP");
  });

  it("AUTH-103: a region in the tag picks the regional form", () => {
    expect(socialSdkLocale("pt-BR")).toBe("pt_BR");
    expect(socialSdkLocale("pt-PT")).toBe("pt_PT");
    expect(socialSdkLocale("es-MX")).toBe("es_LA");
    expect(socialSdkLocale("es-419")).toBe("es_LA");
    expect(socialSdkLocale("es-ES")).toBe("es_ES");
    expect(socialSdkLocale("en_GB")).toBe("en_GB");
    expect(socialSdkLocale("fr-CA")).toBe("fr_CA");
    expect(socialSdkLocale("zh-TW")).toBe("zh_TW");
  });

  it("AUTH-103: the most specific subtag wins (script, then region)", () => {
    expect(socialSdkLocale("zh-Hant")).toBe("zh_TW");
    expect(socialSdkLocale("zh-Hant-HK")).toBe("zh_HK");
    expect(socialSdkLocale("zh-Hans-CN")).toBe("zh_CN");
  });

  it("AUTH-103: the visitor's country picks the regional form when the tag has no region", () => {
    expect(socialSdkLocale("en", "GB")).toBe("en_GB");
    expect(socialSdkLocale("pt", "br")).toBe("pt_BR");
    expect(socialSdkLocale("ja", "US")).toBe("ja_JP");
    expect(socialSdkLocale("en-US", "GB")).toBe("en_US");
  });

  it("AUTH-103: a language the SDK lacks falls back to en_US", () => {
    expect(socialSdkLocale("tlh")).toBe("en_US");
    expect(socialSdkLocale("")).toBe("en_US");
  });

  it("AUTH-104: the SDK URL carries the mapped locale", () => {
    expect(socialSdkUrl("ja")).toBe("https://connect.facebook.net/ja_JP/sdk.js");
  });
});
