import { describe, expect, it } from "vitest";
import { messages } from "./catalogue.ts";
import { accountMessages } from "./catalogue-accounts.ts";
import { adsMessages } from "./catalogue-ads.ts";
import { adsToolMessages } from "./catalogue-ads-tools.ts";
import { authMessages } from "./catalogue-auth.ts";
import { boardManageMessages } from "./catalogue-boards.ts";
import { discoveryMessages } from "./catalogue-discovery.ts";
import { exportMessages } from "./catalogue-exports.ts";
import { followMessages } from "./catalogue-follows.ts";
import { importMessages } from "./catalogue-imports.ts";
import { labelMessages } from "./catalogue-labels.ts";
import { legalMessages } from "./catalogue-legal.ts";
import { mailMessages } from "./catalogue-mail.ts";
import { oneTapMessages } from "./catalogue-onetap.ts";
import { pinMessages } from "./catalogue-pins.ts";
import { productMessages } from "./catalogue-product.ts";
import { seoMessages } from "./catalogue-seo.ts";
import { settingsMessages } from "./catalogue-settings.ts";
import { shareMessages } from "./catalogue-share.ts";
import { shoppingMessages } from "./catalogue-shopping.ts";
import { socialEmailMessages } from "./catalogue-social-email.ts";
import { ssoMessages } from "./catalogue-sso.ts";
import { tokenMessages } from "./catalogue-tokens.ts";
import { videoMessages } from "./catalogue-video.ts";
import { translate } from "./format.ts";
import { jaMessages, jaWebMessages } from "./ja.ts";
import { placeholderNames } from "./placeholders.ts";

// Every English catalogue, the source every translation must cover. A new catalogue file is
// added here and to ja.ts; the key count below then moves too.
const english: Record<string, string> = {
  ...messages,
  ...accountMessages,
  ...adsMessages,
  ...adsToolMessages,
  ...authMessages,
  ...boardManageMessages,
  ...discoveryMessages,
  ...exportMessages,
  ...followMessages,
  ...labelMessages,
  ...legalMessages,
  ...mailMessages,
  ...oneTapMessages,
  ...pinMessages,
  ...seoMessages,
  ...settingsMessages,
  ...shareMessages,
  ...shoppingMessages,
  ...productMessages,
  ...socialEmailMessages,
  ...ssoMessages,
  ...tokenMessages,
  ...videoMessages,
  ...importMessages,
};

describe("placeholder names", () => {
  it("finds plain placeholders, plural arguments and placeholders inside plural branches", () => {
    expect(placeholderNames("Saved to {section} in {board}")).toEqual(["board", "section"]);
    expect(placeholderNames("{count, plural, one {# Pin in {board}} other {# Pins}}")).toEqual([
      "board",
      "count",
    ]);
    expect(placeholderNames("No placeholders")).toEqual([]);
  });
});

describe("the Japanese catalogue (IMPL-045, D-036)", () => {
  it("translates every English key, and has no key English lacks", () => {
    const missing = Object.keys(english).filter((key) => !(key in jaMessages));
    const extra = Object.keys(jaMessages).filter((key) => !(key in english));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it("keeps each message's placeholders: the same names, none lost, none invented", () => {
    const differing = Object.entries(english).flatMap(([key, text]) => {
      const ja = jaMessages[key];
      if (ja === undefined) return [];
      const want = placeholderNames(text);
      const got = placeholderNames(ja);
      return want.join() === got.join() ? [] : [{ key, want, got }];
    });
    expect(differing).toEqual([]);
  });

  it("is really Japanese: each text differs from English unless it is a name or a placeholder", () => {
    // Texts that are the same in both languages on purpose: placeholders only, brand and
    // provider words, the code-like example.
    const same = new Set([
      "pin.imageAlt",
      "profile.avatarAlt",
      "profile.username",
      "title.page",
      "auth.social.ok",
    ]);
    const untranslated = Object.entries(english).filter(
      ([key, text]) => !same.has(key) && jaMessages[key] === text && !/^[{}\w\s.·@|-]*$/.test(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it("keeps Corkboard in Latin letters and never says 'the product'", () => {
    for (const text of Object.values(jaMessages)) {
      expect(text).not.toMatch(/コルクボード|コークボード/);
      expect(text.toLowerCase()).not.toContain("the product");
    }
  });

  it("leaves the server-only catalogues (mail, seo) out of the web's chunk", () => {
    expect(Object.keys(jaWebMessages).some((key) => key.startsWith("mail.") || key.startsWith("seo."))).toBe(
      false,
    );
  });

  it("counts with Intl's Japanese plural rules and number format", () => {
    expect(translate("ja", "board.pins", { count: 1 })).toBe("1 件のピン");
    expect(translate("ja", "profile.followers", { count: 1234 })).toBe("フォロワー 1,234 人");
    expect(translate("ja", "manage.select.count", { count: 0 })).toBe("ピンが選択されていません");
    expect(translate("en", "board.pins", { count: 1 })).toBe("1 Pin");
  });

  it("links the reset words inside the wrong-password message in Japanese too (AUTH-163)", () => {
    expect(translate("ja", "auth.login.wrongPassword")).toContain(
      translate("ja", "auth.login.resetYourPassword"),
    );
  });
});
