import type { BoardReadService } from "../boards/index.ts";
import type { PinReadService } from "../pins/index.ts";
import type { RememberedLookup } from "../platform/bootstrap/index.ts";
import type { UserReadService } from "../users/index.ts";

/**
 * What the shell reads: the heads of the pin, board and profile pages (title, description,
 * Open Graph, preloads), and the remembered account of the bootstrap. The composition root
 * hands in the features' read services.
 */
export interface SpaServices {
  pins: PinReadService;
  boards: BoardReadService;
  users: UserReadService;
  remembered: RememberedLookup;
}
