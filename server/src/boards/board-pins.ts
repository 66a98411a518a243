import type { Page, PinSummary } from "@corkboard/core/contract";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { PageRequest } from "../platform/db/keyset.ts";

/**
 * The pins of a board or section, as the board pages list them. The pins feature answers it
 * (its PinReadService); the composition root hands it in, because pins depends on boards'
 * access rules and boards must not depend back on pins. The viewer is asked only for a
 * token's pins:read_secret (D-057); null when the caller reads as nobody (page heads).
 */
export interface BoardPinsReader {
  boardPins(viewer: Viewer | null, boardId: string, page: PageRequest): Promise<Page<PinSummary>>;
  sectionPins(viewer: Viewer | null, sectionId: string, page: PageRequest): Promise<Page<PinSummary>>;
}
