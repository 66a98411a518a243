import type { PinPlace } from "@corkboard/core/pins";
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

const { pins } = schema;

/** SQL: the pins sitting at a place (a null section is the board outside its sections). */
function atPlace(place: PinPlace): SQL | undefined {
  return and(
    eq(pins.boardId, place.boardId),
    place.sectionId === null ? isNull(pins.sectionId) : eq(pins.sectionId, place.sectionId),
  );
}

/** The board and section of each of `pinIds` that exists. */
export function findPinPlaces(db: Executor, pinIds: string[]) {
  return db
    .select({ id: pins.id, boardId: pins.boardId, sectionId: pins.sectionId })
    .from(pins)
    .where(inArray(pins.id, pinIds));
}

/** Moves pins to a place; answers the ids moved. */
export function movePins(db: Executor, pinIds: string[], target: PinPlace) {
  return db
    .update(pins)
    .set({ boardId: target.boardId, sectionId: target.sectionId, updatedAt: new Date() })
    .where(inArray(pins.id, pinIds))
    .returning({ id: pins.id });
}

/** Moves every pin at one place to another, in one set-based update; answers the ids moved. */
export function movePinsAtPlace(db: Executor, from: PinPlace, to: PinPlace) {
  return db
    .update(pins)
    .set({ boardId: to.boardId, sectionId: to.sectionId, updatedAt: new Date() })
    .where(atPlace(from))
    .returning({ id: pins.id });
}
