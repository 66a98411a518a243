import { quickPromoteDraftKey } from "@corkboard/core/ads";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
} from "../../auth/test-support.tsx";
import { AdvertiserArea } from "../advertiser-area.tsx";
import { testAdvertiser, testPin } from "../test-fixtures.ts";

const signedIn = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, is_partner: true, user: testViewerUser() },
});
const PATH = "/advertiser/5/quick-promote/?pinId=9";
const QP = "/ads/v4/advertisers/5/pins/9/quick_promote/";
const ELIGIBILITY = "GET /ads/v4/promote_eligibility/";
/** The viewer is a business account: "Promote your Pin" is not for it, quick promote is. */
const asPartner = () =>
  ok({
    can_quick_promote: false,
    is_partner: true,
    advertiser_id: "5",
    reason: "partner",
    eligible_from: null,
  });

function api(
  country = "US",
  save = () => ok({ campaign_id: "70", ad_group_id: "71", ad_id: "72", status: "PENDING_BILLING" }),
) {
  return stubApi({
    "GET /ads/v4/advertisers/5/": () => ok(testAdvertiser({ country })),
    "GET /resource/PinResource/get/": () => ok(testPin()),
    [ELIGIBILITY]: asPartner,
    [`POST ${QP}`]: save,
  });
}

function open(path = PATH) {
  return renderApp(<AdvertiserArea />, { path, bootstrap: signedIn });
}

function field(name: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(name) as HTMLInputElement;
}

describe("quick promote", () => {
  beforeEach(() => setViewport(1024));
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("UI-020 layouts: NARROW under 870, MEDIUM 870 to 1275, WIDE above", async () => {
    api();
    for (const [width, layout] of [
      [869, "NARROW"],
      [870, "MEDIUM"],
      [1275, "MEDIUM"],
      [1276, "WIDE"],
    ] as const) {
      setViewport(width);
      const view = open();
      const heading = await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
      expect(heading.closest("[data-layout]")?.getAttribute("data-layout")).toBe(layout);
      view.unmount();
    }
  });

  it("ADS-036 ADS-038 ADS-041 the form starts from the pin, the recommended budget and the default duration", async () => {
    api("SE");
    open();
    await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
    expect(field("Campaign name").value).toBe("Linen apron");
    expect(field("Destination link").value).toBe("https://shop.example.com/apron");
    expect(field("Daily budget (SEK)").value).toBe("70");
    expect(field("Duration in days").value).toBe("30");
  });

  it("ADS-027 ADS-043 ADS-037 invalid fields keep the page with the seed's messages per country", async () => {
    const calls = api("CZ");
    open();
    await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
    fireEvent.change(field("Destination link"), { target: { value: "not a link" } });
    fireEvent.change(field("Daily budget (CZK)"), { target: { value: "79.99" } });
    fireEvent.change(field("Duration in days"), { target: { value: "366" } });
    fireEvent.click(screen.getByRole("button", { name: "Promote" }));
    expect(await screen.findByText("Enter a valid URL")).toBeTruthy();
    expect(screen.getByText("Minimum daily budget is CZK 80.00")).toBeTruthy();
    expect(screen.getByText("Duration must be 1 to 365 days")).toBeTruthy();
    fireEvent.change(field("Daily budget (CZK)"), { target: { value: "1000000.01" } });
    expect(screen.getByText("Maximum budget is CZK 1,000,000.00")).toBeTruthy();
    expect(calls.to(QP)).toEqual([]);
    expect(screen.getByRole("heading", { name: "Promote a Pin", level: 1 })).toBeTruthy();
  });

  it("ADS-002 ADS-016 ADS-018 ADS-019 ADS-049 ADS-025 ADS-028 ADS-046 ADS-047 ADS-007 a valid submit sends the payload, shows success, then goes to billing with the answer's campaign id", async () => {
    const calls = api();
    const { location } = open();
    await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
    fireEvent.change(field("Campaign name"), { target: { value: "x".repeat(70) } });
    expect(
      screen.getByText(`Names of 64 characters or more are shortened to “${"x".repeat(62)}…”`),
    ).toBeTruthy();
    fireEvent.change(field("Daily budget (USD)"), { target: { value: "12.5" } });
    fireEvent.click(screen.getByRole("radio", { name: "End on a date" }));
    fireEvent.change(field("End date"), { target: { value: "2026-12-31" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "25-34" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Female" }));
    fireEvent.change(field("Interests"), { target: { value: "home decor, recipes," } });
    expect(field("Interests").value).toBe("home_decor, recipes, ");
    fireEvent.click(screen.getByRole("button", { name: "Promote" }));
    const success = await screen.findByTestId("qp-success-modal", {}, { timeout: 4000 });
    expect(calls.to(QP)[0]?.body).toEqual({
      budget_in_micro_currency: 12_500_000,
      campaign_name: `${"x".repeat(62)}…`,
      destination_url: "https://shop.example.com/apron",
      duration: 10,
      auto_targeting_enabled: true,
      is_ongoing: false,
      start_now: true,
      targeting_spec: {
        AGE_BUCKET: ["25-34"],
        GENDER: ["female"],
        INTEREST: ["home_decor", "recipes"],
        LOCATION: ["US"],
      },
      advertiser_id: "5",
      ads_client_type: "quick_promote",
      pin_id: "9",
      product_group_id: null,
      flexible_daily_budget_enabled: false,
      inclusive_end_date: "2026-12-31",
    });
    expect((success as HTMLElement).style.getPropertyValue("--cb-modal-width")).toBe("364px");
    // The dialog opens (showModal) in an effect after it is drawn: wait for its button.
    fireEvent.click(await within(success).findByRole("button", { name: "Go to billing" }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        "/advertiser/5/billing/?campaign_id=70&objective_type=CLICKTHROUGH&is_quick_promote=true",
      ),
    );
  });

  it("ADS-024 ADS-051 a server error in area modal shows the error modal with message_detail", async () => {
    api("US", () =>
      Response.json(
        {
          resource_response: {
            status: "failure",
            code: 400,
            message: "Bad budget",
            message_detail: "Your budget is below this market's minimum.",
            data: null,
            error: { code: "BUDGET_BELOW_MINIMUM", message: "Bad budget" },
          },
        },
        { status: 400 },
      ),
    );
    open();
    await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Promote" }));
    const modal = await screen.findByTestId("qp-error-modal");
    expect((await within(modal).findByRole("alert")).textContent).toBe(
      "Your budget is below this market's minimum.",
    );
    fireEvent.click(within(modal).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByTestId("qp-error-modal")).toBeNull());
    expect(screen.getByRole("button", { name: "Promote" })).toBeTruthy();
  });

  it("ADS-051 a 401 shows the error on the pin, not in a modal", async () => {
    api("US", () => fail(401, "UNAUTHORIZED", "Log in"));
    open();
    await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Promote" }));
    const preview = screen.getByRole("region", { name: "The Pin you're promoting" });
    expect((await within(preview).findByRole("alert")).textContent).toBe(
      "Your session ended. Log in again to promote this Pin.",
    );
    expect(screen.queryByTestId("qp-error-modal")).toBeNull();
    expect(screen.queryByTestId("qp-success-modal")).toBeNull();
  });

  it("ADS-023 ADS-026 UI-022 narrow screens walk the business form modal, then the billing form modal", async () => {
    setViewport(600);
    const calls = api();
    open();
    const business = await screen.findByTestId("qp-business-form");
    expect((business as HTMLElement).style.getPropertyValue("--cb-modal-width")).toBe("472px");
    fireEvent.click(within(business).getByRole("button", { name: "Next" }));
    const billing = await screen.findByTestId("qp-billing-form");
    fireEvent.change(within(billing).getByLabelText("Daily budget (USD)"), { target: { value: "2" } });
    fireEvent.click(within(billing).getByRole("button", { name: "Promote" }));
    // Rule 3: business valid, billing not: the billing form stays, with the message.
    expect(await within(billing).findByText("Minimum daily budget is $3.00")).toBeTruthy();
    fireEvent.change(within(billing).getByLabelText("Daily budget (USD)"), { target: { value: "3" } });
    fireEvent.click(within(billing).getByRole("button", { name: "Promote" }));
    expect(await screen.findByTestId("qp-success-modal", {}, { timeout: 4000 })).toBeTruthy();
    expect(calls.to(QP)).toHaveLength(1);
  });

  it("ADS-027 narrow: invalid business info sends the billing submit back to the business form", async () => {
    setViewport(600);
    api();
    open();
    const business = await screen.findByTestId("qp-business-form");
    fireEvent.change(within(business).getByLabelText("Campaign name"), { target: { value: " " } });
    fireEvent.click(within(business).getByRole("button", { name: "Next" }));
    const billing = await screen.findByTestId("qp-billing-form");
    fireEvent.click(within(billing).getByRole("button", { name: "Promote" }));
    const back = await screen.findByTestId("qp-business-form");
    expect(within(back).getByText("Give your campaign a name")).toBeTruthy();
  });

  it("ADS-012 ADS-013 a draft is kept per advertiser and pin, restored after a reload, deleted after success", async () => {
    api();
    const first = open();
    await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
    fireEvent.change(field("Campaign name"), { target: { value: "Spring aprons" } });
    fireEvent.change(field("Daily budget (USD)"), { target: { value: "9" } });
    const stored = JSON.parse(localStorage.getItem(quickPromoteDraftKey("5", "9")) ?? "{}");
    expect(stored).toMatchObject({ pin: "9", name: "Spring aprons", dailyBudget: "9", duration: 10 });
    first.unmount();
    open();
    expect(await screen.findByText("We restored the ad you were working on.")).toBeTruthy();
    expect(field("Campaign name").value).toBe("Spring aprons");
    expect(field("Daily budget (USD)").value).toBe("9");
    fireEvent.click(screen.getByRole("button", { name: "Promote" }));
    await screen.findByTestId("qp-success-modal", {}, { timeout: 4000 });
    expect(localStorage.getItem(quickPromoteDraftKey("5", "9"))).toBeNull();
  });

  it("ADS-010 EU advertisers accept the data processing terms before the submit", async () => {
    const calls = api("DE");
    open();
    await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Promote" }));
    const gdpr = await screen.findByTestId("qp-gdpr-modal");
    expect(calls.to(QP)).toEqual([]);
    fireEvent.click(within(gdpr).getByRole("button", { name: "Accept and promote" }));
    expect(await screen.findByTestId("qp-success-modal", {}, { timeout: 4000 })).toBeTruthy();
    expect(calls.to(QP)).toHaveLength(1);
  });

  it("ADS-010 ADS-015 ADS-048 the tag modal picks a conversion tag and the goal becomes conversions", async () => {
    const calls = stubApi({
      "GET /ads/v4/advertisers/5/": () => ok(testAdvertiser()),
      "GET /resource/PinResource/get/": () => ok(testPin()),
      [ELIGIBILITY]: asPartner,
      "GET /ads/v4/advertisers/5/conversion_tags/": () =>
        ok({ tags: [{ id: "44", name: "Checkout tag", created_at: "2026-01-01" }], events: ["CHECKOUT"] }),
      [`POST ${QP}`]: () =>
        ok({ campaign_id: "70", ad_group_id: "71", ad_id: "72", status: "PENDING_BILLING" }),
    });
    open();
    await screen.findByRole("heading", { name: "Promote a Pin", level: 1 });
    expect(screen.getByText("Get more clicks to your site")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Choose a conversion tag" }));
    const modal = await screen.findByTestId("qp-tag-modal");
    await within(modal).findByRole("option", { name: "Checkout tag" });
    fireEvent.change(within(modal).getByLabelText("Conversion event"), { target: { value: "CHECKOUT" } });
    fireEvent.click(within(modal).getByRole("button", { name: "Use this tag" }));
    expect(await screen.findByText("Drive conversions on your site")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Promote" }));
    await screen.findByTestId("qp-success-modal", {}, { timeout: 4000 });
    expect(calls.to(QP)[0]?.body).toMatchObject({
      objective_type: "WEB_CONVERSION",
      optimization_goal_metadata: {
        conversion_tag_v3_goal_metadata: { conversion_tag_id: "44", conversion_event: "CHECKOUT" },
      },
    });
  });

  it("PIN-073 a new account is told before the form when it can promote, and nothing is sent", async () => {
    const calls = stubApi({
      "GET /ads/v4/advertisers/5/": () => ok(testAdvertiser()),
      "GET /resource/PinResource/get/": () => ok(testPin()),
      [ELIGIBILITY]: () =>
        ok({
          can_quick_promote: false,
          is_partner: true,
          advertiser_id: "5",
          reason: "account_too_new",
          eligible_from: "2026-07-01T12:00:00.000Z",
        }),
    });
    open();
    const notice = await screen.findByText(/^Your account can promote Pins from/);
    expect(notice.getAttribute("role")).toBe("status");
    expect(notice.textContent).toMatch(
      /^Your account can promote Pins from July 1, 2026 at \d{1,2}:\d{2}.(AM|PM)\.$/,
    );
    expect(screen.getByRole("heading", { name: "Promote a Pin", level: 1 })).toBeTruthy();
    expect(screen.queryByLabelText("Campaign name")).toBeNull();
    expect(screen.queryByRole("button", { name: "Promote" })).toBeNull();
    expect(calls.to("/ads/v4/promote_eligibility/")[0]?.query).toEqual({ pin_id: "9" });
    expect(calls.to(QP)).toEqual([]);
  });

  it("PIN-073 a suspended account hears that the Pin can't be promoted from it, before the form", async () => {
    stubApi({
      "GET /ads/v4/advertisers/5/": () => ok(testAdvertiser()),
      "GET /resource/PinResource/get/": () => ok(testPin()),
      [ELIGIBILITY]: () =>
        ok({
          can_quick_promote: false,
          is_partner: true,
          advertiser_id: "5",
          reason: "account_suspended",
          eligible_from: null,
        }),
    });
    open();
    const notice = await screen.findByText("This Pin can't be promoted from this account");
    expect(notice.getAttribute("role")).toBe("status");
    expect(screen.queryByRole("button", { name: "Promote" })).toBeNull();
  });
});
