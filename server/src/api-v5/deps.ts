import type { AdvertiserBoardCheck, BoardReadService } from "../boards/index.ts";
import type { PinReadService, PinWriteService } from "../pins/index.ts";
import type { FeatureDeps } from "../platform/feature.ts";
import type { UserReadService } from "../users/index.ts";

/** What the v5 API is registered with: the other features' services it answers through. */
export interface V5Deps extends FeatureDeps {
  boards: BoardReadService;
  pins: PinReadService;
  pinWrites: PinWriteService;
  users: UserReadService;
  /** Throws unless a user may make boards for an ad account (never asked: v5 has no ad boards). */
  checkAdvertiser: AdvertiserBoardCheck;
}
