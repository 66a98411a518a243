import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import {
  bootstrapWith,
  fail,
  ok,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../../auth/test-support.tsx";
import { BoardCollaboratorsPage } from "./board-collaborators-page.tsx";
import { clearToasts, renderManaged, signedInBootstrap, testBoard } from "./test-support.tsx";

const BOARD = "GET /resource/BoardResource/get/";
const PEOPLE = "GET /resource/BoardCollaboratorsResource/get/";
const REMOVE = "POST /resource/BoardCollaboratorResource/delete/";
const CANCEL = "POST /resource/BoardInviteResource/delete/";

const board = testBoard({ id: "11", privacy: "secret" });
const person = (id: string, username: string, full_name = "") => ({
  id,
  username,
  full_name,
  image_medium_url: null,
  avatar_color_index: 0,
});
const invite = {
  id: "31",
  board_id: "11",
  status: "pending",
  invitee: null,
  email: "kim@example.com",
  created_at: "2026-01-02T00:00:00.000Z",
};
const people = {
  owner: person("1", "jo", "Jo Smith"),
  collaborators: [person("5", "sam", "Sam Lee")],
  pending_invites: [invite],
};

const viewer = (id: string) =>
  bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser({ id }) } });

function renderPage(bootstrap = signedInBootstrap(), handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [BOARD]: () => ok({ board, sections: [] }),
    [PEOPLE]: () => ok(people),
    ...handlers,
  });
  const { location } = renderManaged(
    <Route path="/board/:id/edit/collaborators">
      <BoardCollaboratorsPage />
    </Route>,
    { path: "/board/11/edit/collaborators/", bootstrap },
  );
  return { api, location };
}

describe("board collaborators page", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-027 IMPL-028 the owner sees owner, collaborators and open invites, and may add more", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Collaborators" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Collaborators | Corkboard"));
    const list = screen.getByRole("list", { name: "Collaborators" });
    expect(within(list).getByRole("link", { name: "Jo Smith" }).getAttribute("href")).toBe("/jo/");
    expect(within(list).getByText("· Owner")).toBeTruthy();
    expect(within(list).getByRole("link", { name: "Sam Lee" })).toBeTruthy();
    expect(within(list).queryByRole("button", { name: "Remove Jo Smith" })).toBeNull();
    const pending = screen.getByRole("list", { name: "Invited, not yet answered" });
    expect(within(pending).getByText("kim@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Doors" }).getAttribute("href")).toBe("/jo/doors/");
    expect(screen.getByRole("link", { name: "Add collaborators" }).getAttribute("href")).toBe(
      "/board/11/edit/add_collaborators/",
    );
  });

  it("IMPL-027 IMPL-028 the owner removes a collaborator after confirming", async () => {
    let removed = false;
    const { api } = renderPage(signedInBootstrap(), {
      [PEOPLE]: () => ok(removed ? { ...people, collaborators: [] } : people),
      [REMOVE]: () => {
        removed = true;
        return ok({ board_id: "11", user_id: "5" });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Sam Lee" }));
    const dialog = (await screen.findByRole("heading", { name: "Remove this collaborator?" })).closest(
      "dialog",
    ) as HTMLElement;
    expect(within(dialog).getByText("Sam Lee will no longer be able to save Pins to Doors.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Collaborator removed")).toBeTruthy();
    expect(api.to("/resource/BoardCollaboratorResource/delete/")[0]?.body).toEqual({
      board_id: "11",
      user_id: "5",
    });
    expect(await screen.findByText("No one collaborates on this board yet.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sam Lee" })).toBeNull();
  });

  it("IMPL-028 the owner cancels a pending invite; a refusal is told and the invite stays", async () => {
    let cancelled = false;
    let refuse = true;
    const { api } = renderPage(signedInBootstrap(), {
      [PEOPLE]: () => ok(cancelled ? { ...people, pending_invites: [] } : people),
      [CANCEL]: () => {
        if (refuse) return fail(404, "NOT_FOUND", "Invite not found");
        cancelled = true;
        return ok({ board_id: "11", invite_id: "31" });
      },
    });
    const button = await screen.findByRole("button", { name: "Cancel the invite to kim@example.com" });
    fireEvent.click(button);
    expect(await screen.findByText("Invite not found")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Invited, not yet answered" })).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Cancel the invite to kim@example.com" }));
    expect(await screen.findByText("Invite cancelled")).toBeTruthy();
    expect(api.to("/resource/BoardInviteResource/delete/").at(-1)?.body).toEqual({
      board_id: "11",
      invite_id: "31",
    });
    await waitFor(() => expect(screen.queryByRole("list", { name: "Invited, not yet answered" })).toBeNull());
  });

  it("IMPL-027 IMPL-028 a collaborator reads the list without remove or add, and may leave", async () => {
    const { api, location } = renderPage(viewer("5"), {
      [REMOVE]: () => ok({ board_id: "11", user_id: "5" }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Collaborators" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sam Lee" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Cancel the invite/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add collaborators" })).toBeNull();
    // Only on their own row.
    expect(screen.getAllByRole("button", { name: "Leave board" })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Leave board" }));
    const dialog = (await screen.findByRole("heading", { name: "Leave this board?" })).closest(
      "dialog",
    ) as HTMLElement;
    expect(within(dialog).getByText("You will no longer be able to save Pins to Doors.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(await screen.findByText("You left Doors")).toBeTruthy();
    expect(api.to("/resource/BoardCollaboratorResource/delete/")[0]?.body).toEqual({
      board_id: "11",
      user_id: "5",
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe("/sam/"));
  });

  it("IMPL-027 anyone else finds no such page", async () => {
    renderPage(viewer("7"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry, we couldn't find that page" }),
    ).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Collaborators" })).toBeNull();
    expect(document.title).toBe("Page not found | Corkboard");
  });
});
