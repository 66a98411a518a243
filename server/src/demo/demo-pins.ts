import type { pins } from "../platform/db/schema/pins.ts";
import { DESCRIPTION_LINES, type DemoBoard, TITLE_PATTERNS } from "./demo-catalogue.ts";
import type { Random } from "./random.ts";

/** A pin row ready to insert. */
export type NewPinRow = typeof pins.$inferInsert;

/** A stored demo board with what pin generation needs. */
export interface SeededBoard {
  id: string;
  ownerId: string;
  spec: DemoBoard;
  sectionIds: string[];
}

/** A pool image a pin can show. */
export interface PoolImage {
  id: string;
  dominantColor: string;
}

const DAY_MS = 86_400_000;
/** Pins are spread over this many days before now. */
export const DEMO_SPAN_DAYS = 90;

/** Spreads `total` over weights (largest remainder), so the counts add up exactly. */
export function allocate(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i++) {
    const slot = order[i % order.length];
    if (slot) counts[slot.index] = (counts[slot.index] ?? 0) + 1;
  }
  return counts;
}

/**
 * The demo pins: `total` spread over the boards by weight, most of a sectioned board's
 * pins inside its sections, titles and descriptions from the board's subjects (some with
 * #hashtags), links to example sites, created over the last 90 days.
 */
export function buildDemoPins(
  random: Random,
  boards: readonly SeededBoard[],
  images: readonly PoolImage[],
  total: number,
  now: Date,
): NewPinRow[] {
  const counts = allocate(
    boards.map((board) => board.spec.weight),
    total,
  );
  const rows: NewPinRow[] = [];
  boards.forEach((board, boardIndex) => {
    for (let i = 0; i < (counts[boardIndex] ?? 0); i++) {
      const image = random.pick(images);
      const subject = random.pick(board.spec.subjects);
      const inSection = board.sectionIds.length > 0 && random.chance(0.7);
      rows.push({
        pinnerId: board.ownerId,
        boardId: board.id,
        sectionId: inSection ? random.pick(board.sectionIds) : null,
        imageId: image.id,
        title: title(random, subject),
        description: random.chance(0.1) ? "" : description(random, subject, board.spec.tags),
        link: random.chance(0.85) ? `${board.spec.site}${slugify(subject)}` : null,
        dominantColor: image.dominantColor,
        createdMethod: "seed",
        createdAt: new Date(now.getTime() - Math.floor(random.next() * DEMO_SPAN_DAYS * DAY_MS)),
      });
    }
  });
  return rows;
}

/** `Cabin weekends` → `cabin-weekends`; the board and section URL slug. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function title(random: Random, subject: string): string {
  const capitalised = subject.charAt(0).toUpperCase() + subject.slice(1);
  return random.pick(TITLE_PATTERNS).replace("{S}", capitalised).replace("{s}", subject);
}

function description(random: Random, subject: string, tags: readonly string[]): string {
  const opening = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}. ${random.pick(DESCRIPTION_LINES)}`;
  if (!random.chance(0.4)) return opening;
  const hashtags = random.sample(tags, random.int(1, Math.min(3, tags.length)));
  return `${opening} ${hashtags.map((tag) => `#${tag}`).join(" ")}`;
}
