/**
 * The colour filter's named palette (D-034): each image's dominant colour (a `#rrggbb` hex,
 * computed when the image is stored) takes the name of its nearest reference colour. A name
 * has several references (its pure, dark and light tones) so that pastels and dark tones keep
 * their hue's name instead of falling to white, gray or black; the first is its swatch. Ties
 * go to the earlier reference. The database keeps the same table in `color_name()`
 * (migration 0012); the server's `color-name.test.ts` holds the two in agreement.
 */
export const COLOR_PALETTE = [
  { name: "red", hex: "#d32f2f", references: ["#d32f2f", "#ff0000", "#8b0000", "#f4a09c"] },
  { name: "orange", hex: "#f57c00", references: ["#f57c00", "#ffa500", "#ffcc99", "#c75b12"] },
  { name: "yellow", hex: "#fbc02d", references: ["#fbc02d", "#ffff00", "#fff3b0", "#c9a800"] },
  { name: "green", hex: "#388e3c", references: ["#388e3c", "#00ff00", "#a5d6a7", "#556b2f", "#1b5e20"] },
  { name: "teal", hex: "#00897b", references: ["#00897b", "#008080", "#80cbc4", "#00ced1"] },
  { name: "blue", hex: "#1e63c8", references: ["#1e63c8", "#0000ff", "#87ceeb", "#1a237e", "#4682b4"] },
  { name: "purple", hex: "#7b1fa2", references: ["#7b1fa2", "#800080", "#c8a2c8", "#4a148c"] },
  { name: "pink", hex: "#ec6fa6", references: ["#ec6fa6", "#ffc0cb", "#ff69b4", "#c2185b"] },
  { name: "brown", hex: "#795032", references: ["#795032", "#8b4513", "#d2b48c", "#3e2723"] },
  { name: "black", hex: "#141414", references: ["#141414"] },
  { name: "gray", hex: "#8c8c8c", references: ["#8c8c8c", "#c0c0c0", "#505050"] },
  { name: "white", hex: "#f5f5f5", references: ["#f5f5f5", "#ffffff"] },
] as const;

/** A colour name of the palette. */
export type ColorName = (typeof COLOR_PALETTE)[number]["name"];

/** The palette's names, in its order. */
export const COLOR_NAMES = COLOR_PALETTE.map((color) => color.name) as [ColorName, ...ColorName[]];

const HEX = /^#[0-9a-f]{6}$/i;

/** A `#rrggbb` hex as its red, green and blue channels (0–255); null when not such a hex. */
export function hexToRgb(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/**
 * The "redmean" distance (squared) between two colours: RGB distance weighted by the mean red
 * level, a cheap approximation of how far apart people see them, simple enough to write the
 * same way in SQL.
 */
export function colorDistance(a: readonly number[], b: readonly number[]): number {
  const [r1 = 0, g1 = 0, b1 = 0] = a;
  const [r2 = 0, g2 = 0, b2 = 0] = b;
  const meanRed = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return (2 + meanRed / 256) * dr * dr + 4 * dg * dg + (2 + (255 - meanRed) / 256) * db * db;
}

/** Every reference colour with its name, in the palette's order. */
export const COLOR_REFERENCES = COLOR_PALETTE.flatMap((color) =>
  color.references.map((hex) => ({ name: color.name, hex, rgb: hexToRgb(hex) ?? [0, 0, 0] })),
);

/** The palette name nearest a `#rrggbb` hex; null when the text is not such a hex. */
export function colorNameOf(hex: string): ColorName | null {
  const rgb = hexToRgb(hex);
  if (rgb === null) return null;
  let best: ColorName | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const color of COLOR_REFERENCES) {
    const distance = colorDistance(rgb, color.rgb);
    if (distance < bestDistance) {
      best = color.name;
      bestDistance = distance;
    }
  }
  return best;
}

/** A colour name as the palette spells it, whatever its case (SEARCH-034); null if unknown. */
export function paletteColor(name: string): ColorName | null {
  const lower = name.trim().toLowerCase();
  return COLOR_NAMES.find((color) => color === lower) ?? null;
}
