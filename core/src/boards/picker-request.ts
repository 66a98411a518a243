import { BOARD_LIMITS } from "./constants.ts";
import { type BoardCreator, pickerBoardFilter } from "./privacy.ts";

/** BoardPickerBoardsResource options of the desktop picker (BOARD-044, BOARD-046 DECISION). */
export interface DesktopPickerRequest {
  pin_id?: string;
  username: string;
  advertiser_id?: string;
  filter: "protected" | "all";
  field_set_key: "board_picker";
  shortlist_suggestions: number;
  isDesktop: true;
}

/** BoardPickerBoardsResource options of the mobile picker (BOARD-045). */
export interface MobilePickerRequest {
  filter: "all";
  field_set_key: "profile_grid_item";
  user_id: string;
}

/**
 * The desktop picker's board request: for an ad-account collaborator the owner's username,
 * advertiser_id and filter protected; otherwise the viewer's username and filter all; two
 * shortlist suggestions (BOARD-038, BOARD-044, BOARD-046 DECISION).
 */
export function desktopPickerRequest(
  creator: BoardCreator,
  viewerUsername: string,
  pinId?: string | null,
): DesktopPickerRequest {
  const filter = pickerBoardFilter(creator);
  const advertiser = filter === "protected" ? creator.advertiser : null;
  return {
    ...(pinId ? { pin_id: pinId } : {}),
    username: advertiser ? advertiser.ownerUsername : viewerUsername,
    ...(advertiser ? { advertiser_id: advertiser.advertiserId } : {}),
    filter,
    field_set_key: "board_picker",
    shortlist_suggestions: BOARD_LIMITS.shortlistSuggestions,
    isDesktop: true,
  };
}

/** The mobile picker's board request: every board of the viewer (BOARD-045). */
export function mobilePickerRequest(viewerId: string): MobilePickerRequest {
  return { filter: "all", field_set_key: "profile_grid_item", user_id: viewerId };
}
