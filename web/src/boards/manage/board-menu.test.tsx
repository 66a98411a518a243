import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  bootstrapWith,
  fail,
  ok,
  resetAuthState,
  stubApi,
  testViewerUser,
} from "../../auth/test-support.tsx";
import { BoardMenu } from "./board-menu.tsx";
import { clearToasts, renderManaged, signedInBootstrap, testBoard } from "./test-support.tsx";

const PEOPLE = "GET /resource/BoardCollaboratorsResource/get/";
const UPDATE = "POST /resource/BoardResource/update/";
const DELETE = "POST /resource/BoardResource/delete/";

const board = testBoard;

const ana = { id: "2", username: "ana", full_name: "Ana", image_medium_url: null, avatar_color_index: 0 };
const asAna = bootstrapWith({
  viewer: { type: "AUTH", is_auth: true, user: testViewerUser({ id: "2", username: "ana" }) },
});

async function openMenu() {
  fireEvent.click(await screen.findByRole("button", { name: "More board options" }));
}

describe("board menu", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-027 the owner can edit, add a section, move pins, archive and delete", async () => {
    stubApi({});
    renderManaged(<BoardMenu board={board()} onOrganize={() => {}} />, { bootstrap: signedInBootstrap() });
    const button = await screen.findByRole("button", { name: "More board options" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await openMenu();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    for (const name of [
      "Edit board",
      "Add section",
      "Select Pins to move",
      "Archive board",
      "Delete board",
    ]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
  });

  it("IMPL-046 Escape closes the menu and gives focus back to its button", async () => {
    stubApi({});
    renderManaged(<BoardMenu board={board()} onOrganize={() => {}} />, { bootstrap: signedInBootstrap() });
    await openMenu();
    const item = screen.getByRole("button", { name: "Edit board" });
    item.focus();
    fireEvent.keyDown(item, { key: "Escape" });
    const button = screen.getByRole("button", { name: "More board options" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole("button", { name: "Edit board" })).toBeNull();
  });

  it("IMPL-027 a collaborator adds sections and moves pins only; a stranger gets no menu", async () => {
    stubApi({
      [PEOPLE]: () => ok({ owner: ana, collaborators: [{ ...ana, id: "2" }], pending_invites: [] }),
    });
    renderManaged(<BoardMenu board={board()} onOrganize={() => {}} />, { bootstrap: asAna });
    await openMenu();
    expect(screen.getByRole("button", { name: "Add section" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit board" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete board" })).toBeNull();
    cleanup();
    stubApi({ [PEOPLE]: () => ok({ owner: ana, collaborators: [], pending_invites: [] }) });
    renderManaged(<BoardMenu board={board()} onOrganize={() => {}} />, { bootstrap: asAna });
    await waitFor(() => expect(screen.queryByRole("button", { name: "More board options" })).toBeNull());
  });

  it("IMPL-027 BOARD-029 BOARD-041 editing checks the name and shows the server's message and detail", async () => {
    const api = stubApi({
      [UPDATE]: () =>
        Response.json(
          {
            resource_response: {
              status: "failure",
              code: 409,
              message: "Board exists",
              message_detail: "Pick another name.",
              data: null,
              error: {
                code: "BOARD_NAME_TAKEN",
                message: "Board exists",
                message_detail: "Pick another name.",
              },
            },
          },
          { status: 409 },
        ),
    });
    renderManaged(<BoardMenu board={board()} onOrganize={() => {}} />, { bootstrap: signedInBootstrap() });
    await openMenu();
    fireEvent.click(screen.getByRole("button", { name: "Edit board" }));
    const dialog = (await screen.findByRole("heading", { name: "Edit your board" })).closest(
      "dialog",
    ) as HTMLElement;
    const name = within(dialog).getByLabelText("Name");
    const save = within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    fireEvent.change(name, { target: { value: "  " } });
    expect(within(dialog).getByText("Don't forget to name your board!")).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: " Front doors " } });
    fireEvent.click(within(dialog).getByLabelText("Keep this board secret"));
    fireEvent.click(save);
    expect(await within(dialog).findByText("Pick another name.")).toBeTruthy();
    expect(within(dialog).getByText("Board exists")).toBeTruthy();
    expect(api.to("/resource/BoardResource/update/")[0]?.body).toEqual({
      board_id: "b1",
      name: "Front doors",
      description: "",
      privacy: "secret",
    });
  });

  it("BOARD-036 a protected board's privacy is shown locked and never sent", async () => {
    const api = stubApi({ [UPDATE]: () => ok({ ...board({ privacy: "protected" }) }) });
    renderManaged(<BoardMenu board={board({ privacy: "protected" })} onOrganize={() => {}} />, {
      bootstrap: signedInBootstrap(),
    });
    await openMenu();
    fireEvent.click(screen.getByRole("button", { name: "Edit board" }));
    const dialog = (await screen.findByRole("heading", { name: "Edit your board" })).closest(
      "dialog",
    ) as HTMLElement;
    const locked = within(dialog).getByRole("switch", {
      name: "Protected board (not listed on user's profile)",
    });
    expect((locked as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.to("/resource/BoardResource/update/")).toHaveLength(1));
    expect(api.to("/resource/BoardResource/update/")[0]?.body).not.toHaveProperty("privacy");
  });

  it("IMPL-027 archive sends archived true; delete asks, deletes and goes to the profile", async () => {
    const api = stubApi({
      [UPDATE]: () => ok(board({ archived: true })),
      [DELETE]: () => ok({ id: "b1" }),
    });
    const { location } = renderManaged(<BoardMenu board={board()} onOrganize={() => {}} />, {
      bootstrap: signedInBootstrap(),
    });
    await openMenu();
    fireEvent.click(screen.getByRole("button", { name: "Archive board" }));
    expect(await screen.findByText("Board archived")).toBeTruthy();
    expect(api.to("/resource/BoardResource/update/")[0]?.body).toEqual({ board_id: "b1", archived: true });
    await openMenu();
    fireEvent.click(screen.getByRole("button", { name: "Delete board" }));
    const dialog = (await screen.findByRole("heading", { name: "Delete this board?" })).closest(
      "dialog",
    ) as HTMLElement;
    expect(within(dialog).getByText(/The board Doors and its 4 Pins will be deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/jo/"));
    expect(api.to("/resource/BoardResource/delete/")[0]?.body).toEqual({ board_id: "b1" });
  });

  it("IMPL-027 a failed delete stays in the dialog with the server's words", async () => {
    stubApi({ [DELETE]: () => fail(404, "NOT_FOUND", "Board not found") });
    renderManaged(<BoardMenu board={board()} onOrganize={() => {}} />, { bootstrap: signedInBootstrap() });
    await openMenu();
    fireEvent.click(screen.getByRole("button", { name: "Delete board" }));
    const dialog = (await screen.findByRole("heading", { name: "Delete this board?" })).closest(
      "dialog",
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", "Board not found");
  });
});
