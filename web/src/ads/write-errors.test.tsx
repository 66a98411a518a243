import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  fail,
  ok,
  renderApp,
  resetAuthState,
  setViewport,
  stubApi,
  testViewerUser,
} from "../auth/test-support.tsx";
import { AdvertiserArea } from "./advertiser-area.tsx";
import { testAdvertiser, testPin } from "./test-fixtures.ts";

// The words of a refused quick promote come from the one code → text map (D-026): the
// advertiser codes' texts, budgets included, and a request failure's own text.

const signedIn = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, is_partner: true, user: testViewerUser() },
});

async function promoteAnswered(answer: () => Response) {
  stubApi({
    "GET /ads/v4/advertisers/5/": () => ok(testAdvertiser({ country: "US" })),
    "GET /resource/PinResource/get/": () => ok(testPin()),
    // A business account may promote: the form shows (the page asks before it, PIN-073).
    "GET /ads/v4/promote_eligibility/": () =>
      ok({
        can_quick_promote: false,
        is_partner: true,
        advertiser_id: "5",
        reason: "partner",
        eligible_from: null,
      }),
    "POST /ads/v4/advertisers/5/pins/9/quick_promote/": answer,
  });
  renderApp(<AdvertiserArea />, { path: "/advertiser/5/quick-promote/?pinId=9", bootstrap: signedIn });
  await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
  fireEvent.click(screen.getByRole("button", { name: "Promote" }));
  const modal = await screen.findByTestId("qp-error-modal");
  return (await within(modal).findByRole("alert")).textContent;
}

describe("quick promote failures say what is wrong", () => {
  beforeEach(() => setViewport(1024));
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("ADS-043 a budget refusal without the server's amount is still a budget message, not a generic error", async () => {
    expect(await promoteAnswered(() => fail(400, "BUDGET_BELOW_MINIMUM"))).toBe(
      "This daily budget is below the minimum for your country.",
    );
  });

  it("a CSRF failure says the session expired or the page is from another address", async () => {
    expect(await promoteAnswered(() => fail(403, "CSRF_FAILED", "CSRF_FAILED"))).toBe(
      "Your session has expired or this page is open from another address. Reload the page and try again.",
    );
  });
});
