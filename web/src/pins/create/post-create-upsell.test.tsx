import { pinMessages, registerMessages } from "@corkboard/core/messages";
import { PIN_TIMING, showPostCreateUpsell } from "@corkboard/core/pins";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bootstrapWith,
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../../auth/test-support.tsx";
import { PostCreateUpsell, UPSELL_EXPERIMENT } from "./post-create-upsell.tsx";

// The upsell's rule runs as written; the spy only tells the test when the component has
// decided, so "nothing shown" is read after the decision rather than after a guessed delay.
vi.mock("@corkboard/core/pins", async (importOriginal) => {
  const pins = await importOriginal<typeof import("@corkboard/core/pins")>();
  return { ...pins, showPostCreateUpsell: vi.fn(pins.showPostCreateUpsell) };
});

const SETTINGS = "GET /v3/users/settings/";
const inExperiment = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, user: testViewerUser() },
  experiments: { [UPSELL_EXPERIMENT]: { group: "enabled", value: "on" } },
});

describe("post-create upsell", () => {
  beforeAll(() => registerMessages(pinMessages));
  afterEach(() => {
    vi.useRealTimers();
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
    // Only the dismiss delay's clock is faked; the answers still arrive through promises,
    // so they are awaited by letting promise callbacks run (findBy would wait on a timer).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderApp(<PostCreateUpsell url="https://www.instagram.com/p/abc/" />, { bootstrap: inExperiment });
    for (let i = 0; i < 100 && !screen.queryByRole("link", { name: "Connect now" }); i++)
      await act(() => Promise.resolve());
    const connect = screen.getByRole("link", { name: "Connect now" });
    expect(connect.getAttribute("href")).toBe("/settings/claim/");
    expect(window.localStorage.getItem("claiming_upsells_seen")).toBe("POST_CREATE_UPSELL_V2");
    expect(screen.queryByRole("button", { name: "Not now" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(PIN_TIMING.upsellDismissDelayMs - 1));
    expect(screen.queryByRole("button", { name: "Not now" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("button", { name: "Not now" })).toBeTruthy();
    vi.useRealTimers();
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
    const decide = vi.mocked(showPostCreateUpsell);
    decide.mockClear();
    renderApp(<PostCreateUpsell url="https://instagram.com/p/abc/" />, { bootstrap: inExperiment });
    await waitFor(() => expect(api.to("/v3/users/settings/")).toHaveLength(1));
    // It decides twice: whether the settings could matter, then with the answer.
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(2));
    expect(decide.mock.results[1]).toEqual({ type: "return", value: false });
    expect(screen.queryByRole("link", { name: "Connect now" })).toBeNull();
    expect(window.localStorage.getItem("claiming_upsells_seen")).toBeNull();
  });
});
