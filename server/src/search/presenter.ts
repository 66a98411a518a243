import type { EndpointData, searchEndpoint, UserSummary } from "@corkboard/core/contract";
import { boardPath } from "@corkboard/core/paths";
import type { CoverImage } from "../boards/index.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import type { BoardHitRow, PersonHitRow } from "./repo.ts";

type SearchAnswer = EndpointData<typeof searchEndpoint>;
type BoardHit = Extract<SearchAnswer, { scope: "boards" }>["results"][number];
type PersonHit = Extract<SearchAnswer, { scope: "people" }>["results"][number];

function avatarUrl(
  row: { avatar_storage_key: string | null; avatar_width: number | null; avatar_height: number | null },
  urls: ImageUrls,
): string | null {
  if (row.avatar_storage_key === null || row.avatar_width === null || row.avatar_height === null) return null;
  return urls.avatar({
    storageKey: row.avatar_storage_key,
    width: row.avatar_width,
    height: row.avatar_height,
  });
}

/** A board found by search, with its owner and cover (the chosen one, else the newest pin's). */
export function presentBoardHit(row: BoardHitRow, cover: CoverImage | undefined, urls: ImageUrls): BoardHit {
  const owner: UserSummary = {
    id: row.owner_id,
    username: row.owner_username,
    full_name: row.owner_full_name,
    image_medium_url: avatarUrl(row, urls),
    avatar_color_index: row.owner_avatar_color_index,
  };
  return {
    id: row.id,
    name: row.name,
    url: boardPath(row.owner_username, row.slug),
    privacy: row.privacy,
    pin_count: row.pin_count,
    image_cover_url: cover ? urls.gridImages(cover)["236x"].url : null,
    owner,
  };
}

/** A person found by search. */
export function presentPersonHit(row: PersonHitRow, urls: ImageUrls): PersonHit {
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    image_medium_url: avatarUrl(row, urls),
    avatar_color_index: row.avatar_color_index,
    follower_count: row.follower_count,
  };
}
