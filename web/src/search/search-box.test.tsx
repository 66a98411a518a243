import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { bootstrapWith, fail, ok, resetAuthState, stubApi, testViewerUser } from "../auth/test-support.tsx";
import { setBootstrap } from "../platform/bootstrap/index.ts";
import { SearchBox } from "./search-box.tsx";

const AUTOCOMPLETE = "GET /v3/search/autocomplete/";
const six = ["lamp", "lamps", "lamp shade", "#lamp", "Lamp ideas", "lampshade"].map((query, i) => ({
  query,
  pin_count: 10 - i,
}));

function renderBox() {
  const location = memoryLocation({ path: "/", record: true });
  render(
    <Router hook={location.hook}>
      <SearchBox />
    </Router>,
  );
  return { location, field: screen.getByRole("combobox", { name: "Search Corkboard" }) as HTMLInputElement };
}

describe("the header search box (IMPL-035)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("SEARCH-011 SEARCH-012 SEARCH-013 typing shows at most 5 suggestions with their pin counts", async () => {
    const api = stubApi({ [AUTOCOMPLETE]: () => ok(six) });
    const { field } = renderBox();
    fireEvent.change(field, { target: { value: "lam" } });
    const list = await screen.findByRole("listbox", { name: "Search suggestions" });
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(5);
    expect(options[0]?.textContent).toBe("lamp10 Pins");
    expect(api.to("/v3/search/autocomplete/")[0]?.query).toEqual({ q: "lam", show_pin_count: "true" });
    expect(field.getAttribute("aria-expanded")).toBe("true");
    expect(list.hidden).toBe(false);
  });

  it("IMPL-035 ArrowDown picks a suggestion and Enter searches it; the URL carries the query", async () => {
    stubApi({ [AUTOCOMPLETE]: () => ok(six) });
    const { field, location } = renderBox();
    fireEvent.change(field, { target: { value: "lam" } });
    await screen.findAllByRole("option");
    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(field.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]?.id);
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(location.history?.at(-1)).toBe("/search/pins/?q=lamps");
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("IMPL-035 a click on a suggestion searches it; Escape closes the list", async () => {
    stubApi({ [AUTOCOMPLETE]: () => ok(six) });
    const { field, location } = renderBox();
    fireEvent.change(field, { target: { value: "lam" } });
    await screen.findAllByRole("option");
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByRole("option")).toBeNull();
    fireEvent.change(field, { target: { value: "lamp" } });
    const [first] = await screen.findAllByRole("option");
    fireEvent.mouseDown(first as HTMLElement);
    expect(location.history?.at(-1)).toBe("/search/pins/?q=lamp");
  });

  it("SEARCH-014 a failed request hides the suggestions silently", async () => {
    const api = stubApi({ [AUTOCOMPLETE]: () => fail(500, "INTERNAL") });
    const { field } = renderBox();
    fireEvent.change(field, { target: { value: "lam" } });
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await waitFor(() => expect(field.getAttribute("aria-expanded")).toBe("false"));
    expect(screen.queryByRole("option")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("SEARCH-014 the answer to a replaced request is ignored", async () => {
    let answerFirst: (response: Response) => void = () => {};
    const first = new Promise<Response>((resolve) => {
      answerFirst = resolve;
    });
    const api = stubApi({
      [AUTOCOMPLETE]: (request) => (request.query.q === "la" ? first : ok([{ query: "lamp", pin_count: 3 }])),
    });
    const { field } = renderBox();
    fireEvent.change(field, { target: { value: "la" } });
    await waitFor(() => expect(api.sent).toHaveLength(1));
    fireEvent.change(field, { target: { value: "lamp" } });
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "lamp3 Pins",
    ]);
    answerFirst(ok([{ query: "latte", pin_count: 9 }]));
    await first;
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["lamp3 Pins"]);
  });

  it("IMPL-035 a signed-in viewer's recent searches show in the empty box, newest first, and can be cleared", async () => {
    setBootstrap(bootstrapWith({ viewer: { user: testViewerUser() } }));
    stubApi({ [AUTOCOMPLETE]: () => ok([]) });
    const { field, location } = renderBox();
    for (const text of ["lamp", "planters", "LAMP"]) {
      fireEvent.change(field, { target: { value: text } });
      fireEvent.submit(field.closest("form") as HTMLFormElement);
    }
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.focus(field);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["LAMP", "planters"]);
    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(location.history?.at(-1)).toBe("/search/pins/?q=planters");
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.focus(field);
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("option")).toBeNull();
    cleanup();
    renderBox();
    fireEvent.focus(screen.getByRole("combobox", { name: "Search Corkboard" }));
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("IMPL-035 logged out, nothing is remembered", async () => {
    stubApi({ [AUTOCOMPLETE]: () => ok([]) });
    const { field } = renderBox();
    fireEvent.change(field, { target: { value: "lamp" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.focus(field);
    expect(screen.queryByRole("option")).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
