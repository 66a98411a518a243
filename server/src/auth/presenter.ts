import { splitFullName } from "@corkboard/core/auth";
import type { RememberedAccount, ViewerUser } from "@corkboard/core/contract";
import { isLocale } from "@corkboard/core/messages";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import type { ViewerRow } from "./repo.ts";

/** The viewer record (AUTH-002, AUTH-003) of a signed-in person. */
export function toViewerUser(row: ViewerRow, urls: ImageUrls): ViewerUser {
  const avatar = row.avatar ? urls.avatar(row.avatar) : row.imageUrl;
  return {
    id: row.id,
    username: row.username,
    full_name: row.fullName,
    first_name: splitFullName(row.fullName).firstName,
    email: row.email,
    email_verified: row.emailVerified,
    image_small_url: avatar,
    image_medium_url: avatar,
    avatar_color_index: row.avatarColorIndex,
    has_password: row.hasPassword,
    two_factor_enabled: row.twoFactorEnabled,
    is_partner: row.isPartner,
    country: row.country,
    // A value a later release stopped speaking reads as "no choice" (the browser's language).
    locale: isLocale(row.locale) ? row.locale : null,
    // Linked by Google, Facebook or LINE sign-in (D-039, D-042).
    connected_to_facebook: row.connectedToFacebook,
    connected_to_google: row.connectedToGoogle,
    connected_to_line: row.connectedToLine,
  };
}

/** The recognised returning visitor's account (AUTH-010, AUTH-023). */
export function toRememberedAccount(user: ViewerUser): RememberedAccount | null {
  if (!user.email) return null;
  return {
    first_name: user.first_name,
    image_url: user.image_medium_url,
    email: user.email,
    has_password: user.has_password,
    connected_to_facebook: user.connected_to_facebook,
    connected_to_google: user.connected_to_google,
  };
}
