import { isEmailFormat, normalizeEmail, splitFullName } from "@corkboard/core/auth";
import type { CollaboratorSuggestion, InviteDescription, UserSummary } from "@corkboard/core/contract";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentUserSummary as presentSummary } from "../platform/images/user-summary.ts";
import type { UserSummaryRow } from "./people-repo.ts";

/** The smallest view of a user. */
export function presentUserSummary(row: UserSummaryRow, urls: ImageUrls): UserSummary {
  return presentSummary(row, row.avatar, urls);
}

/** The inviter record (AUTH-043): the summary with the first name and whether the picture is the default. */
export function presentInviter(row: UserSummaryRow, urls: ImageUrls): InviteDescription["inviter"] {
  const summary = presentUserSummary(row, urls);
  return {
    ...summary,
    first_name: splitFullName(row.fullName).firstName,
    is_default_image: summary.image_medium_url === null,
  };
}

/** A user as a collaborator suggestion (BOARD-009). */
export function userSuggestion(
  row: UserSummaryRow,
  urls: ImageUrls,
  type: "user_share_suggestion" | "user",
): CollaboratorSuggestion {
  const image = row.avatar ? urls.avatar(row.avatar) : null;
  return {
    type,
    id: row.id,
    title: row.fullName,
    full_name: row.fullName,
    username: row.username,
    image_medium_url: image,
    image_large_url: image,
    valid: true,
  };
}

/** A typed email as a suggestion; `valid` follows the AUTH email format rule (BOARD-065). */
export function emailSuggestion(term: string): CollaboratorSuggestion {
  const email = normalizeEmail(term);
  return {
    type: "email",
    id: email,
    title: email,
    full_name: "",
    username: "",
    image_medium_url: null,
    image_large_url: null,
    valid: isEmailFormat(email),
  };
}
