import type { PinDetail } from "@corkboard/core/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { fail, ok, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { clearToasts, renderManaged, signedInBootstrap, testPin } from "../../boards/manage/test-support.tsx";
import { PinEditPage } from "./pin-edit-page.tsx";

const PIN = "GET /resource/PinResource/get/";
const BOARDS = "GET /resource/BoardPickerBoardsResource/get/";
const SECTIONS = "GET /resource/BoardSectionsRepinResource/get/";
const UPDATE = "POST /resource/PinResource/update/";
const DELETE = "POST /resource/PinResource/delete/";

function pinDetail(pinnerId = "1"): PinDetail {
  const summary = testPin("42", "Blue door");
  const image = { url: "/media/42/736x", width: 736, height: 900 };
  return {
    ...summary,
    link: "https://example.com/door",
    pinner: { ...summary.pinner, id: pinnerId },
    board: { id: "b1", name: "Doors", url: "/jo/doors/", privacy: "public", layout: "default" },
    images: { "236x": summary.images["236x"], "474x": summary.images["474x"], "736x": image, orig: image },
    section: null,
    link_domain: "example.com",
    created_method: "uploaded",
    pinner_follower_count: 0,
  };
}

const boards = {
  boards_shortlist: [],
  all_boards: [
    { id: "b1", name: "Doors", slug: "doors", owner: { id: "1", username: "jo" }, section_count: 0 },
    { id: "b2", name: "Windows", slug: "windows", owner: { id: "1", username: "jo" }, section_count: 1 },
  ],
};

function renderPage(pinnerId = "1") {
  const api = stubApi({
    [PIN]: () => ok(pinDetail(pinnerId)),
    [BOARDS]: () => ok(boards),
    [SECTIONS]: () =>
      ok([
        { id: "s9", title: "Round", slug: "round", type: "board_section", pin_count: 0, preview_pins: [] },
      ]),
    [UPDATE]: (request) => ok({ id: "42", ...request.body }),
    [DELETE]: () => ok({ id: "42" }),
  });
  const rendered = renderManaged(
    <Route path="/pin/:id/edit">
      <PinEditPage />
    </Route>,
    { path: "/pin/42/edit/", bootstrap: signedInBootstrap() },
  );
  return { api, ...rendered };
}

describe("pin edit page", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("IMPL-023 PIN-059 a field over its limit shows the limit and keeps Save disabled", async () => {
    renderPage();
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Blue door");
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.change(title, { target: { value: "x".repeat(101) } });
    expect(screen.getByText("Please enter no more than 100 characters.")).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "y".repeat(501) } });
    expect(screen.getByText("Please enter no more than 500 characters.")).toBeTruthy();
  });

  it("IMPL-023 IMPL-036 saving sends the trimmed texts, a blank link as null, the chosen board and section, and product data", async () => {
    const { api, location } = renderPage();
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    fireEvent.change(title, { target: { value: "  Red door " } });
    fireEvent.change(screen.getByLabelText("Website"), { target: { value: "  " } });
    // Issue 20: the alt text, trimmed like the other texts.
    fireEvent.change(screen.getByLabelText("Alt text"), {
      target: { value: " A red door in a stone wall " },
    });
    await screen.findByRole("option", { name: "Windows" });
    fireEvent.change(screen.getByLabelText("Board"), { target: { value: "b2" } });
    await screen.findByRole("option", { name: "Round" });
    fireEvent.change(screen.getByLabelText("Section"), { target: { value: "s9" } });
    // IMPL-036: product data, checked as it is typed.
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "24.5" } });
    expect(screen.getByText("A price needs its currency, and a currency its price.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Currency (ISO code, like USD)"), { target: { value: "eur" } });
    fireEvent.change(screen.getByLabelText("Brand"), { target: { value: " Kähler " } });
    fireEvent.click(screen.getByLabelText("On sale"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/pin/42/"));
    expect(api.to("/resource/PinResource/update/")[0]?.body).toEqual({
      id: "42",
      title: "Red door",
      description: "",
      alt_text: "A red door in a stone wall",
      link: null,
      board_id: "b2",
      section: "s9",
      product: {
        price: "24.5",
        currency: "EUR",
        brand: "Kähler",
        style: null,
        on_sale: true,
        availability: null,
      },
    });
  });

  it("issue 20: the Alt text field starts with the pin's alt text and is held to 500 characters", async () => {
    const api = stubApi({
      [PIN]: () => ok({ ...pinDetail(), alt_text: "A blue door" }),
      [BOARDS]: () => ok(boards),
    });
    renderManaged(
      <Route path="/pin/:id/edit">
        <PinEditPage />
      </Route>,
      { path: "/pin/42/edit/", bootstrap: signedInBootstrap() },
    );
    const alt = (await screen.findByLabelText("Alt text")) as HTMLTextAreaElement;
    expect(alt.value).toBe("A blue door");
    fireEvent.change(alt, { target: { value: "z".repeat(501) } });
    expect(screen.getByText("Please enter no more than 500 characters.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.to("/resource/PinResource/update/")).toEqual([]);
  });

  it("IMPL-023 a failed save shows the server's words", async () => {
    renderPage();
    stubApi({
      [PIN]: () => ok(pinDetail()),
      [BOARDS]: () => ok(boards),
      [UPDATE]: () => fail(400, "INVALID_INPUT", "That link isn't allowed."),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "That link isn't allowed.");
  });

  it("IMPL-023 Delete asks first, then deletes and goes to the board", async () => {
    const { api, location } = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = (await screen.findByRole("heading", { name: "Delete this Pin?" })).closest(
      "dialog",
    ) as HTMLElement;
    expect(api.to("/resource/PinResource/delete/")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/jo/doors/"));
    expect(api.to("/resource/PinResource/delete/")[0]?.body).toEqual({ id: "42" });
  });

  it("IMPL-023 someone else's pin has no edit page", async () => {
    renderPage("2");
    expect(await screen.findByRole("heading", { level: 1 })).not.toHaveProperty(
      "textContent",
      "Edit this Pin",
    );
    expect(screen.queryByLabelText("Title")).toBeNull();
  });
});
