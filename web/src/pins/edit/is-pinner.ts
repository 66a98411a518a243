import type { PinDetail } from "@corkboard/core/contract";
import { getBootstrap } from "../../platform/bootstrap/index.ts";

/** True when the signed-in viewer saved this pin: only its pinner edits or deletes it (IMPL-023). */
export function isPinner(pin: Pick<PinDetail, "pinner">): boolean {
  const viewer = getBootstrap().viewer.user;
  return viewer !== null && viewer.id === pin.pinner.id;
}
