import { readAec } from "@corkboard/core/auth";
import { navigate } from "../platform/navigation/navigation.ts";
import { openSoftBannedRecovery } from "./recovery-modals.tsx";

/** Removes aec from the URL and opens the soft-banned recovery modal for its values (AUTH-059…061). */
export function handleAec(): void {
  const { pathname, search, hash } = window.location;
  const aec = readAec(search);
  if (aec.aec === null) return;
  navigate(`${pathname}${aec.search}${hash}`, { replace: true });
  if (aec.softBanned) openSoftBannedRecovery();
}
