import { loginRedirectPath, safeNextPath } from "@corkboard/core/auth";
import { pageLoad } from "../platform/navigation/page-load.ts";

/**
 * Where a signed-in visitor goes (AUTH-057, AUTH-063, AUTH-064): a respondMessage form
 * calls its callback; otherwise the safe next-URL, else back to the page the form was
 * opened on (from /login, /signup or /add-account: to /). Landing on the same page is a
 * reload, so the new bootstrap says who is signed in.
 */
export function leaveAfterLogin(options: {
  next?: string | null | undefined;
  onSuccess?: (() => void) | undefined;
}) {
  if (options.onSuccess) {
    options.onSuccess();
    return;
  }
  const { pathname, search } = window.location;
  const target = safeNextPath(options.next) ?? loginRedirectPath(pathname, search);
  if (target === `${pathname}${search}`) pageLoad.reload();
  else pageLoad.assign(target);
}
