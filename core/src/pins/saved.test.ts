import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  type PromoteContext,
  pinCreatedButtons,
  pinCreatedTitle,
  pinSendPath,
  seeItNowLink,
  showPromote,
} from "./pin-created.ts";
import { alreadySavedBanner, rememberSaved, savedToast, wasRecentlySaved } from "./saved.ts";

function say(ref: { messageKey: Parameters<typeof t>[0]; values?: Parameters<typeof t>[1] } | null) {
  return ref ? t(ref.messageKey, ref.values) : null;
}

describe("already saved", () => {
  it("PIN-045 the banner names the board unless its layout is quick_creates", () => {
    expect(say(alreadySavedBanner({ name: "Tarts", layout: "default" }))).toBe(
      "Psst! You already saved this Pin to Tarts",
    );
    expect(alreadySavedBanner({ name: "Quick saves", layout: "quick_creates" })).toBeNull();
    expect(alreadySavedBanner(null)).toBeNull();
  });

  it("PIN-046 recently saved signatures keep at most 10, most recent first", () => {
    let recent: string[] = [];
    for (let i = 1; i <= 12; i++) recent = rememberSaved(recent, `sig${i}`);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe("sig12");
    expect(wasRecentlySaved(recent, "sig2")).toBe(false);
    expect(wasRecentlySaved(recent, "sig3")).toBe(true);
    expect(rememberSaved(["a", "b"], "b")).toEqual(["b", "a"]);
  });

  it("PIN-020 the saved toast says Saved to {board}", () => {
    expect(say(savedToast("Tarts"))).toBe("Saved to Tarts");
  });
});

describe("pin-created dialog", () => {
  const promotable: PromoteContext = {
    signedIn: true,
    isPartner: false,
    canQuickPromote: true,
    siteType: 1,
    inPromoteCountry: true,
  };

  it("PIN-065 the title names the board, and the section when there is one", () => {
    expect(say(pinCreatedTitle("Tarts"))).toBe("Saved to Tarts");
    expect(say(pinCreatedTitle("Tarts", "Lemon"))).toBe("Saved to Lemon in Tarts");
  });

  it("PIN-072 PIN-073 Promote shows only when every condition holds", () => {
    expect(showPromote(promotable)).toBe(true);
    expect(showPromote({ ...promotable, signedIn: false })).toBe(false);
    expect(showPromote({ ...promotable, isPartner: true })).toBe(false);
    expect(showPromote({ ...promotable, canQuickPromote: false })).toBe(false);
    expect(showPromote({ ...promotable, siteType: 3 })).toBe(false);
    expect(showPromote({ ...promotable, siteType: null })).toBe(true);
    expect(showPromote({ ...promotable, inPromoteCountry: false })).toBe(false);
  });

  it("PIN-074 PIN-075 See it now is gray for partners or promotable viewers; Send hides with Promote", () => {
    expect(pinCreatedButtons(promotable)).toEqual({
      showPromote: true,
      showSend: false,
      seeItNowColor: "gray",
    });
    expect(pinCreatedButtons({ ...promotable, isPartner: true })).toEqual({
      showPromote: false,
      showSend: true,
      seeItNowColor: "gray",
    });
    expect(pinCreatedButtons({ ...promotable, canQuickPromote: false })).toEqual({
      showPromote: false,
      showSend: true,
      seeItNowColor: "red",
    });
  });

  it("PIN-069 PIN-070 PIN-071 Send and See it now targets", () => {
    expect(pinSendPath("42")).toBe("/pin/42/?share=true");
    expect(seeItNowLink("42", true)).toEqual({ href: "/pin/42/", newTab: true });
    expect(seeItNowLink("42", false).newTab).toBe(false);
  });
});
