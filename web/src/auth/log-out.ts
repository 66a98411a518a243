import { logoutEndpoint } from "@corkboard/core/contract";
import { errorMessage, fetchEndpoint } from "../platform/api/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { showToast } from "../ui/index.ts";

/** Ends this session and reloads on / (IMPL-005): the next document is a logged-out one. */
export async function logOut(): Promise<void> {
  try {
    await fetchEndpoint(logoutEndpoint, {});
  } catch (error) {
    showToast(errorMessage(error), "error");
    return;
  }
  pageLoad.assign("/");
}
