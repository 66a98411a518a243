import { isReservedUsername } from "./reserved.ts";

/**
 * True when a path is a profile (/{username}/), a board (/{username}/{board}/) or a section
 * (/{username}/{board}/{section}/): what classifyPath calls a profile or a board by its
 * /{username} patterns (GATE-018, GATE-028), without its route table. Every other route's
 * first segment is reserved (a test holds the two to the same answer), so one look at the
 * first segment is the classifier's answer; the profile and board pages' first load carries
 * this instead of the classifier (D-073).
 */
export function isUserPagePath(pathname: string): boolean {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const first = segments[0];
  return first !== undefined && segments.length <= 3 && !isReservedUsername(decodeSegment(first));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
