/** A board's save state: absent (null) → loading → success; a failure goes back to null (PIN-043). */
export type BoardSaveStatus = "loading" | "success";

/** The save state of every board the picker shows, by board id; absent = not saving. */
export type SaveStates = Readonly<Record<string, BoardSaveStatus>>;

/** What happens to a save (PIN-043, PIN-044). */
export type SaveEvent =
  | { type: "save_started"; boardId: string }
  | { type: "save_succeeded"; boardId: string }
  | { type: "save_failed"; boardId: string };

/** The save states before any save. */
export const INITIAL_SAVE_STATES: SaveStates = {};

/**
 * Moves one board's save state: started → loading, succeeded → success (only from loading),
 * failed → cleared (PIN-043, PIN-044). Other boards are untouched.
 */
export function saveStatesReducer(states: SaveStates, event: SaveEvent): SaveStates {
  const current = states[event.boardId];
  switch (event.type) {
    case "save_started":
      return current === "loading" ? states : { ...states, [event.boardId]: "loading" };
    case "save_succeeded":
      return current === "loading" ? { ...states, [event.boardId]: "success" } : states;
    case "save_failed": {
      if (current === undefined) return states;
      const { [event.boardId]: _cleared, ...rest } = states;
      return rest;
    }
  }
}

/** The save state of one board: null when it is not being saved to (PIN-043). */
export function boardSaveStatus(states: SaveStates, boardId: string): BoardSaveStatus | null {
  return states[boardId] ?? null;
}

/** A board row's save state as the row shows it: idle, loading or saved (BOARD-025). */
export function boardRowState(states: SaveStates, boardId: string): "idle" | "loading" | "saved" {
  const status = states[boardId];
  if (status === "loading") return "loading";
  return status === "success" ? "saved" : "idle";
}

/** True while any save is in flight: the picker refuses a second save meanwhile. */
export function isAnySaveInFlight(states: SaveStates): boolean {
  return Object.values(states).includes("loading");
}
