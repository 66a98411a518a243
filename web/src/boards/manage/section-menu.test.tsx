import type { Board, BoardSection } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fail, ok, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { SectionMenu } from "./section-menu.tsx";
import { clearToasts, renderManaged, signedInBootstrap } from "./test-support.tsx";

const UPDATE = "POST /resource/BoardSectionResource/update/";
const DELETE = "POST /resource/BoardSectionResource/delete/";

const board = {
  id: "b1",
  name: "Doors",
  slug: "doors",
  url: "/jo/doors/",
  owner: { id: "1", username: "jo" },
} as Board;
const section: BoardSection = {
  id: "s1",
  title: "Red",
  slug: "red",
  type: "board_section",
  pin_count: 2,
  preview_pins: [],
};

async function openItem(name: string, title: string) {
  fireEvent.click(await screen.findByRole("button", { name: "More section options" }));
  fireEvent.click(screen.getByRole("button", { name }));
  return (await screen.findByRole("heading", { name: title })).closest("dialog") as HTMLElement;
}

function renderMenu() {
  return renderManaged(<SectionMenu board={board} section={section} onOrganize={() => {}} />, {
    path: "/jo/doors/red/",
    bootstrap: signedInBootstrap(),
  });
}

describe("section menu", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-027 BOARD-051 BOARD-054 renaming sends the trimmed name and follows the new slug", async () => {
    const api = stubApi({ [UPDATE]: () => ok({ ...section, title: "Crimson", slug: "crimson" }) });
    const { location } = renderMenu();
    const dialog = await openItem("Edit section", "Edit section");
    const name = within(dialog).getByLabelText("Section name");
    const save = within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    fireEvent.change(name, { target: { value: "   " } });
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: " Crimson " } });
    fireEvent.click(save);
    await waitFor(() => expect(location.history?.at(-1)).toBe("/jo/doors/crimson/"));
    expect(api.to("/resource/BoardSectionResource/update/")[0]?.body).toEqual({
      section_id: "s1",
      name: "Crimson",
    });
  });

  it("BOARD-055 BOARD-052 a failed rename shows the server's words until the next edit", async () => {
    stubApi({ [UPDATE]: () => fail(409, "SECTION_NAME_TAKEN", "That section already exists.") });
    renderMenu();
    const dialog = await openItem("Edit section", "Edit section");
    const name = within(dialog).getByLabelText("Section name");
    fireEvent.change(name, { target: { value: "Blue" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("That section already exists.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "Blue 2" } });
    expect(within(dialog).queryByText("That section already exists.")).toBeNull();
  });

  it("IMPL-027 deleting asks first, then goes back to the board", async () => {
    const api = stubApi({ [DELETE]: () => ok({ id: "s1" }) });
    const { location } = renderMenu();
    const dialog = await openItem("Delete section", "Delete this section?");
    expect(
      within(dialog).getByText("The section Red will be deleted. Its 2 Pins stay on the board."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/jo/doors/"));
    expect(api.to("/resource/BoardSectionResource/delete/")[0]?.body).toEqual({ section_id: "s1" });
  });
});
