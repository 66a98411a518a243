import { errorMessage } from "../platform/api/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { showToast } from "../ui/index.ts";
import { endSession } from "./api.ts";

/** Ends this session and reloads on / (IMPL-005): the next document is a logged-out one. */
export async function logOut(): Promise<void> {
  try {
    await endSession();
  } catch (error) {
    showToast(errorMessage(error), "error");
    return;
  }
  pageLoad.assign("/");
}
