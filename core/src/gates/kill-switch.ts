/**
 * The pin-creation kill switch (seed 002 §6; GATE-010, GATE-011).
 */

/** The experiment that can disable pin creation (GATE-011). */
export const CREATION_KILL_SWITCH_EXPERIMENT = "web_pin_creation_kill_switch";

/** Values of the kill switch (GATE-010). */
export const CREATION_KILL_SWITCH_VALUES = [
  "disable_all",
  "disable_idea_pins",
  "disable_video",
  "disable_web_pins",
] as const;

/** A kill-switch value (GATE-010). */
export type CreationKillSwitch = (typeof CREATION_KILL_SWITCH_VALUES)[number];

/** What is being created: a pin from the web, an idea (story) pin, a video upload, or a repin. */
export type CreationKind = "web_pin" | "idea_pin" | "video" | "repin";

/** The kill-switch value from an experiment group name; anything else = not switched (GATE-010). */
export function parseKillSwitch(group: string | null | undefined): CreationKillSwitch | null {
  return (CREATION_KILL_SWITCH_VALUES as readonly string[]).includes(group ?? "")
    ? (group as CreationKillSwitch)
    : null;
}

/**
 * True when the kill switch blocks this creation (GATE-011): disable_all blocks every create
 * path; disable_idea_pins story/idea pins; disable_video video uploads; disable_web_pins web
 * pins while repins still work.
 */
export function isCreationBlocked(
  killSwitch: CreationKillSwitch | null | undefined,
  kind: CreationKind,
): boolean {
  switch (killSwitch) {
    case "disable_all":
      return true;
    case "disable_idea_pins":
      return kind === "idea_pin";
    case "disable_video":
      return kind === "video";
    case "disable_web_pins":
      return kind === "web_pin";
    default:
      return false;
  }
}
