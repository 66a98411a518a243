import type { WebsiteClaim } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, fail, ok, resetAuthState, stubApi } from "../auth/test-support.tsx";
import { clearToasts, renderManaged, signedInBootstrap } from "../boards/manage/test-support.tsx";
import { WebsiteClaimPage } from "./website-claim-page.tsx";

const CLAIMS = "GET /v3/users/website/claims/";
const CLAIM = "POST /v3/users/website/claim/";
const VERIFY = "POST /v3/users/website/verify/";
const UNCLAIM = "POST /v3/users/website/unclaim/";

function claim(patch: Partial<WebsiteClaim> = {}): WebsiteClaim {
  return {
    domain: "ana.example",
    status: "pending",
    home_page: "https://ana.example/",
    verification_token: "tok-1",
    meta_tag: '<meta name="corkboard-site-verification" content="tok-1">',
    dns_txt_record: "corkboard-site-verification=tok-1",
    verified_by: null,
    verified_at: null,
    created_at: "2026-11-20T10:00:00.000Z",
    ...patch,
  };
}

function renderPage(bootstrap = signedInBootstrap()) {
  return renderManaged(
    <Route path="/settings/claim/">
      <WebsiteClaimPage />
    </Route>,
    { path: "/settings/claim/", bootstrap },
  );
}

describe("claimed websites (/settings/claim/)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-016 claiming a website shows the meta tag and the TXT record that prove it", async () => {
    let claims: WebsiteClaim[] = [];
    const api = stubApi({
      [CLAIMS]: () => ok({ claims }),
      [CLAIM]: () => {
        claims = [claim()];
        return ok(claims[0]);
      },
    });
    renderPage();
    expect(await screen.findByText("You haven't claimed a website yet.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Website"), { target: { value: " ana.example " } });
    fireEvent.click(screen.getByRole("button", { name: "Claim" }));
    const card = await screen.findByRole("listitem", { name: "ana.example" });
    expect(api.to("/v3/users/website/claim/")[0]?.body).toEqual({ website_url: "ana.example" });
    expect(within(card).getByText("Not verified yet")).toBeTruthy();
    expect(within(card).getByText("Add this tag inside the <head> of https://ana.example/:")).toBeTruthy();
    expect(within(card).getByText('<meta name="corkboard-site-verification" content="tok-1">')).toBeTruthy();
    expect(within(card).getByText("corkboard-site-verification=tok-1")).toBeTruthy();
    expect((screen.getByLabelText("Website") as HTMLInputElement).value).toBe("");
  });

  it("IMPL-016 an address that is not a website is refused under the field in the server's words", async () => {
    stubApi({
      [CLAIMS]: () => ok({ claims: [] }),
      [CLAIM]: () =>
        fail(400, "INVALID_INPUT", "Enter a website address, like example.com.", {
          fields: [{ field: "website_url", message: "Enter a website address, like example.com." }],
        }),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText("Website"), { target: { value: "localhost" } });
    fireEvent.click(screen.getByRole("button", { name: "Claim" }));
    expect(await screen.findByText("Enter a website address, like example.com.")).toBeTruthy();
    expect(screen.getByLabelText("Website").getAttribute("aria-invalid")).toBe("true");
  });

  it("IMPL-016 Verify without the tag or record says where it looked", async () => {
    const detail =
      "We didn't find the verification tag on https://ana.example/ or the TXT record on ana.example. It can take a while for a DNS change to show.";
    const api = stubApi({
      [CLAIMS]: () => ok({ claims: [claim()] }),
      [VERIFY]: () =>
        Response.json(
          {
            resource_response: {
              status: "failure",
              code: 400,
              message: "We couldn't verify that website yet.",
              message_detail: detail,
              data: null,
              error: {
                code: "WEBSITE_NOT_VERIFIED",
                message: "We couldn't verify that website yet.",
                message_detail: detail,
              },
            },
          },
          { status: 400 },
        ),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe(detail);
    expect(api.to("/v3/users/website/verify/")[0]?.body).toEqual({ website_url: "https://ana.example/" });
  });

  it("IMPL-016 IMPL-002 Verify with the tag in place makes the claim verified", async () => {
    let claims = [claim()];
    stubApi({
      [CLAIMS]: () => ok({ claims }),
      [VERIFY]: () => {
        claims = [
          claim({ status: "verified", verified_by: "meta_tag", verified_at: "2026-11-21T00:00:00.000Z" }),
        ];
        return ok(claims[0]);
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Verify" }));
    expect(await screen.findByText("ana.example is verified.")).toBeTruthy();
    const card = screen.getByRole("listitem", { name: "ana.example" });
    expect(within(card).getByText("Verified")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Verify" })).toBeNull();
    expect(within(card).queryByText("corkboard-site-verification=tok-1")).toBeNull();
  });

  it("IMPL-016 Remove asks first, then gives the claim up", async () => {
    let claims = [claim({ status: "verified" })];
    const api = stubApi({
      [CLAIMS]: () => ok({ claims }),
      [UNCLAIM]: () => {
        claims = [];
        return ok({ domain: "ana.example" });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove ana.example?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("ana.example is no longer claimed.")).toBeTruthy();
    expect(api.to("/v3/users/website/unclaim/")[0]?.body).toEqual({ website_url: "ana.example" });
    expect(await screen.findByText("You haven't claimed a website yet.")).toBeTruthy();
  });

  it("IMPL-016 a visitor is sent to log in first, coming back here", async () => {
    const api = stubApi({});
    const { location } = renderPage(bootstrapWith({}));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/login/?next=%2Fsettings%2Fclaim%2F"));
    expect(api.sent).toHaveLength(0);
  });
});
