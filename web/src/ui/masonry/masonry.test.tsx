import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Masonry } from "./masonry.tsx";

interface Item {
  id: string;
  width: number;
  height: number;
}

const items: Item[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `p${i}`,
  width: 236,
  height: 200 + (i % 7) * 40,
}));
const size = (item: Item) => item;
const key = (item: Item) => item.id;

describe("Masonry", () => {
  beforeEach(() => {
    // happy-dom does no layout: give the grid a desktop width (5 columns) and a 768 px viewport.
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1280);
    vi.stubGlobal("innerHeight", 768);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("mounts only the items within a viewport of the visible area out of 10,000", () => {
    const { container } = render(
      <Masonry items={items} getImageSize={size} getKey={key} label="Pins" renderItem={(item) => item.id} />,
    );
    const rendered = container.querySelectorAll("li");
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    // Absolutely positioned in five centred 236 px columns: (1280 − 1236) / 2 = 22.
    expect((rendered[1] as HTMLElement).style.transform).toBe("translate(272px, 0px)");
    const grid = container.querySelector("ul") as HTMLElement;
    expect(Number.parseInt(grid.style.height, 10)).toBeGreaterThan(400_000);
  });

  it("UI-011 asks for the next page when the end is within two viewport heights", async () => {
    const onNearEnd = vi.fn();
    render(
      <Masonry
        items={items.slice(0, 5)}
        getImageSize={size}
        getKey={key}
        label="Pins"
        renderItem={(item) => item.id}
        onNearEnd={onNearEnd}
      />,
    );
    await vi.waitFor(() => expect(onNearEnd).toHaveBeenCalled());
  });
});
