import { pinAlreadySavedEndpoint } from "@corkboard/core/contract";
import { skipToken, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, ok, renderApp, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { pickerBoard, SaveFlowHarness, saveResult, signedIn } from "../../pins/save/save-test-support.tsx";
import type { PinDraft } from "../../pins/save/use-save-pin.ts";
import { endpointKey } from "../../platform/api/index.ts";

const PICKER = "GET /resource/BoardPickerBoardsResource/get/";
const SECTIONS = "GET /resource/BoardSectionsRepinResource/get/";
const CREATE = "POST /resource/PinResource/create/";
const REPIN = "POST /resource/RepinResource/create/";
const ALREADY = "GET /resource/PinAlreadySavedResource/get/";

const draft: PinDraft = { method: "button", imageUrl: "https://example.com/a.jpg", guid: "g1" };

const FIVE = [
  pickerBoard("10", "Recipes"),
  pickerBoard("11", "Café ideas"),
  pickerBoard("12", "2026 goals"),
  pickerBoard("13", "Garden"),
  pickerBoard("14", "Travel plans", { section_count: 2 }),
];

function renderPicker(
  boards = FIVE,
  shortlist = [FIVE[3], FIVE[0]],
  options: {
    onSaved?: () => void;
    onClose?: () => void;
    draft?: PinDraft;
    variant?: "desktop" | "mobile";
    /** Rendered beside the picker, inside the same data layer. */
    beside?: ReactNode;
  } = {},
) {
  const onSaved = options.onSaved ?? vi.fn();
  const onClose = options.onClose ?? vi.fn();
  renderApp(
    <>
      <SaveFlowHarness
        draft={options.draft ?? draft}
        variant={options.variant ?? "desktop"}
        onSaved={onSaved}
        onClose={onClose}
      />
      {options.beside}
    </>,
    { bootstrap: signedIn() },
  );
  return { onSaved, onClose, boards, shortlist };
}

/**
 * Shows "answered" once the already-saved answer for `pinId` reaches the data layer's
 * observers. It never fetches (the save flow does); it is told in the same notification as
 * the banner's owner, so both render together and the banner's absence can be read as soon
 * as this appears. The key is the save flow's (pins/api.ts useAlreadySaved): if that
 * changes, this never appears and the test fails rather than passing unseen.
 */
function AlreadySavedAnswered({ pinId }: { pinId: string }) {
  const answer = useQuery({
    queryKey: endpointKey(pinAlreadySavedEndpoint, { pin_id: pinId }),
    queryFn: skipToken,
  });
  return answer.data ? <output>answered</output> : null;
}

function rowNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label") ?? "");
}

describe("board picker", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("BOARD-012 BOARD-021 BOARD-018 BOARD-044 shows Top choices above All boards, digit names last", async () => {
    const api = stubApi({ [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [FIVE[3], FIVE[0]] }) });
    renderPicker();
    expect(screen.getByRole("heading", { name: "Choose board" })).toBeTruthy();
    const top = await screen.findByRole("list", { name: "Top choices" });
    expect(rowNames(top)).toEqual(["Save to Garden", "Save to Recipes"]);
    const all = screen.getByRole("list", { name: "All boards" });
    expect(rowNames(all)).toEqual([
      "Save to Café ideas",
      "Save to Garden",
      "Save to Recipes",
      "Travel plans, 2 sections",
      "Save to 2026 goals",
    ]);
    // BOARD-044 / BOARD-046: the desktop request, filter all for an ordinary viewer.
    const url = api.sent[0];
    expect(url?.path).toBe("/resource/BoardPickerBoardsResource/get/");
    const query = new URL((vi.mocked(fetch).mock.calls[0]?.[0] as string) ?? "", "http://x").searchParams;
    expect(query.get("filter")).toBe("all");
    expect(query.get("shortlist_suggestions")).toBe("2");
    expect(query.get("username")).toBe("jo");
    expect(query.get("isDesktop")).toBe("true");
  });

  it("BOARD-021 with 3 boards or fewer shows one plain list", async () => {
    const three = FIVE.slice(0, 3);
    stubApi({ [PICKER]: () => ok({ all_boards: three, boards_shortlist: [three[0]] }) });
    renderPicker(three);
    await screen.findByRole("button", { name: "Save to Recipes" });
    expect(screen.queryByRole("heading", { name: "Top choices" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "All boards" })).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Save to/ })).toHaveLength(3);
  });

  it("BOARD-022 BOARD-023 BOARD-024 searches from the first character, accent- and case-insensitive, highlighting only past 1 character", async () => {
    stubApi({ [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }) });
    renderPicker();
    await screen.findByRole("list", { name: "All boards" });
    const search = screen.getByRole("searchbox", { name: "Search boards" });

    fireEvent.change(search, { target: { value: "c" } });
    // One character already filters (no Top choices), but nothing is highlighted.
    expect(screen.queryByRole("heading", { name: "All boards" })).toBeNull();
    expect(screen.getByRole("button", { name: "Save to Café ideas" })).toBeTruthy();
    expect(document.querySelectorAll("mark")).toHaveLength(0);

    fireEvent.change(search, { target: { value: "CAFE id" } });
    expect(
      screen.getAllByRole("button", { name: /Save to/ }).map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Save to Café ideas"]);
    expect(Array.from(document.querySelectorAll("mark"), (mark) => mark.textContent)).toEqual(["Café", "id"]);

    // Words must come in order.
    fireEvent.change(search, { target: { value: "ideas cafe" } });
    expect(screen.getByText("No boards match “ideas cafe”.")).toBeTruthy();
  });

  it("PIN-043 PIN-034 PIN-035 a board row goes loading → saved and the save payload follows the rules", async () => {
    let release: (response: Response) => void = () => {};
    const api = stubApi({
      [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }),
      [CREATE]: () => new Promise<Response>((resolve) => (release = resolve)),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    const { onSaved } = renderPicker();
    const row = await screen.findByRole("button", { name: "Save to Recipes" });
    fireEvent.click(row);
    await waitFor(() => expect(row.getAttribute("data-state")).toBe("loading"));
    // WCAG 2.5.3: the name holds the state the row shows.
    expect(row.getAttribute("aria-label")).toBe("Save to Recipes, Saving…");
    expect(screen.getByText("saving-overlay")).toBeTruthy();
    // A second save waits while one is in flight.
    expect((screen.getByRole("button", { name: "Save to Garden" }) as HTMLButtonElement).disabled).toBe(true);
    release(ok(saveResult()));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(row.getAttribute("data-state")).toBe("saved");
    expect(row.getAttribute("aria-label")).toBe("Save to Recipes, Saved");
    const body = api.to("/resource/PinResource/create/")[0]?.body;
    expect(body).toMatchObject({
      board_id: "10",
      section: null,
      method: "button",
      guid: "g1",
      is_buyable_pin: false,
      image_url: "https://example.com/a.jpg",
    });
    // PIN-046: the saved image's signature is remembered.
    expect(JSON.parse(window.localStorage.getItem("cb_recently_saved") ?? "[]")).toEqual(["sig-900"]);
  });

  it("PIN-043 PIN-044 PIN-036 a failed save clears the row, toasts the server's words (no banner) and closes the picker", async () => {
    stubApi({
      [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }),
      [CREATE]: () => fail(400, "INVALID_INPUT", "That image is too small"),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    const { onClose, onSaved } = renderPicker();
    const row = await screen.findByRole("button", { name: "Save to Recipes" });
    fireEvent.click(row);
    // PIN-036: the words are the toast's only, never a banner in the picker.
    const words = await screen.findByText("That image is too small");
    expect(words.closest(".cb-toast")).not.toBeNull();
    expect(screen.getAllByText("That image is too small")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(row.getAttribute("data-state")).toBe("idle");
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("PIN-018 on mobile a failed save says the generic words and stays on the picker", async () => {
    stubApi({
      [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }),
      [CREATE]: () => fail(400, "INVALID_INPUT", "That image is too small"),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    const { onClose } = renderPicker(FIVE, [], { variant: "mobile" });
    fireEvent.click(await screen.findByRole("button", { name: "Save to Recipes" }));
    expect(await screen.findByText("Sorry! Something went wrong on our end.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // BOARD-013: the mobile create link carries the creation state.
    expect(screen.getByRole("link", { name: "Create board" }).getAttribute("href")).toBe("/board/create/");
  });

  it("BOARD-010 BOARD-014 BOARD-017 BOARD-049 a board with sections opens its section list; back returns", async () => {
    const api = stubApi({
      [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }),
      [SECTIONS]: () =>
        ok([
          {
            id: "70",
            title: "Japan",
            slug: "japan",
            type: "board_section",
            pin_count: 0,
            preview_pins: [],
          },
        ]),
      [REPIN]: () =>
        ok(saveResult({ board: { id: "14", name: "Travel plans" }, section: { id: "70", title: "Japan" } })),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    const { onSaved } = renderPicker(FIVE, [], { draft: { pinId: "5", method: "button", guid: "g" } });
    fireEvent.click(await screen.findByRole("button", { name: "Travel plans, 2 sections" }));
    expect(await screen.findByRole("heading", { name: "Choose section" })).toBeTruthy();
    // Keyboard focus moves to the new screen.
    expect(document.activeElement?.textContent).toBe("Save to Travel plans (no section)");
    fireEvent.click(screen.getByRole("button", { name: "back" }));
    expect(await screen.findByRole("heading", { name: "Choose board" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Travel plans, 2 sections" }));
    fireEvent.click(await screen.findByRole("button", { name: "Save to Japan" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // PIN-034: an existing pin is a repin into the chosen section.
    expect(api.to("/resource/RepinResource/create/")[0]?.body).toMatchObject({
      pin_id: "5",
      board_id: "14",
      section: "70",
    });
  });

  it("PIN-045 shows the already-saved banner, never for a quick_creates board", async () => {
    stubApi({
      [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }),
      [ALREADY]: () =>
        ok({ pinned_to_board: { id: "10", name: "Recipes", url: "/jo/recipes/", layout: "default" } }),
    });
    renderPicker(FIVE, [], { draft: { pinId: "5", method: "button" } });
    expect(await screen.findByText("Psst! You already saved this Pin to Recipes")).toBeTruthy();
    cleanup();

    stubApi({
      [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }),
      [ALREADY]: () =>
        ok({ pinned_to_board: { id: "10", name: "Quick", url: "/jo/quick/", layout: "quick_creates" } }),
    });
    renderPicker(FIVE, [], {
      draft: { pinId: "6", method: "button" },
      beside: <AlreadySavedAnswered pinId="6" />,
    });
    await screen.findByRole("list", { name: "All boards" });
    await screen.findByText("answered");
    expect(screen.queryByText(/Psst!/)).toBeNull();
  });

  it("BOARD-015 BOARD-027 a board created in the picker is saved to at once, with the Board created toast", async () => {
    const created = pickerBoard("20", "Shoes");
    const api = stubApi({
      [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }),
      "POST /resource/BoardResource/create/": () => ok(created),
      [CREATE]: () => ok(saveResult({ board: { id: "20", name: "Shoes" } })),
      "POST /v3/pins/create_events/": () => ok({ ok: true }),
    });
    const { onSaved } = renderPicker();
    fireEvent.click(await screen.findByRole("button", { name: "Create board" }));
    expect(screen.getByRole("heading", { name: "Create board" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "  Shoes " } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.getAllByText("Board created").length).toBeGreaterThan(0);
    expect(api.to("/resource/BoardResource/create/")[0]?.body).toEqual({
      name: "Shoes",
      privacy: "public",
      aux_data: { source: "board_picker" },
    });
    expect(api.to("/resource/PinResource/create/")[0]?.body).toMatchObject({ board_id: "20" });
  });

  it("BOARD-011 the picker has a search field and a create-board row", async () => {
    stubApi({ [PICKER]: () => ok({ all_boards: FIVE, boards_shortlist: [] }) });
    renderPicker();
    await screen.findByRole("list", { name: "All boards" });
    expect(screen.getByRole("searchbox", { name: "Search boards" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create board" })).toBeTruthy();
  });
});
