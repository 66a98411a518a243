import type { NotificationItem } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, fail, ok, resetAuthState, stubApi } from "../auth/test-support.tsx";
import { clearToasts, renderManaged, signedInBootstrap } from "../boards/manage/test-support.tsx";
import { NotificationsPage } from "./notifications-page.tsx";

const LIST = "GET /resource/NotificationsResource/get/";
const COUNT = "GET /resource/NotificationCountResource/get/";
const READ = "POST /resource/NotificationsResource/update/";
const RESPOND = "POST /resource/BoardInviteResource/update/";

const ana = {
  id: "2",
  username: "ana",
  full_name: "Ana Lima",
  image_medium_url: null,
  avatar_color_index: 1,
};
const ben = { id: "3", username: "ben", full_name: "Ben Ito", image_medium_url: null, avatar_color_index: 2 };

function notification(patch: Partial<NotificationItem>): NotificationItem {
  return {
    id: "1",
    type: "new_follower",
    actor: ana,
    board: null,
    invite: null,
    pin: null,
    read: false,
    created_at: "2026-11-20T10:00:00.000Z",
    ...patch,
  };
}

const follower = notification({ id: "1" });
const invitation = notification({
  id: "2",
  type: "board_invite",
  actor: ben,
  board: { id: "b9", name: "Road trip", url: "/ben/road-trip/" },
  invite: { id: "77", status: "pending" },
});
const accepted = notification({
  id: "3",
  type: "board_invite_accepted",
  board: { id: "b1", name: "Doors", url: "/jo/doors/" },
  read: true,
});

function renderPage(bootstrap = signedInBootstrap()) {
  return renderManaged(
    <Route path="/notifications/">
      <NotificationsPage />
    </Route>,
    { path: "/notifications/", bootstrap },
  );
}

describe("notifications page", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-039 lists new followers, invitations and accepted invitations, unread ones marked", async () => {
    stubApi({
      [LIST]: () => ok({ items: [follower, invitation, accepted], bookmark: null }),
      [COUNT]: () => ok({ unread_count: 2 }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeTruthy();
    const rows = await screen.findAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Ana Lima followed you",
      "Ben Ito invited you to collaborate on Road trip",
      "Ana Lima accepted your invitation to Doors",
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/ana/");
    expect(
      within(rows[2] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/jo/doors/");
    expect(within(rows[0] as HTMLElement).getByText("Unread")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText("Unread")).toBeNull();
  });

  it("IMPL-039 opening an unread notification marks it read", async () => {
    const api = stubApi({
      [LIST]: () => ok({ items: [follower], bookmark: null }),
      [COUNT]: () => ok({ unread_count: 1 }),
      [READ]: () => ok({ unread_count: 0 }),
    });
    const { location } = renderPage();
    fireEvent.click(await screen.findByRole("link", { name: "Ana Lima followed you" }));
    await waitFor(() => expect(api.to("/resource/NotificationsResource/update/")).toHaveLength(1));
    expect(api.to("/resource/NotificationsResource/update/")[0]?.body).toEqual({ notification_id: "1" });
    expect(location.history?.at(-1)).toBe("/ana/");
  });

  it("IMPL-039 Mark all as read clears the marks at once and keeps them cleared", async () => {
    const api = stubApi({
      [LIST]: () => ok({ items: [follower, invitation], bookmark: null }),
      [COUNT]: () => ok({ unread_count: 2 }),
      [READ]: () => ok({ unread_count: 0 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.queryAllByText("Unread")).toHaveLength(0));
    expect(api.to("/resource/NotificationsResource/update/")[0]?.body).toEqual({ all: true });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull());
  });

  it("IMPL-039 a failed Mark all as read puts the unread marks back and says why", async () => {
    stubApi({
      [LIST]: () => ok({ items: [follower, invitation], bookmark: null }),
      [COUNT]: () => ok({ unread_count: 2 }),
      [READ]: () => fail(403, "FORBIDDEN", "No."),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Mark all as read" })).toHaveProperty("disabled", false),
    );
    expect(screen.getAllByText("Unread")).toHaveLength(2);
    expect(within(screen.getByRole("status")).getByText("You don't have access to that.")).toBeTruthy();
  });

  it("IMPL-039 IMPL-028 an invitation is accepted from its notification", async () => {
    let answered = false;
    const api = stubApi({
      [LIST]: () =>
        ok({
          items: [
            answered ? { ...invitation, read: true, invite: { id: "77", status: "accepted" } } : invitation,
          ],
          bookmark: null,
        }),
      [COUNT]: () => ok({ unread_count: answered ? 0 : 1 }),
      [RESPOND]: () => {
        answered = true;
        return ok({ status: "accepted", board: { id: "b9", name: "Road trip", url: "/ben/road-trip/" } });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("You're now a collaborator on Road trip")).toBeTruthy();
    expect(api.to("/resource/BoardInviteResource/update/")[0]?.body).toEqual({
      invite_id: "77",
      accept: true,
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Accept" })).toBeNull());
  });

  it("IMPL-039 nothing yet: the empty state says what will appear", async () => {
    stubApi({ [LIST]: () => ok({ items: [], bookmark: null }), [COUNT]: () => ok({ unread_count: 0 }) });
    renderPage();
    expect(
      await screen.findByText(
        "Nothing new yet. When someone follows you or invites you to a board, you'll see it here.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("IMPL-039 a visitor is sent to log in first, coming back here", async () => {
    const api = stubApi({});
    const { location } = renderPage(bootstrapWith({}));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/login/?next=%2Fnotifications%2F"));
    expect(api.sent).toHaveLength(0);
  });
});
