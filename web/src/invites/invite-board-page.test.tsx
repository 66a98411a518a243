import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, fail, ok, resetAuthState, stubApi } from "../auth/test-support.tsx";
import { clearToasts, renderManaged, signedInBootstrap } from "../boards/manage/test-support.tsx";
import { InviteBoardPage } from "./invite-board-page.tsx";

const DESCRIBE = "GET /resource/BoardInviteResource/get/";
const RESPOND = "POST /resource/BoardInviteResource/update/";
const PATH = "/invite/board/tok123/";

const invite = {
  id: "9",
  status: "pending",
  board: { id: "b1", name: "Road trip", privacy: "secret" },
  inviter: {
    id: "2",
    username: "ana",
    full_name: "Ana Lima",
    first_name: "Ana",
    image_medium_url: null,
    is_default_image: true,
    avatar_color_index: 1,
  },
  email: null,
};

function renderPage(bootstrap = signedInBootstrap()) {
  return renderManaged(
    <Route path="/invite/board/:token">
      <InviteBoardPage />
    </Route>,
    { path: PATH, bootstrap },
  );
}

describe("board invite page", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-028 shows a signed-in viewer the invite with Accept and Decline; Accept opens the board", async () => {
    const api = stubApi({
      [DESCRIBE]: () => ok(invite),
      [RESPOND]: () =>
        ok({ status: "accepted", board: { id: "b1", name: "Road trip", url: "/ana/road-trip/" } }),
    });
    const { location } = renderPage();
    expect(await screen.findByText("Ana Lima invited you to collaborate on Road trip")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/ana/road-trip/"));
    expect(api.to("/resource/BoardInviteResource/update/")[0]?.body).toEqual({
      token: "tok123",
      accept: true,
    });
    expect(await screen.findByText("You're now a collaborator on Road trip")).toBeTruthy();
  });

  it("FOLLOW-007 Accept and follow: a follow with the invite's code, whose answer runs the invite's success handler", async () => {
    const api = stubApi({
      [DESCRIBE]: () => ok(invite),
      "POST /resource/UserFollowResource/create/": () =>
        ok({
          user_id: "2",
          explicitly_followed_by_me: true,
          followed_by_me: true,
          follower_count: 4,
          invite: { status: "accepted", board: { id: "b1", name: "Road trip", url: "/ana/road-trip/" } },
        }),
    });
    const { location } = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Accept and follow Ana Lima" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/ana/road-trip/"));
    expect(api.to("/resource/UserFollowResource/create/")[0]?.body).toEqual({
      user_id: "2",
      invite_code: "tok123",
    });
    expect(api.to("/resource/BoardInviteResource/update/")).toHaveLength(0);
    expect(await screen.findByText("You're now a collaborator on Road trip")).toBeTruthy();
  });

  it("IMPL-028 Decline sends accept false and says so", async () => {
    const api = stubApi({
      [DESCRIBE]: () => ok(invite),
      [RESPOND]: () => ok({ status: "declined", board: null }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    expect((await screen.findAllByText("Invite declined")).length).toBeGreaterThan(0);
    expect(api.to("/resource/BoardInviteResource/update/")[0]?.body).toEqual({
      token: "tok123",
      accept: false,
    });
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("IMPL-028 a failed answer shows the server's words (an invite for another account)", async () => {
    stubApi({
      [DESCRIBE]: () => ok(invite),
      [RESPOND]: () => fail(403, "INVITE_WRONG_ACCOUNT", "This invite was sent to someone else."),
    });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "This invite was sent to someone else.",
    );
  });

  it("AUTH-017 AUTH-018 AUTH-042 a logged-out visitor sees the inviter above the boardInvite login", async () => {
    stubApi({ [DESCRIBE]: () => ok(invite) });
    renderPage(bootstrapWith({}));
    expect(await screen.findByText("Ana Lima invited you to collaborate on Road trip")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Log in to accept your board invite" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("IMPL-028 an unknown or answered invite is no longer valid", async () => {
    stubApi({ [DESCRIBE]: () => fail(404, "INVITE_INVALID", "Invite not found") });
    renderPage();
    expect(await screen.findByText("This invite is no longer valid.")).toBeTruthy();
  });
});
