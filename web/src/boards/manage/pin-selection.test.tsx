import { boardFeedEndpoint, sectionPinsEndpoint } from "@corkboard/core/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fail, ok, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { PinSelection } from "./pin-selection.tsx";
import { clearToasts, freshId, renderManaged, signedInBootstrap, testPin } from "./test-support.tsx";

const FEED = "GET /resource/BoardFeedResource/get/";
const SECTION_FEED = "GET /resource/BoardSectionPinsResource/get/";
const SECTIONS = "GET /resource/BoardSectionsRepinResource/get/";
const PICKER = "GET /resource/BoardPickerBoardsResource/get/";
const INTO_SECTION = "POST /resource/BoardSectionEditResource/update/";
const OUT_OF_SECTION = "POST /resource/BoardSectionPinsResource/delete/";
const BULK = "POST /resource/BulkEditResource/update/";
const BUSY = "Please wait until the previous board action finishes.";

const kitchen = {
  id: "s1",
  title: "Kitchen",
  slug: "kitchen",
  type: "board_section",
  pin_count: 0,
  preview_pins: [],
};
const garden = { id: "g1", name: "Garden", section_count: 0 };

/** A board feed that loses the pins a successful move took away. */
function feedOf(...ids: string[]) {
  const left = new Set(ids);
  return {
    answer: () => ok({ items: [...left].map((id) => testPin(id)), bookmark: null }),
    take: (id: string) => left.delete(id),
  };
}

/** A failure envelope carrying an api_error_code (BOARD-073's busy board). */
function busy(apiErrorCode: number) {
  return Response.json(
    {
      resource_response: {
        status: "failure",
        code: 409,
        message: "Conflict",
        data: null,
        error: { code: "BOARD_ACTION_BUSY", api_error_code: apiErrorCode, message: "Conflict" },
      },
    },
    { status: 409 },
  );
}

/** A call whose answer the test releases. */
function held() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { handler: () => answer, release: (response: Response) => release(response) };
}

async function renderBoard(boardId: string, sectionId: string | null = null) {
  renderManaged(
    <PinSelection
      endpoint={sectionId ? sectionPinsEndpoint : boardFeedEndpoint}
      query={sectionId ? { section_id: sectionId } : { board_id: boardId }}
      board={{ id: boardId, name: "Home" }}
      sectionId={sectionId}
      onDone={() => {}}
    />,
    { bootstrap: signedInBootstrap() },
  );
  await screen.findByRole("checkbox", { name: "Select Pin p1" });
}

/** Selects p1, opens "Move" and picks a target by its label. */
async function moveFirstPinTo(target: string) {
  fireEvent.click(screen.getByRole("checkbox", { name: "Select Pin p1" }));
  expect(screen.getByText("1 Pin selected")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Move" }));
  const dialog = (await screen.findByRole("heading", { name: "Move 1 Pin" })).closest(
    "dialog",
  ) as HTMLElement;
  fireEvent.click(await within(dialog).findByRole("radio", { name: target }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
}

describe("selecting and moving pins", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    clearToasts();
  });

  it("BOARD-066 BOARD-069 BOARD-072 a move into a section is optimistic and reverts on 2171 with the wait message", async () => {
    const feed = feedOf("p1", "p2");
    const call = held();
    const api = stubApi({
      [FEED]: feed.answer,
      [SECTIONS]: () => ok([kitchen]),
      [PICKER]: () => ok({ all_boards: [], boards_shortlist: [] }),
      [INTO_SECTION]: call.handler,
    });
    await renderBoard(freshId());
    await moveFirstPinTo("Kitchen in Home");
    // Optimistic: the pin leaves the grid before the server answers.
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "Select Pin p1" })).toBeNull());
    expect(api.to("/resource/BoardSectionEditResource/update/")[0]?.body).toEqual({
      section_id: "s1",
      pins: ["p1"],
    });
    await act(async () => call.release(busy(2171)));
    expect(await screen.findByText(BUSY)).toBeTruthy();
    expect(await screen.findByRole("checkbox", { name: "Select Pin p1" })).toBeTruthy();
  });

  it("BOARD-072 2172 and 2173 also ask to wait; another failure shows the server's message", async () => {
    for (const code of [2172, 2173]) {
      stubApi({
        [FEED]: feedOf("p1").answer,
        [SECTIONS]: () => ok([kitchen]),
        [PICKER]: () => ok({ all_boards: [], boards_shortlist: [] }),
        [INTO_SECTION]: () => busy(code),
      });
      await renderBoard(freshId());
      await moveFirstPinTo("Kitchen in Home");
      expect(await screen.findByText(BUSY)).toBeTruthy();
      cleanup();
      resetAuthState();
      clearToasts();
    }
    stubApi({
      [FEED]: feedOf("p1").answer,
      [SECTIONS]: () => ok([kitchen]),
      [PICKER]: () => ok({ all_boards: [], boards_shortlist: [] }),
      [INTO_SECTION]: () => fail(404, "NOT_FOUND", "That section is gone."),
    });
    await renderBoard(freshId());
    await moveFirstPinTo("Kitchen in Home");
    expect(await screen.findByText("That section is gone.")).toBeTruthy();
    expect(await screen.findByRole("checkbox", { name: "Select Pin p1" })).toBeTruthy();
  });

  it("BOARD-071 BOARD-066 a move to another board sends a bulk edit and the pin stays gone", async () => {
    const feed = feedOf("p1", "p2");
    const api = stubApi({
      [FEED]: feed.answer,
      [SECTIONS]: () => ok([]),
      [PICKER]: () => ok({ all_boards: [garden], boards_shortlist: [] }),
      [BULK]: (request) => {
        feed.take("p1");
        return ok({ board_id: "g1", section_id: null, pin_ids: request.body.pin_ids });
      },
    });
    await renderBoard(freshId());
    await moveFirstPinTo("Garden (no section)");
    await waitFor(() => expect(api.to("/resource/BulkEditResource/update/")).toHaveLength(1));
    expect(api.to("/resource/BulkEditResource/update/")[0]?.body).toEqual({
      board_id: "g1",
      section_id: null,
      pin_ids: ["p1"],
    });
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "Select Pin p1" })).toBeNull());
    expect(screen.getByRole("checkbox", { name: "Select Pin p2" })).toBeTruthy();
    expect(screen.queryByText(BUSY)).toBeNull();
  });

  it("BOARD-070 BOARD-067 from a section, the board itself is a target and the section itself is not", async () => {
    const api = stubApi({
      [SECTION_FEED]: feedOf("p1").answer,
      [SECTIONS]: () => ok([kitchen]),
      [PICKER]: () => ok({ all_boards: [], boards_shortlist: [] }),
      [OUT_OF_SECTION]: () => ok({ board_id: "b", section_id: null, pin_ids: ["p1"] }),
    });
    await renderBoard(freshId(), "s1");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Pin p1" }));
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    const dialog = (await screen.findByRole("heading", { name: "Move 1 Pin" })).closest(
      "dialog",
    ) as HTMLElement;
    await within(dialog).findByRole("radio", { name: "Home (no section)" });
    expect(within(dialog).queryByRole("radio", { name: "Kitchen in Home" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Home (no section)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() =>
      expect(api.to("/resource/BoardSectionPinsResource/delete/")[0]?.body).toEqual({
        section_id: "s1",
        pins: ["p1"],
      }),
    );
  });

  it("BOARD-068 a select-all move sends BulkEditSelectAll with the source and target places", async () => {
    const api = stubApi({
      [FEED]: feedOf("p1", "p2").answer,
      [SECTIONS]: () => ok([]),
      [PICKER]: () => ok({ all_boards: [garden], boards_shortlist: [] }),
      "POST /resource/BulkEditSelectAllResource/update/": () =>
        ok({ board_id: "g1", section_id: null, pin_ids: ["p1", "p2"] }),
    });
    const boardId = freshId();
    await renderBoard(boardId);
    fireEvent.click(screen.getByRole("button", { name: "Select all" }));
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    const dialog = (await screen.findByRole("heading", { name: "Move 2 Pins" })).closest(
      "dialog",
    ) as HTMLElement;
    fireEvent.click(await within(dialog).findByRole("radio", { name: "Garden (no section)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() =>
      expect(api.to("/resource/BulkEditSelectAllResource/update/")[0]?.body).toEqual({
        board_id: boardId,
        new_board_id: "g1",
        old_section_id: null,
        new_section_id: null,
        pin_ids: [],
      }),
    );
  });

  it("BOARD-066 a move that worked says so: Moved 1 Pin to the section chosen", async () => {
    stubApi({
      [FEED]: feedOf("p1", "p2").answer,
      [SECTIONS]: () => ok([kitchen]),
      [PICKER]: () => ok({ all_boards: [], boards_shortlist: [] }),
      [INTO_SECTION]: () => ok({ board_id: "b", section_id: "s1", pin_ids: ["p1"] }),
    });
    await renderBoard(freshId());
    await moveFirstPinTo("Kitchen in Home");
    expect(await screen.findByText("Moved 1 Pin to Kitchen in Home")).toBeTruthy();
  });

  it("BOARD-066 the confirmation shows even when the selection was closed before the server answered", async () => {
    const call = held();
    stubApi({
      [FEED]: feedOf("p1", "p2").answer,
      [SECTIONS]: () => ok([]),
      [PICKER]: () => ok({ all_boards: [garden], boards_shortlist: [] }),
      [BULK]: call.handler,
    });
    const boardId = freshId();
    function Organizing() {
      const [open, setOpen] = useState(true);
      if (!open) return <p>Board</p>;
      return (
        <PinSelection
          endpoint={boardFeedEndpoint}
          query={{ board_id: boardId }}
          board={{ id: boardId, name: "Home" }}
          sectionId={null}
          onDone={() => setOpen(false)}
        />
      );
    }
    renderManaged(<Organizing />, { bootstrap: signedInBootstrap() });
    await screen.findByRole("checkbox", { name: "Select Pin p1" });
    await moveFirstPinTo("Garden (no section)");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("toolbar")).toBeNull();
    await act(async () => call.release(ok({ board_id: "g1", section_id: null, pin_ids: ["p1"] })));
    expect(await screen.findByText("Moved 1 Pin to Garden")).toBeTruthy();
  });

  it("BOARD-068 a select-all move counts the pins the server moved", async () => {
    stubApi({
      [FEED]: feedOf("p1", "p2").answer,
      [SECTIONS]: () => ok([]),
      [PICKER]: () => ok({ all_boards: [garden], boards_shortlist: [] }),
      "POST /resource/BulkEditSelectAllResource/update/": () =>
        ok({ board_id: "g1", section_id: null, pin_ids: ["p1", "p2"] }),
    });
    await renderBoard(freshId());
    fireEvent.click(screen.getByRole("button", { name: "Select all" }));
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    const dialog = (await screen.findByRole("heading", { name: "Move 2 Pins" })).closest(
      "dialog",
    ) as HTMLElement;
    fireEvent.click(await within(dialog).findByRole("radio", { name: "Garden (no section)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    expect(await screen.findByText("Moved 2 Pins to Garden")).toBeTruthy();
  });

  it("selection is a set of labelled checkboxes with a live count and Select all", async () => {
    stubApi({ [FEED]: feedOf("p1", "p2").answer });
    await renderBoard(freshId());
    expect(screen.getByText("No Pins selected")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Move" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Select all" }));
    expect(screen.getByText("2 Pins selected")).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Select Pin p2" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.getByText("No Pins selected")).toBeTruthy();
  });
});
