/** The fields of a board that picker filtering and ordering read (BOARD-001). */
export interface PickerBoard {
  id: string;
  name: string;
  owner: { id: string };
  /** True when the viewer collaborates on the board. */
  collaborated_by_me: boolean;
  /** When the viewer archived the board; null when they did not. */
  archived_by_me_at: string | null;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const STARTS_WITH_DIGIT = /^\s*\p{Nd}/u;

/** True when a board name starts with a digit (such boards go last, BOARD-018). */
export function startsWithDigit(name: string): boolean {
  return STARTS_WITH_DIGIT.test(name);
}

/**
 * Orders board names: names starting with a digit after the others (BOARD-018), then by
 * name, case- and accent-insensitive with numbers compared by value (BOARD-019).
 */
export function compareBoardNames(a: string, b: string): number {
  const digitA = startsWithDigit(a);
  if (digitA !== startsWithDigit(b)) return digitA ? 1 : -1;
  return collator.compare(a.trim(), b.trim());
}

/** A copy of `boards` sorted by name, digit-first names last (BOARD-018, BOARD-019). */
export function sortBoardsByName<T extends { name: string }>(boards: readonly T[]): T[] {
  return [...boards].sort((a, b) => compareBoardNames(a.name, b.name));
}

/**
 * True when the picker lists the board for the viewer: not archived by them, and they own
 * it or collaborate on it. Boards without covers stay, with a placeholder tile (BOARD-020 DECISION).
 */
export function isPickableBoard(board: PickerBoard, viewerId: string): boolean {
  if (board.archived_by_me_at !== null) return false;
  return board.owner.id === viewerId || board.collaborated_by_me;
}

/** The boards the picker lists for the viewer, sorted by name (BOARD-018…BOARD-020). */
export function pickerBoards<T extends PickerBoard>(boards: readonly T[], viewerId: string): T[] {
  return sortBoardsByName(boards.filter((board) => isPickableBoard(board, viewerId)));
}
