import type { Board, BoardHead, BoardSection } from "@corkboard/core/contract";
import { boardPath } from "@corkboard/core/paths";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary } from "./people-presenter.ts";
import type { UserSummaryRow } from "./people-repo.ts";
import type { BoardRow, CoverImage, SectionRow } from "./repo.ts";

/** Presents a board row with its cover images. */
export function presentBoard(row: BoardRow, covers: CoverImage[], urls: ImageUrls): Board {
  const coverUrls = covers.map((image) => urls.gridImages(image)["236x"].url);
  return {
    id: row.id,
    type: "board",
    name: row.name,
    slug: row.slug,
    url: boardPath(row.ownerUsername, row.slug),
    description: row.description,
    privacy: row.privacy,
    layout: row.layout,
    pin_count: row.pinCount,
    section_count: row.sectionCount,
    image_cover_url: coverUrls[0] ?? null,
    cover_images: coverUrls,
    owner: { id: row.ownerId, username: row.ownerUsername },
    collaborator_count: row.collaboratorCount,
    is_collaborative: row.collaboratorCount > 0,
    archived: row.archivedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Presents a board on its own page: the card, its collaborators and the viewer's relation to it. */
export function presentBoardHead(
  board: Board,
  row: BoardRow,
  collaborators: UserSummaryRow[],
  viewerId: string | null,
  urls: ImageUrls,
): BoardHead {
  return {
    ...board,
    collaborating_users: collaborators.map((person) => presentUserSummary(person, urls)),
    collaborated_by_me: viewerId !== null && collaborators.some((person) => person.id === viewerId),
    archived_by_me_at: archivedByMeAt(row, viewerId),
  };
}

/** When the viewer archived the board: only its owner archives, so null for anyone else. */
export function archivedByMeAt(row: BoardRow, viewerId: string | null): string | null {
  return viewerId !== null && row.ownerId === viewerId && row.archivedAt
    ? row.archivedAt.toISOString()
    : null;
}

/** A section's preview pins as found by the repository. */
export type SectionPreview = { pinId: string; dominantColor: string; image: CoverImage };

/** Presents a section with its preview pins (BOARD-003). */
export function presentSection(row: SectionRow, previews: SectionPreview[], urls: ImageUrls): BoardSection {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    type: "board_section",
    pin_count: row.pinCount,
    preview_pins: previews.map((preview) => {
      const renditions = urls.gridImages(preview.image);
      return {
        id: preview.pinId,
        image_medium_url: renditions["236x"].url,
        image_square_url: renditions["236x"].url,
        image_square_size_pixels: { width: renditions["236x"].width, height: renditions["236x"].height },
        dominant_color: preview.dominantColor,
      };
    }),
  };
}
