import type { SocialNetwork } from "@corkboard/core/auth";
import { BRAND_NAME, t } from "@corkboard/core/messages";
import { AppError } from "../platform/http/app-error.ts";

/**
 * Where a new account's birthday and email came from (AUTH-071, D-042): the product (the
 * person typed it here) or the social provider that vouched for it.
 */
export interface SignupSources {
  birthday: string;
  email: string;
}

/**
 * AUTH-071's `birthday_source_site` / `email_source_site` as the client sent them: each may
 * only name the product or this sign-up's own provider (bad input, before anything is
 * spent). What is stored is not the client's word but `recordedSources`' — the server knows.
 */
export function checkSourceSites(
  query: { birthday_source_site?: string | undefined; email_source_site?: string | undefined },
  network: SocialNetwork | null,
): void {
  const allowed = new Set([BRAND_NAME.toLowerCase(), ...(network ? [network] : [])]);
  for (const field of ["birthday_source_site", "email_source_site"] as const) {
    const value = query[field];
    if (value === undefined || allowed.has(value.toLowerCase())) continue;
    const message = t("error.INVALID_INPUT");
    throw new AppError("INVALID_INPUT", message, { fields: [{ field, message }] });
  }
}

/** The sources to store: the birthday is always asked here; the email is the provider's when it gave one. */
export function recordedSources(network: SocialNetwork | null, emailFromProvider: boolean): SignupSources {
  return { birthday: BRAND_NAME, email: network && emailFromProvider ? network : BRAND_NAME };
}
