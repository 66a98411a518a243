import type { EndpointAccess } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { Viewer } from "../auth/viewer.ts";
import { AppError } from "./app-error.ts";

/**
 * Checks a viewer against an endpoint's access level (core/src/contract/endpoint.ts):
 * UNAUTHORIZED without a session, EMAIL_NOT_VERIFIED for an unverified email where one is
 * needed, FORBIDDEN for a personal account where a business account is needed.
 */
export function checkAccess(access: EndpointAccess, viewer: Viewer | null): void {
  if (access === "public") return;
  if (!viewer) throw new AppError("UNAUTHORIZED", t("error.UNAUTHORIZED"));
  // Tests may build a viewer without its record; the session hook always reads it.
  if (access === "verifiedEmail" && viewer.user?.email_verified !== true) {
    throw new AppError("EMAIL_NOT_VERIFIED", t("auth.verifyEmail.body"));
  }
  if (access === "business" && viewer.user?.is_partner !== true) {
    throw new AppError("FORBIDDEN", t("error.FORBIDDEN"), { detail: "a business account is needed" });
  }
}
