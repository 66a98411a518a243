import { describe, expect, it } from "vitest";
import { COLOR_NAMES, COLOR_PALETTE, colorNameOf, paletteColor } from "./colors.ts";

describe("colour names (D-034)", () => {
  it("has the twelve names of the palette", () => {
    expect(COLOR_NAMES).toEqual([
      "red",
      "orange",
      "yellow",
      "green",
      "teal",
      "blue",
      "purple",
      "pink",
      "brown",
      "black",
      "gray",
      "white",
    ]);
  });

  it("names each reference colour by its own name", () => {
    for (const color of COLOR_PALETTE) {
      for (const hex of color.references) expect([hex, colorNameOf(hex)]).toEqual([hex, color.name]);
    }
  });

  it("names common dominant colours by the nearest reference", () => {
    const cases: Record<string, string> = {
      "#ff0000": "red",
      "#ffa500": "orange",
      "#ffff00": "yellow",
      "#00ff00": "green",
      "#008080": "teal",
      "#0000ff": "blue",
      "#800080": "purple",
      "#ffc0cb": "pink",
      "#8b4513": "brown",
      "#000000": "black",
      "#808080": "gray",
      "#87ceeb": "blue",
      "#c8a2c8": "purple",
      "#000080": "blue",
      "#ffffff": "white",
      "#FAFAFA": "white",
    };
    for (const [hex, name] of Object.entries(cases)) expect([hex, colorNameOf(hex)]).toEqual([hex, name]);
  });

  it("has no name for text that is not a #rrggbb hex", () => {
    for (const text of ["", "red", "#fff", "#gggggg", "ff0000"]) expect(colorNameOf(text)).toBeNull();
  });

  it("SEARCH-034: reads a colour name in any case", () => {
    expect(paletteColor(" Red ")).toBe("red");
    expect(paletteColor("GRAY")).toBe("gray");
    expect(paletteColor("grey")).toBeNull();
  });
});
