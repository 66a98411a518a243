import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { bootstrapWith, ok, resetAuthState, stubApi, testViewerUser } from "../../auth/test-support.tsx";
import { SectionEditPage } from "./section-edit-page.tsx";
import { clearToasts, renderManaged, signedInBootstrap, testBoard } from "./test-support.tsx";

const SECTION = "GET /resource/BoardSectionResource/get/";
const PEOPLE = "GET /resource/BoardCollaboratorsResource/get/";
const UPDATE = "POST /resource/BoardSectionResource/update/";
const DELETE = "POST /resource/BoardSectionResource/delete/";

const board = testBoard({ id: "11", section_count: 1 });
const section = {
  id: "21",
  title: "Red",
  slug: "red",
  type: "board_section",
  pin_count: 2,
  preview_pins: [],
};
const person = (id: string, username: string) => ({
  id,
  username,
  full_name: "",
  image_medium_url: null,
  avatar_color_index: 0,
});
const people = { owner: person("1", "jo"), collaborators: [person("5", "sam")], pending_invites: [] };

const viewer = (id: string) =>
  bootstrapWith({ viewer: { type: "AUTH", is_auth: true, user: testViewerUser({ id }) } });

function renderPage(bootstrap = signedInBootstrap(), handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [SECTION]: () => ok({ board, section }), [PEOPLE]: () => ok(people), ...handlers });
  const { location } = renderManaged(
    <Route path="/boardsection/:id/edit">
      <SectionEditPage />
    </Route>,
    { path: "/boardsection/21/edit/", bootstrap },
  );
  return { api, location };
}

describe("section edit page", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-027 the board's owner renames the section, then sees it at its new address", async () => {
    const { api, location } = renderPage(signedInBootstrap(), {
      [UPDATE]: () => ok({ ...section, title: "Crimson", slug: "crimson" }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Edit section" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Edit section | Corkboard"));
    const name = screen.getByLabelText("Section name") as HTMLInputElement;
    expect(name.value).toBe("Red");
    fireEvent.change(name, { target: { value: " Crimson " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/jo/doors/crimson/"));
    expect(api.to("/resource/BoardSectionResource/update/")[0]?.body).toEqual({
      section_id: "21",
      name: "Crimson",
    });
    expect(await screen.findByText("Section saved")).toBeTruthy();
  });

  it("IMPL-027 a collaborator deletes the section after confirming, then sees the board", async () => {
    const { api, location } = renderPage(viewer("5"), { [DELETE]: () => ok({ id: "21" }) });
    fireEvent.click(await screen.findByRole("button", { name: "Delete section" }));
    const dialog = (await screen.findByRole("heading", { name: "Delete this section?" })).closest(
      "dialog",
    ) as HTMLElement;
    expect(
      within(dialog).getByText("The section Red will be deleted. Its 2 Pins stay on the board."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/jo/doors/"));
    expect(api.to("/resource/BoardSectionResource/delete/")[0]?.body).toEqual({ section_id: "21" });
    expect(await screen.findByText("Section deleted")).toBeTruthy();
  });

  it("IMPL-027 anyone but the owner and the collaborators finds no edit page", async () => {
    const { api } = renderPage(viewer("7"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry, we couldn't find that page" }),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Section name")).toBeNull();
    expect(document.title).toBe("Page not found | Corkboard");
    expect(api.to("/resource/BoardSectionResource/update/")).toEqual([]);
  });

  it("IMPL-027 a signed-out visitor finds no edit page", async () => {
    renderPage(bootstrapWith({}));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sorry, we couldn't find that page" }),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Section name")).toBeNull();
  });
});
