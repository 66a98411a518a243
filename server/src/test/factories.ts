import { randomBytes } from "node:crypto";
import { slugify } from "@corkboard/core/paths";
import type { Database } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const tables = schema;
type Insert<T extends "users" | "images" | "boards" | "boardSections" | "pins"> =
  (typeof tables)[T]["$inferInsert"];
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString("hex")}`;

/** Inserts a user; every field can be overridden. */
export async function buildUser(db: Database, overrides: Partial<Insert<"users">> = {}) {
  const username = overrides.username ?? `user_${unique()}`.slice(0, 30);
  const [row] = await db
    .insert(tables.users)
    .values({ username, fullName: `Test ${username}`, country: "US", ...overrides })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

/** Inserts an image row (no bytes in storage: browse tests only need its facts). */
export async function buildImage(db: Database, overrides: Partial<Insert<"images">> = {}) {
  const key = unique();
  const [row] = await db
    .insert(tables.images)
    .values({
      storageKey: `test/${key}`,
      width: 736,
      height: 1104,
      dominantColor: "#a1b2c3",
      format: "jpeg",
      bytes: 1000,
      signature: key,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

/** Inserts a board owned by `ownerId`. */
export async function buildBoard(db: Database, ownerId: string, overrides: Partial<Insert<"boards">> = {}) {
  const name = overrides.name ?? `Board ${unique()}`;
  const [row] = await db
    .insert(tables.boards)
    .values({ ownerId, name, slug: slugify(name), ...overrides })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

/** Inserts a section of a board. */
export async function buildSection(
  db: Database,
  boardId: string,
  overrides: Partial<Insert<"boardSections">> = {},
) {
  const title = overrides.title ?? `Section ${unique()}`;
  const [row] = await db
    .insert(tables.boardSections)
    .values({ boardId, title, slug: slugify(title), ...overrides })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

/** Inserts a pin on a board (with a new image unless `imageId` is given). */
export async function buildPin(
  db: Database,
  board: { id: string; ownerId: string },
  overrides: Partial<Insert<"pins">> = {},
) {
  const imageId = overrides.imageId ?? (await buildImage(db)).id;
  const [row] = await db
    .insert(tables.pins)
    .values({
      pinnerId: board.ownerId,
      boardId: board.id,
      imageId,
      title: `Pin ${unique()}`,
      description: "A test pin",
      link: "https://example.com/article",
      dominantColor: "#a1b2c3",
      createdMethod: "uploaded",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}
