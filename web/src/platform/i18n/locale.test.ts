import { t } from "@corkboard/core/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testViewerUser } from "../../auth/test-support.tsx";
import { DEFAULT_BOOTSTRAP, setBootstrap } from "../bootstrap/index.ts";
import { applyLocale, preferredLocale } from "./locale.ts";

function browserAsks(languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
}

describe("the web's language (IMPL-045, D-036)", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    setBootstrap(undefined);
    await applyLocale("en");
  });

  it("IMPL-045 follows navigator.languages when the person chose nothing, else English", () => {
    browserAsks(["fr-FR", "ja-JP", "en"]);
    expect(preferredLocale(null)).toBe("ja");
    browserAsks(["fr-FR", "de"]);
    expect(preferredLocale(null)).toBe("en");
  });

  it("IMPL-045 the person's setting comes before the browser's languages", () => {
    browserAsks(["ja-JP"]);
    expect(preferredLocale("en")).toBe("en");
    browserAsks(["en-US"]);
    expect(preferredLocale("ja")).toBe("ja");
    // By default the setting is the one the page's bootstrap carries.
    const user = testViewerUser({ locale: "ja" });
    setBootstrap({
      ...DEFAULT_BOOTSTRAP,
      viewer: { ...DEFAULT_BOOTSTRAP.viewer, type: "AUTH", is_auth: true, user },
    });
    expect(preferredLocale()).toBe("ja");
  });

  it("IMPL-045 applying Japanese loads its strings, speaks them and sets <html lang>", async () => {
    expect(t("shell.home")).toBe("Home");
    await applyLocale("ja");
    expect(t("shell.home")).toBe("ホーム");
    expect(document.documentElement.lang).toBe("ja");
    await applyLocale("en");
    expect(t("shell.home")).toBe("Home");
    expect(document.documentElement.lang).toBe("en");
  });
});
