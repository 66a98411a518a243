import type { Page, PinSummary } from "@corkboard/core/contract";
import type { PageRequest } from "../platform/db/keyset.ts";

/**
 * The pins of a board or section, as the board pages list them. The pins feature answers it
 * (its PinReadService); the composition root hands it in, because pins depends on boards'
 * access rules and boards must not depend back on pins.
 */
export interface BoardPinsReader {
  boardPins(boardId: string, page: PageRequest): Promise<Page<PinSummary>>;
  sectionPins(sectionId: string, page: PageRequest): Promise<Page<PinSummary>>;
}
