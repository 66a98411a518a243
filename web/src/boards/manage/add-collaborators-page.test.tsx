import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
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
import { AddCollaboratorsPage } from "./add-collaborators-page.tsx";
import { clearToasts, renderManaged, signedInBootstrap, testBoard } from "./test-support.tsx";

const BOARD = "GET /resource/BoardResource/get/";
const TYPEAHEAD = "GET /resource/ShareSuggestionsTypeaheadResource/get/";
const INVITE_USERS = "POST /resource/BoardInviteResource/create/";
const INVITE_EMAILS = "POST /resource/BoardEmailInviteResource/create/";

const board = testBoard({ id: "11" });
const sam = {
  type: "user",
  id: "5",
  title: "Sam Lee",
  full_name: "Sam Lee",
  username: "sam",
  image_medium_url: null,
  image_large_url: null,
  valid: true,
};

function renderPage(bootstrap = signedInBootstrap(), handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [BOARD]: () => ok({ board, sections: [] }),
    [TYPEAHEAD]: () => ok([sam]),
    [INVITE_USERS]: () => ok({ invites: [] }),
    [INVITE_EMAILS]: () => ok({ invites: [] }),
    ...handlers,
  });
  const { location } = renderManaged(
    <Route path="/board/:id/edit/add_collaborators">
      <AddCollaboratorsPage />
    </Route>,
    { path: "/board/11/edit/add_collaborators/", bootstrap },
  );
  return { api, location };
}

const field = () => screen.getByLabelText("Collaborators") as HTMLInputElement;

describe("add collaborators page", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-027 BOARD-064 the owner invites a person and an email, then sees the collaborators", async () => {
    const { api, location } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Add collaborators" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Add collaborators | Corkboard"));
    const send = screen.getByRole("button", { name: "Send invites" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.change(field(), { target: { value: "sa" } });
    fireEvent.click(await screen.findByRole("button", { name: "Invite Sam Lee" }));
    fireEvent.change(field(), { target: { value: "kim@" } });
    expect(screen.getByText("Keep typing!")).toBeTruthy();
    fireEvent.change(field(), { target: { value: "kim@example.com" } });
    expect(screen.getByText("Click to send!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Invite kim@example.com" }));
    expect(screen.getByText("Done!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Sam Lee" })).toBeTruthy();

    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(location.history?.at(-1)).toBe("/board/11/edit/collaborators/"));
    expect(api.to("/resource/BoardInviteResource/create/")[0]?.body).toEqual({
      board_id: "11",
      invited_user_ids: ["5"],
    });
    expect(api.to("/resource/BoardEmailInviteResource/create/")[0]?.body).toEqual({
      board_id: "11",
      emails: ["kim@example.com"],
    });
    expect(await screen.findByText("2 invites sent")).toBeTruthy();
  });

  it("IMPL-027 a failed invite says why and stays on the page", async () => {
    const { location } = renderPage(signedInBootstrap(), {
      [INVITE_EMAILS]: () => fail(400, "INVALID_EMAIL", "That email address doesn't look right."),
    });
    await screen.findByRole("heading", { level: 1, name: "Add collaborators" });
    fireEvent.change(field(), { target: { value: "kim@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite kim@example.com" }));
    fireEvent.click(screen.getByRole("button", { name: "Send invites" }));
    expect((await screen.findByRole("alert")).textContent).toBe("That email address doesn't look right.");
    expect(location.history?.at(-1)).toBe("/board/11/edit/add_collaborators/");
  });

  it("IMPL-027 anyone but the owner finds no such page", async () => {
    renderPage(bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser({ id: "5" }) } }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry, we couldn't find that page" }),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Collaborators")).toBeNull();
  });
});
