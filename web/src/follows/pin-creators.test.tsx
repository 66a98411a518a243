import { pinMessages, registerMessages } from "@corkboard/core/messages";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { bootstrapWith, ok, stubApi, testViewerUser } from "../auth/test-support.tsx";
import { renderManaged, signedInBootstrap } from "../boards/manage/test-support.tsx";
import { PinCreatedContent } from "../pins/save/pin-created-dialog.tsx";
import { saveResult } from "../pins/save/save-test-support.tsx";
import { PinCreatorCard } from "./pin-creators.tsx";
import { CREATORS, creatorCard, FOLLOW, followAnswer, resetFollowTest } from "./test-support.tsx";

const CREATORS_PATH = "/resource/PinCreatorsResource/get/";

/** The creators of pin 900: its pinner Ana, and maya.example's official user Maya. */
function creators(
  official = creatorCard({ id: "3", username: "maya", full_name: "Maya Bakes", profile_url: "/maya/" }),
) {
  return ok({
    id: "900",
    pinner: creatorCard(),
    link_domain: { domain: "maya.example", official_user: official },
  });
}

afterEach(resetFollowTest);

describe("the pin page's creator card (FOLLOW-022, FOLLOW-023)", () => {
  it("FOLLOW-022 FOLLOW-020 shows the pinner's avatar, name, follower count and profile link, with a follow button", async () => {
    const api = stubApi({
      [CREATORS]: () =>
        ok({
          id: "900",
          pinner: creatorCard({ is_verified_merchant: true, follower_count: 1 }),
          link_domain: null,
        }),
    });
    renderManaged(<PinCreatorCard pinId="900" fallback={<p>pinner from the pin</p>} />, {
      bootstrap: signedInBootstrap(),
    });
    // The pin's own pinner shows until the card is read.
    expect(screen.getByText("pinner from the pin")).toBeTruthy();
    const card = await screen.findByTestId("creator-card");
    const link = within(card).getByRole("link", { name: /Ana Lima/ });
    expect(link.getAttribute("href")).toBe("/ana/");
    expect(link.querySelector("img")?.getAttribute("src")).toBe("/media/ana/75x");
    expect(within(card).getByText("1 follower")).toBeTruthy();
    expect(within(card).getByText("Verified merchant")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Follow" })).toBeTruthy();
    expect(api.to(CREATORS_PATH)[0]?.query).toEqual({ pin_id: "900" });
  });

  it("FOLLOW-023 clips a long name at 70 characters, the whole name in its title", async () => {
    const long = `${"Ana ".repeat(20)}Lima`;
    stubApi({
      [CREATORS]: () => ok({ id: "900", pinner: creatorCard({ full_name: long }), link_domain: null }),
    });
    renderManaged(<PinCreatorCard pinId="900" fallback={null} />, { bootstrap: signedInBootstrap() });
    const card = await screen.findByTestId("creator-card");
    const name = card.querySelector(".cb-creator-card__name") as HTMLElement;
    expect(name.textContent).toBe(`${long.slice(0, 70)}…`);
    expect(name.getAttribute("title")).toBe(long);
  });

  it("FOLLOW-005 a follow from a pin's card names the pin in aux_data", async () => {
    let followed = false;
    const api = stubApi({
      [CREATORS]: () =>
        ok({
          id: "900",
          pinner: creatorCard({ explicitly_followed_by_me: followed, followed_by_me: followed }),
          link_domain: null,
        }),
      [FOLLOW]: () => {
        followed = true;
        return followAnswer(true, 4);
      },
    });
    renderManaged(<PinCreatorCard pinId="900" fallback={null} />, { bootstrap: signedInBootstrap() });
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Following" })).toBeTruthy();
    expect(api.to("/resource/UserFollowResource/create/")[0]?.body).toEqual({
      user_id: "2",
      aux_data: { pin_id: "900" },
    });
  });
});

describe("the pin-created dialog's follow card (FOLLOW-021)", () => {
  beforeAll(() => registerMessages(pinMessages));

  /**
   * The dialog's content, with the pin page's creator card of the same pin beside it: both
   * read one query, so once that card shows, the dialog has the creators too and has
   * decided about its follow card.
   */
  function renderCreated(bootstrap = signedInBootstrap()) {
    return renderManaged(
      <>
        <PinCreatedContent result={saveResult()} color="#abcdef" />
        <PinCreatorCard pinId="900" fallback={null} />
      </>,
      { bootstrap },
    );
  }

  it("FOLLOW-021 IMPL-002 offers the link domain's official user to a signed-in viewer who does not follow them", async () => {
    let followed = false;
    const maya = () =>
      creatorCard({
        id: "3",
        username: "maya",
        full_name: "Maya Bakes",
        profile_url: "/maya/",
        explicitly_followed_by_me: followed,
        followed_by_me: followed,
      });
    stubApi({
      [CREATORS]: () => creators(maya()),
      [FOLLOW]: () => {
        followed = true;
        return followAnswer(true, 4);
      },
    });
    renderCreated();
    const card = await screen.findByRole("region", { name: "From maya.example" });
    expect(
      within(card)
        .getByRole("link", { name: /Maya Bakes/ })
        .getAttribute("href"),
    ).toBe("/maya/");
    fireEvent.click(within(card).getByRole("button", { name: "Follow" }));
    // Followed from here, the card stays and says so.
    expect(await within(card).findByRole("button", { name: "Following" })).toBeTruthy();
  });

  it("FOLLOW-021 no card when the viewer already follows the official user", async () => {
    stubApi({
      [CREATORS]: () =>
        creators(
          creatorCard({ id: "3", username: "maya", explicitly_followed_by_me: true, followed_by_me: true }),
        ),
    });
    renderCreated();
    await screen.findByTestId("creator-card");
    expect(screen.queryByRole("region", { name: "From maya.example" })).toBeNull();
  });

  it("FOLLOW-021 no card when the official user is the viewer", async () => {
    stubApi({ [CREATORS]: () => creators(creatorCard({ id: "1", username: "jo", is_viewer: true })) });
    renderCreated();
    await screen.findByTestId("creator-card");
    expect(screen.queryByRole("region", { name: "From maya.example" })).toBeNull();
    // The only "This is you" would be the card's; the pinner's card beside it is Ana's.
    expect(screen.queryByRole("button", { name: "This is you" })).toBeNull();
  });

  it("FOLLOW-021 no card, and no read, for a visitor who is not signed in", async () => {
    const api = stubApi({ [CREATORS]: () => creators() });
    renderManaged(<PinCreatedContent result={saveResult()} color="#abcdef" />, {
      bootstrap: bootstrapWith({ viewer: { user: testViewerUser() } }),
    });
    expect(await screen.findByRole("link", { name: "See it now" })).toBeTruthy();
    expect(api.to(CREATORS_PATH)).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "From maya.example" })).toBeNull();
  });
});
