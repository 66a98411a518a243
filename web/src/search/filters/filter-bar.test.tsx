import type { FilterModel, FilterOption } from "@corkboard/core/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAppRoutes } from "../../app/render-app-routes.tsx";
import { resetAuthState } from "../../auth/test-support.tsx";
import { stubApi } from "../../platform/api/test-api.ts";

const failure = () =>
  new Response(
    JSON.stringify({
      resource_response: {
        status: "failure",
        code: 400,
        message: "Invalid",
        error: { code: "INVALID_INPUT" },
      },
    }),
    { status: 400 },
  );

function option(id: string, count: number, extra: Partial<FilterOption> = {}): FilterOption {
  return {
    id,
    label: id,
    count,
    image_url: null,
    is_verified: false,
    numeric_value: null,
    string_value: id,
    unit: null,
    search_type: null,
    rules: [],
    aux_data: { module_id: null },
    ...extra,
  };
}

const models: FilterModel[] = [
  {
    id: "brands",
    filter_component_type: 1,
    product_filter_type: 3,
    title: "Brands",
    filter_options: [option("IKEA", 4), option("HAY", 2), option("Muji", 1)],
    bookmark_string: null,
  },
  {
    id: "price",
    filter_component_type: 2,
    product_filter_type: 1,
    title: "Price",
    filter_options: [
      option("min", 7, { numeric_value: 0, unit: "USD", string_value: null }),
      option("max", 7, { numeric_value: 100, unit: "USD", string_value: null }),
    ],
    bookmark_string: null,
  },
  {
    id: "on_sale",
    filter_component_type: 2,
    product_filter_type: 7,
    title: "On sale",
    // Picking "on sale" hides the style filter (SEARCH-029).
    filter_options: [
      option("true", 3, { label: "On sale", rules: [{ action: "hide", filter_ids: ["style"] }] }),
    ],
    bookmark_string: null,
  },
  {
    id: "style",
    filter_component_type: 2,
    product_filter_type: 10,
    title: "Style",
    filter_options: [option("modern", 2)],
    bookmark_string: null,
  },
];

// SEARCH-017…037 on the web: the filter bar of the pins search.
describe("the shopping filter bar (SEARCH-017…037)", () => {
  let searchFails: boolean;
  let calls: ReturnType<typeof stubApi>["calls"];

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1280);
    searchFails = false;
    ({ calls } = stubApi((url) => {
      if (url.pathname === "/v3/filters/") return { filters: models };
      if (searchFails && url.searchParams.has("brands")) return failure();
      return { scope: "pins", results: [], bookmark: null, advisory: null };
    }));
  });
  afterEach(() => {
    cleanup();
    resetAuthState();
    vi.unstubAllGlobals();
  });

  const bar = () => screen.findByRole("toolbar", { name: "Filter results" });
  // A panel's code loads when it first opens (D-068): wait for its content.
  const open = async (name: string | RegExp) => {
    const button = within(await bar()).getByRole("button", { name });
    fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    await waitFor(() => expect(panel?.childElementCount).toBeGreaterThan(0));
  };

  it("SEARCH-017 SEARCH-018 SEARCH-019: the page asks /v3/filters/ for the search and shows a button per model, check boxes for multi-select, radios for single-select", async () => {
    renderAppRoutes("/search/pins/?q=lamp");
    const toolbar = await bar();
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Brands", "Price", "On sale", "Style"]);
    expect(calls("/v3/filters/")[0]).toEqual({ q: "lamp", scope: "pins" });
    await open("Brands");
    expect(screen.getByRole("checkbox", { name: "IKEA (4)" })).toBeTruthy();
    await open("Style");
    expect(screen.getByRole("radio", { name: "Any" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "modern (2)" })).toBeTruthy();
  });

  it("SEARCH-033 SEARCH-022: two brands applied go to the URL comma-separated, and the search sends them", async () => {
    const location = renderAppRoutes("/search/pins/?q=lamp");
    await open("Brands");
    fireEvent.click(screen.getByRole("checkbox", { name: "IKEA (4)" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "HAY (2)" }));
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/search/pins/?q=lamp&brands=IKEA%2CHAY"));
    await waitFor(() => expect(calls("/v3/search/pins/").at(-1)?.brands).toBe("IKEA,HAY"));
    // The button counts what is applied; the filters request carries them for its counts.
    expect(await within(await bar()).findByRole("button", { name: "Brands · 2" })).toBeTruthy();
    expect(calls("/v3/filters/").at(-1)?.brands).toBe("IKEA,HAY");
  });

  it("SEARCH-031 SEARCH-032 SEARCH-037: the price range applies with a bound given, steps by 50, and refuses min over max", async () => {
    const location = renderAppRoutes("/search/pins/?q=lamp");
    await open("Price");
    const low = screen.getByRole("spinbutton", { name: "Lowest price (USD)" }) as HTMLInputElement;
    const high = screen.getByRole("spinbutton", { name: "Highest price (USD)" }) as HTMLInputElement;
    // The model's first two options are its bounds (SEARCH-032).
    expect([low.placeholder, high.placeholder]).toEqual(["0", "100"]);
    expect(low.step).toBe("50");
    fireEvent.change(low, { target: { value: "60" } });
    fireEvent.change(high, { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("The lowest price can't be more than the highest.")).toBeTruthy();
    fireEvent.change(low, { target: { value: "20" } });
    fireEvent.change(high, { target: { value: "50" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe("/search/pins/?q=lamp&price_min=20&price_max=50"),
    );
    await waitFor(() =>
      expect(calls("/v3/search/pins/").at(-1)).toMatchObject({ price_min: "20", price_max: "50" }),
    );
  });

  it("SEARCH-023 filters come from the URL: a link or a Back to one restores them", async () => {
    renderAppRoutes("/search/pins/?q=lamp&brands=IKEA&price_max=50");
    const toolbar = await bar();
    expect(await within(toolbar).findByRole("button", { name: "Brands · 1" })).toBeTruthy();
    expect(within(toolbar).getByRole("button", { name: "Price · 1" })).toBeTruthy();
    await open("Brands · 1");
    expect((screen.getByRole("checkbox", { name: "IKEA (4)" }) as HTMLInputElement).checked).toBe(true);
    expect(calls("/v3/search/pins/")[0]).toMatchObject({ brands: "IKEA", price_max: "50" });
  });

  it("SEARCH-026 Clear all removes every filter from the URL", async () => {
    const location = renderAppRoutes("/search/pins/?q=lamp&brands=IKEA&style=modern");
    fireEvent.click(await within(await bar()).findByRole("button", { name: "Clear all filters" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/search/pins/?q=lamp"));
  });

  it("SEARCH-029 SEARCH-030: on sale hides the style filter until it is deselected", async () => {
    renderAppRoutes("/search/pins/?q=lamp");
    await open("On sale");
    fireEvent.click(screen.getByRole("radio", { name: "On sale (3)" }));
    const toolbar = await bar();
    expect(within(toolbar).queryByRole("button", { name: "Style" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Any" }));
    expect(within(toolbar).getByRole("button", { name: "Style" })).toBeTruthy();
  });

  it("SEARCH-025: a submit whose search fails says so and keeps the picks", async () => {
    searchFails = true;
    renderAppRoutes("/search/pins/?q=lamp");
    await open("Brands");
    fireEvent.click(screen.getByRole("checkbox", { name: "Muji (1)" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Apply" })));
    expect(await screen.findByText("We couldn't apply those filters. Try again.")).toBeTruthy();
  });
});
