import { boardEndpoint } from "@corkboard/core/contract";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fail, ok, resetAuthState, stubApi } from "../../auth/test-support.tsx";
import { useEndpoint } from "../../platform/api/index.ts";
import { openAddSection } from "./open-add-section.tsx";
import { freshId, renderManaged, signedInBootstrap } from "./test-support.tsx";

const CREATE = "POST /resource/BoardSectionResource/create/";
const BOARD = "GET /resource/BoardResource/get/";
const SECTION = {
  id: "77",
  title: "Travel",
  slug: "travel",
  type: "board_section",
  pin_count: 0,
  preview_pins: [],
};

/** Shows the board's pin count, as the board page header does. */
function BoardProbe({ boardId }: { boardId: string }) {
  const board = useEndpoint(boardEndpoint, { board_id: boardId });
  return <p>{board.data ? `count ${board.data.board.pin_count}` : "loading"}</p>;
}

function boardAnswer(count: number) {
  return ok({ board: { id: "b", pin_count: count }, sections: [] });
}

async function open(boardId: string, pinImport?: string[]) {
  renderManaged(<BoardProbe boardId={boardId} />, { bootstrap: signedInBootstrap() });
  await screen.findByText(/count/);
  act(() =>
    openAddSection({ boardId, ...(pinImport ? { selection: { all: false, pinIds: pinImport } } : {}) }),
  );
  await screen.findByRole("heading", { name: "Add section" });
  return {
    field: screen.getByLabelText("Section name") as HTMLInputElement,
    add: screen.getByRole("button", { name: "Add" }) as HTMLButtonElement,
  };
}

describe("add-section modal", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("BOARD-050 BOARD-051 titles the modal 'Add section' and enables Add only for a non-blank trimmed name", async () => {
    stubApi({ [BOARD]: () => boardAnswer(3) });
    const { field, add } = await open(freshId());
    expect(add.disabled).toBe(true);
    fireEvent.change(field, { target: { value: "   " } });
    expect(add.disabled).toBe(true);
    fireEvent.change(field, { target: { value: " Travel " } });
    expect(add.disabled).toBe(false);
    // Over the limit is an error, which keeps Add disabled.
    fireEvent.change(field, { target: { value: "x".repeat(51) } });
    expect(screen.getByText("Please enter no more than 50 characters.")).toBeTruthy();
    expect(add.disabled).toBe(true);
  });

  it("BOARD-053 Enter does not submit a blank name", async () => {
    const api = stubApi({ [BOARD]: () => boardAnswer(3), [CREATE]: () => ok(SECTION) });
    const { field } = await open(freshId());
    fireEvent.change(field, { target: { value: "  " } });
    fireEvent.submit(field.form as HTMLFormElement);
    await act(async () => {});
    expect(api.to("/resource/BoardSectionResource/create/")).toHaveLength(0);
  });

  it("BOARD-053 BOARD-054 BOARD-056 BOARD-059 Enter sends the trimmed name with the pins, then refreshes the board", async () => {
    let boardCount = 3;
    const api = stubApi({
      [BOARD]: () => boardAnswer(boardCount),
      [CREATE]: () => {
        boardCount = 5;
        return ok(SECTION);
      },
    });
    const boardId = freshId();
    const { field } = await open(boardId, ["11", "12"]);
    fireEvent.change(field, { target: { value: "  Travel  " } });
    fireEvent.submit(field.form as HTMLFormElement);
    await screen.findByText("Section added");
    expect(api.to("/resource/BoardSectionResource/create/")[0]?.body).toEqual({
      board_id: boardId,
      initial_pins: ["11", "12"],
      name: "Travel",
      name_source: 0,
    });
    // BOARD-059: the board (pin_count, sections) comes again from the server.
    expect(await screen.findByText("count 5")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Add section" })).toBeNull());
  });

  it("BOARD-055 BOARD-052 a failure shows message_detail under the field, stops saving, and an edit clears it", async () => {
    stubApi({
      [BOARD]: () => boardAnswer(3),
      [CREATE]: () =>
        Response.json(
          {
            resource_response: {
              status: "failure",
              code: 409,
              message: "Conflict",
              data: null,
              error: {
                code: "SECTION_NAME_TAKEN",
                message: "Conflict",
                message_detail: "You already have a section called Travel.",
              },
            },
          },
          { status: 409 },
        ),
    });
    const { field, add } = await open(freshId());
    fireEvent.change(field, { target: { value: "Travel" } });
    fireEvent.click(add);
    expect(await screen.findByText("You already have a section called Travel.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    // An error showing keeps Add disabled; saving has stopped.
    expect(add.disabled).toBe(true);
    expect(add.getAttribute("aria-busy")).toBe("false");
    fireEvent.change(field, { target: { value: "Travel 2" } });
    expect(screen.queryByText("You already have a section called Travel.")).toBeNull();
    expect(add.disabled).toBe(false);
  });

  it("BOARD-055 without message_detail the message shows", async () => {
    stubApi({
      [BOARD]: () => boardAnswer(3),
      [CREATE]: () => fail(400, "INVALID_INPUT", "Name is not allowed"),
    });
    const { field, add } = await open(freshId());
    fireEvent.change(field, { target: { value: "Travel" } });
    fireEvent.click(add);
    expect(await screen.findByText("Name is not allowed")).toBeTruthy();
  });
});
