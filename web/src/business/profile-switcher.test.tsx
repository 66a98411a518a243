import type { BusinessAccessProfile } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  fail,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../auth/test-support.tsx";
import { HeaderAccount } from "./header-account.tsx";
import { isOwn } from "./profiles.ts";

const user = testViewerUser({ id: "1", first_name: "Jo", full_name: "Jo Smith" });
const signedIn = bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user } });
const PROFILES = "/vx/business_access/profiles/";

function profile(
  id: string,
  businessName: string,
  over: Partial<BusinessAccessProfile> = {},
): BusinessAccessProfile {
  return {
    id,
    permissions: id === "1" ? ["OWNER"] : ["CAMPAIGN_MANAGER"],
    user: {
      username: businessName.toLowerCase().replace(/\W/g, ""),
      businessName,
      imgUrl: null,
      merchantId: null,
      scheduledPinCount: 0,
      eligibleForStlTool: false,
    },
    viewerMeetsMfaRequirement: true,
    mfaRequired: false,
    usable: true,
    isOwn: id === "1",
    ...over,
  };
}

const own = profile("1", "Jo Smith");
const zebra = profile("2", "Zebra Goods");
const acme = profile("3", "acme studio");
const locked = profile("4", "Locked Ltd", {
  viewerMeetsMfaRequirement: false,
  mfaRequired: true,
  usable: false,
});

/** The shell's account menu stands in as a line naming the profile it is given. */
function open(bootstrap = signedIn) {
  return renderApp(<HeaderAccount user={user} menu={(shown) => <p>Acting as {shown.full_name}</p>} />, {
    bootstrap,
  });
}

describe("business profile switcher", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    sessionStorage.clear();
  });

  it("ACCT-013 ACCT-014 hidden when the viewer has no other profile, and the tab does not ask again", async () => {
    const api = stubApi({ [`GET ${PROFILES}`]: () => ok([own]) });
    const first = open();
    await waitFor(() => expect(api.to(PROFILES)).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem("cb_business_profile")).toContain('"visible":false'));
    expect(screen.queryByRole("button", { name: /Switch profile/ })).toBeNull();
    expect(screen.getByText("Acting as Jo Smith")).toBeTruthy();
    first.unmount();
    open();
    expect(screen.getByText("Acting as Jo Smith")).toBeTruthy();
    expect(api.to(PROFILES)).toHaveLength(1);
  });

  it("ACCT-013 only an authorised (AUTH) viewer gets the switcher", async () => {
    const api = stubApi({ [`GET ${PROFILES}`]: () => ok([own, zebra]) });
    open(bootstrapWith({ viewer: { type: "LIMITED_LOGIN", is_auth: false, user } }));
    expect(screen.queryByRole("button", { name: /Switch profile/ })).toBeNull();
    expect(api.to(PROFILES)).toEqual([]);
  });

  it("ACCT-009 ACCT-012 ACCT-015 ACCT-017 profiles by business name, the own one active, MFA-locked ones disabled", async () => {
    stubApi({ [`GET ${PROFILES}`]: () => ok([zebra, locked, own, acme]) });
    open();
    const button = await screen.findByRole("button", { name: "Switch profile, now Jo Smith" });
    fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    const options = within(panel).getAllByRole("button");
    expect(
      options.map((option) => option.querySelector(".cb-profile-switcher__option-name")?.textContent),
    ).toEqual(["acme studio", "Jo Smith", "Locked Ltd", "Zebra Goods"]);
    expect(options[1]?.getAttribute("aria-current")).toBe("true");
    const lockedOption = options[2] as HTMLButtonElement;
    expect(lockedOption.disabled).toBe(true);
    const hint = document.getElementById(lockedOption.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain("Turn on two-factor authentication to use this profile");
    expect(
      within(hint as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/settings/security/");
  });

  it("ACCT-014 ACCT-019 switching acts as the profile in the header and is kept for the tab", async () => {
    const api = stubApi({
      [`GET ${PROFILES}`]: () => ok([own, zebra]),
      "POST /vx/business_access/switch/": () => ok(zebra),
    });
    const first = open();
    fireEvent.click(await screen.findByRole("button", { name: "Switch profile, now Jo Smith" }));
    fireEvent.click(screen.getByRole("button", { name: /Zebra Goods/ }));
    expect(await screen.findByRole("button", { name: "Switch profile, now Zebra Goods" })).toBeTruthy();
    expect(screen.getByText("Acting as Zebra Goods")).toBeTruthy();
    expect(api.to("/vx/business_access/switch/")[0]?.body).toEqual({ profile_id: "2" });
    // Kept by an effect after the render that shows the switch.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("cb_business_profile") ?? "{}")).toEqual({
        userId: "1",
        activeId: "2",
        visible: true,
      }),
    );
    first.unmount();
    open();
    expect(await screen.findByRole("button", { name: "Switch profile, now Zebra Goods" })).toBeTruthy();
  });

  it("ACCT-016 a switch the server refuses leaves the active profile and says why", async () => {
    stubApi({
      [`GET ${PROFILES}`]: () => ok([own, zebra]),
      "POST /vx/business_access/switch/": () => fail(403, "BUSINESS_MFA_REQUIRED"),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Switch profile, now Jo Smith" }));
    fireEvent.click(screen.getByRole("button", { name: /Zebra Goods/ }));
    expect(await screen.findByText("Turn on two-factor authentication to use this profile")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Switch profile, now Jo Smith" })).toBeTruthy();
  });

  it("ACCT-016 a kept profile that is no longer usable falls back to the viewer's own", async () => {
    sessionStorage.setItem(
      "cb_business_profile",
      JSON.stringify({ userId: "1", activeId: "4", visible: true }),
    );
    stubApi({ [`GET ${PROFILES}`]: () => ok([own, locked]) });
    open();
    expect(await screen.findByRole("button", { name: "Switch profile, now Jo Smith" })).toBeTruthy();
  });

  it("ACCT-018 the viewer is own for their id or the acting profile's", () => {
    expect(isOwn("1", "1", null)).toBe(true);
    expect(isOwn("2", "1", "2")).toBe(true);
    expect(isOwn("3", "1", "2")).toBe(false);
  });
});
