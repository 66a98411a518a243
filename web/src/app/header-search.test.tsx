import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ok, resetAuthState, stubApi } from "../auth/test-support.tsx";
import { HeaderSearch } from "./header-search.tsx";

const AUTOCOMPLETE = "GET /v3/search/autocomplete/";

function renderHeaderSearch() {
  const location = memoryLocation({ path: "/", record: true });
  render(
    <Router hook={location.hook}>
      <HeaderSearch />
    </Router>,
  );
  return location;
}

describe("the header's search box loads after the page (IMPL-035, issue 13, D-073)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("IMPL-035 the stand-in is the same labelled search field, a plain form to the pin search page", () => {
    renderHeaderSearch();
    const field = screen.getByRole("combobox", { name: "Search Corkboard" }) as HTMLInputElement;
    const form = field.closest("form") as HTMLFormElement;
    expect(form.getAttribute("role")).toBe("search");
    expect(form.getAttribute("action")).toBe("/search/pins/");
    expect(field.name).toBe("q");
    expect(field.getAttribute("placeholder")).toBe("Search");
  });

  it("SEARCH-011 what was typed in the stand-in, and the focus, pass to the real box, which asks for suggestions", async () => {
    const api = stubApi({ [AUTOCOMPLETE]: () => ok([{ query: "lamp", pin_count: 3 }]) });
    const location = renderHeaderSearch();
    const standIn = screen.getByRole("combobox", { name: "Search Corkboard" }) as HTMLInputElement;
    standIn.focus();
    standIn.value = "lam";
    fireEvent.input(standIn, { target: { value: "lam" } });
    // The real box replaces the stand-in: a new element, with the text and the focus.
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Search Corkboard" })).not.toBe(standIn));
    const field = screen.getByRole("combobox", { name: "Search Corkboard" }) as HTMLInputElement;
    expect(field.value).toBe("lam");
    expect(document.activeElement).toBe(field);
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "lamp3 Pins",
    ]);
    expect(api.to("/v3/search/autocomplete/")[0]?.query).toEqual({ q: "lam", show_pin_count: "true" });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(location.history?.at(-1)).toBe("/search/pins/?q=lam");
  });

  it("IMPL-035 the real box arrives by itself once the page has loaded, with nothing typed", async () => {
    renderHeaderSearch();
    const standIn = screen.getByRole("combobox", { name: "Search Corkboard" });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Search Corkboard" })).not.toBe(standIn));
    expect((screen.getByRole("combobox", { name: "Search Corkboard" }) as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("combobox", { name: "Search Corkboard" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("IMPL-035 if the box's code cannot load, the stand-in stays, with what was typed, and still searches", async () => {
    vi.resetModules();
    vi.doMock("../search/index.ts", () => {
      throw new Error("offline");
    });
    try {
      const { HeaderSearch: Isolated, loadSearchBox } = await import("./header-search.tsx");
      render(
        <Router hook={memoryLocation({ path: "/" }).hook}>
          <Isolated />
        </Router>,
      );
      const standIn = screen.getByRole("combobox", { name: "Search Corkboard" }) as HTMLInputElement;
      standIn.focus();
      standIn.value = "lamp";
      fireEvent.input(standIn, { target: { value: "lamp" } });
      // The load the typing started fails (as does any later one); once that is settled, the
      // stand-in is still the field, with the text and the focus.
      await expect(loadSearchBox()).rejects.toThrow();
      await act(async () => {});
      const field = screen.getByRole("combobox", { name: "Search Corkboard" }) as HTMLInputElement;
      expect(field).toBe(standIn);
      expect(field.value).toBe("lamp");
      expect(document.activeElement).toBe(field);
      expect(field.closest("form")?.getAttribute("action")).toBe("/search/pins/");
    } finally {
      vi.doUnmock("../search/index.ts");
      vi.resetModules();
    }
  });
});
