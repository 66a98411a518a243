import type { UserSummary } from "@corkboard/core/contract";
import "./avatar.css";

/** Number of letter-avatar colours in avatar.css. */
export const AVATAR_COLORS = 9;

type AvatarUser = Pick<UserSummary, "full_name" | "username" | "image_medium_url" | "avatar_color_index">;

interface AvatarProps {
  user: AvatarUser;
  size: number;
  /**
   * The image's text alternative. Empty when the name is written next to the avatar, so
   * screen readers do not read it twice.
   */
  alt?: string;
}

/** The letter shown when a user has no image: the first letter of their name. */
export function avatarLetter(user: Pick<UserSummary, "full_name" | "username">): string {
  const name = user.full_name.trim() || user.username;
  // Spread by code points so a name starting with an emoji or astral letter stays whole.
  return ([...name][0] ?? "?").toUpperCase();
}

/** The letter-avatar colour class for a user's colour index. */
export function avatarColorClass(index: number): string {
  return `cb-avatar--${((index % AVATAR_COLORS) + AVATAR_COLORS) % AVATAR_COLORS}`;
}

/** A user's round picture, or a coloured letter avatar when they have none. */
export function Avatar({ user, size, alt = "" }: AvatarProps) {
  const box = { width: size, height: size };
  if (user.image_medium_url) {
    return <img className="cb-avatar" src={user.image_medium_url} alt={alt} style={box} loading="lazy" />;
  }
  const className = `cb-avatar ${avatarColorClass(user.avatar_color_index)}`;
  const style = { ...box, fontSize: Math.round(size * 0.45) };
  if (alt) {
    return (
      <span className={className} style={style} role="img" aria-label={alt}>
        {avatarLetter(user)}
      </span>
    );
  }
  return (
    <span className={className} style={style} aria-hidden="true">
      {avatarLetter(user)}
    </span>
  );
}
