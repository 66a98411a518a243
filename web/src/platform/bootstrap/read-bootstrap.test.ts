import { describe, expect, it } from "vitest";
import { DEFAULT_BOOTSTRAP, isExperimentOn, readBootstrap } from "./read-bootstrap.ts";

function page(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument("t");
  if (script !== null) {
    const element = doc.createElement("script");
    element.id = "cb-bootstrap";
    element.type = "application/json";
    element.textContent = script;
    doc.head.append(element);
  }
  return doc;
}

describe("IMPL-009 bootstrap in the page", () => {
  it("reads the server's bootstrap", () => {
    const bootstrap = {
      ...DEFAULT_BOOTSTRAP,
      experiments: { kr_privacy_consent: { group: "enabled", value: "enabled" } },
    };
    const read = readBootstrap(page(JSON.stringify(bootstrap)));
    expect(read).toEqual(bootstrap);
    expect(isExperimentOn(read, "kr_privacy_consent")).toBe(true);
    expect(isExperimentOn(read, "web_google_disabled")).toBe(false);
  });

  it("falls back to a logged-out default when the script is missing or broken", () => {
    expect(readBootstrap(page(null))).toBe(DEFAULT_BOOTSTRAP);
    expect(readBootstrap(page("{not json"))).toBe(DEFAULT_BOOTSTRAP);
  });
});
