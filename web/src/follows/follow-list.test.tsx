import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok, stubApi } from "../auth/test-support.tsx";
import {
  anaProfile,
  BOARDS,
  emptyPage,
  FOLLOW,
  FOLLOWERS,
  FOLLOWING,
  followAnswer,
  held,
  listUser,
  PROFILE,
  renderAnaProfile,
  resetFollowTest,
} from "./test-support.tsx";

const FOLLOWERS_PATH = "/resource/UserFollowersResource/get/";

afterEach(resetFollowTest);

describe("followers and following lists (IMPL-025, FOLLOW-019, FOLLOW-020)", () => {
  it("IMPL-025 FOLLOW-019 FOLLOW-020 the follower count opens the list: rows with avatar, name linking to /{username}/ and a follow button", async () => {
    const api = stubApi({
      [PROFILE]: () => ok(anaProfile()),
      [BOARDS]: emptyPage,
      [FOLLOWERS]: () =>
        ok({
          items: [
            listUser("5", "bea", { image_medium_url: "/media/bea/75x", follower_count: 12 }),
            listUser("1", "jo", { full_name: "Jo Smith", is_viewer: true }),
          ],
          bookmark: null,
        }),
    });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "3 followers" }));
    const dialog = (await screen.findByRole("heading", { name: "Followers" })).closest(
      "dialog",
    ) as HTMLElement;
    const list = await within(dialog).findByRole("list", { name: "Followers of Ana Lima" });
    const [bea, jo] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    const link = within(bea).getByRole("link", { name: /Bea Doe/ });
    expect(link.getAttribute("href")).toBe("/bea/");
    expect(link.querySelector("img")?.getAttribute("src")).toBe("/media/bea/75x");
    expect(within(bea).getByText("12 followers")).toBeTruthy();
    expect(within(bea).getByRole("button", { name: "Follow" })).toBeTruthy();
    // FOLLOW-016: the viewer's own row.
    expect((within(jo).getByRole("button", { name: "This is you" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(api.to(FOLLOWERS_PATH)[0]?.query).toEqual({ username: "ana" });
  });

  it("IMPL-025 the following count opens the other list; an empty one says so", async () => {
    stubApi({ [PROFILE]: () => ok(anaProfile()), [BOARDS]: emptyPage, [FOLLOWING]: emptyPage });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "7 following" }));
    const dialog = (await screen.findByRole("heading", { name: "Following" })).closest(
      "dialog",
    ) as HTMLElement;
    expect(await within(dialog).findByText("Not following anyone yet.")).toBeTruthy();
  });

  it("IMPL-025 Show more loads the next page by the server's bookmark", async () => {
    const api = stubApi({
      [PROFILE]: () => ok(anaProfile()),
      [BOARDS]: emptyPage,
      [FOLLOWERS]: (request) =>
        request.query.bookmark === "b2"
          ? ok({ items: [listUser("7", "cy")], bookmark: null })
          : ok({ items: [listUser("5", "bea")], bookmark: "b2" }),
    });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "3 followers" }));
    fireEvent.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("link", { name: /Cy Doe/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Bea Doe/ })).toBeTruthy();
    expect(api.to(FOLLOWERS_PATH).map((request) => request.query.bookmark)).toEqual([undefined, "b2"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show more" })).toBeNull());
  });

  it("FOLLOW-003 FOLLOW-019 following from a row flips its button and follower count at once", async () => {
    const call = held<Response>();
    const api = stubApi({
      [PROFILE]: () => ok(anaProfile()),
      [BOARDS]: emptyPage,
      [FOLLOWERS]: () => ok({ items: [listUser("5", "bea", { follower_count: 12 })], bookmark: null }),
      [FOLLOW]: () => call.promise,
    });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "3 followers" }));
    const dialog = (await screen.findByRole("heading", { name: "Followers" })).closest(
      "dialog",
    ) as HTMLElement;
    fireEvent.click(await within(dialog).findByRole("button", { name: "Follow" }));
    expect(await within(dialog).findByRole("button", { name: "Following" })).toBeTruthy();
    expect(within(dialog).getByText("13 followers")).toBeTruthy();
    expect(api.to("/resource/UserFollowResource/create/")[0]?.body).toEqual({ user_id: "5" });
    call.release(followAnswer(true, 13));
    expect(
      await screen.findByText("Following! Their created Pins will show up in your home feed!"),
    ).toBeTruthy();
  });
});
