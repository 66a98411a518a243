import { pinMessages, registerMessages } from "@corkboard/core/messages";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../../auth/test-support.tsx";
import { PostCreateUpsell, UPSELL_EXPERIMENT } from "./post-create-upsell.tsx";

const SETTINGS = "GET /v3/users/settings/";
const inExperiment = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, user: testViewerUser() },
  experiments: { [UPSELL_EXPERIMENT]: { group: "enabled", value: "on" } },
});

describe("post-create upsell", () => {
  beforeAll(() => registerMessages(pinMessages));
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("PIN-049 PIN-050 PIN-052 PIN-053 PIN-054 offers Connect now once, dismissable after 2 s", async () => {
    const api = stubApi({
      [SETTINGS]: () =>
        ok({
          connected_to_instagram: false,
          listed_website_url: "https://www.instagram.com/jo",
          claiming_upsells_seen: [],
        }),
      "POST /v3/users/claiming_upsells_seen/": () => ok({ claiming_upsells_seen: ["POST_CREATE_UPSELL_V2"] }),
    });
    renderApp(<PostCreateUpsell url="https://www.instagram.com/p/abc/" />, { bootstrap: inExperiment });
    const connect = await screen.findByRole("link", { name: "Connect now" });
    expect(connect.getAttribute("href")).toBe("/settings/claim/");
    expect(window.localStorage.getItem("claiming_upsells_seen")).toBe("POST_CREATE_UPSELL_V2");
    expect(screen.queryByRole("button", { name: "Not now" })).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Not now" })).toBeTruthy(), {
      timeout: 2500,
    });
    await waitFor(() => expect(api.to("/v3/users/claiming_upsells_seen/")).toHaveLength(1));
  });

  it("PIN-049 PIN-051 no upsell off the social site, outside the experiment, once seen, or when connected", async () => {
    const api = stubApi({
      [SETTINGS]: () =>
        ok({
          connected_to_instagram: true,
          listed_website_url: "https://instagram.com/jo",
          claiming_upsells_seen: [],
        }),
    });
    renderApp(<PostCreateUpsell url="https://shop.example/p/abc/" />, { bootstrap: inExperiment });
    cleanup();
    renderApp(<PostCreateUpsell url="https://instagram.com/p/abc/" />, { bootstrap: bootstrapWith({}) });
    cleanup();
    window.localStorage.setItem("claiming_upsells_seen", "POST_CREATE_UPSELL_V2");
    renderApp(<PostCreateUpsell url="https://instagram.com/p/abc/" />, { bootstrap: inExperiment });
    cleanup();
    expect(api.to("/v3/users/settings/")).toHaveLength(0);
    window.localStorage.clear();
    renderApp(<PostCreateUpsell url="https://instagram.com/p/abc/" />, { bootstrap: inExperiment });
    await waitFor(() => expect(api.to("/v3/users/settings/")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("link", { name: "Connect now" })).toBeNull();
  });
});
