import { describe, expect, it } from "vitest";
import { pinSendPath } from "./pin-created.ts";
import { pinShareUrl, shareMailtoHref, wantsShareSheet, withoutShareParam } from "./share.ts";

describe("sharing a pin (IMPL-021)", () => {
  it("IMPL-021 the shared link is the pin's canonical page, never the share-sheet address", () => {
    expect(pinShareUrl("https://corkboard.test", "42")).toBe("https://corkboard.test/pin/42/");
    expect(pinShareUrl("https://corkboard.test/", "42")).toBe("https://corkboard.test/pin/42/");
  });

  it("IMPL-021 PIN-069 ?share=true asks for the share sheet; closing it takes only that out", () => {
    const send = new URL(pinSendPath("42"), "https://corkboard.test");
    expect(wantsShareSheet(send.searchParams)).toBe(true);
    expect(wantsShareSheet(new URLSearchParams("share=1"))).toBe(false);
    expect(withoutShareParam("?share=true")).toBe("");
    expect(withoutShareParam("?a=1&share=true")).toBe("?a=1");
  });

  it("IMPL-021 send by email is a mailto: with the title as subject and the link as body", () => {
    expect(shareMailtoHref("https://corkboard.test/pin/42/", "Green & gold chair")).toBe(
      "mailto:?subject=Green%20%26%20gold%20chair&body=https%3A%2F%2Fcorkboard.test%2Fpin%2F42%2F",
    );
  });
});
