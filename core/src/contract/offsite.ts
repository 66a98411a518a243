import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { idSchema } from "./ids.ts";

/** The offsite link check and redirect (seed 002 §7, §8; ADS-071…074, IMPL-042). */

// ── Offsite (ADS-071…074, IMPL-042) ───────────────────────────────────────────────────

/** Statuses of the offsite check (ADS-071, ADS-072): only `ok` links are opened. */
export const redirectStatusSchema = z.enum(["ok", "blocked", "suspicious", "porn"]);

/** GET /v3/offsite/ (ADS-071): the link check; `token` signs (url, pin, expiry) for /offsite/ (ADS-074). */
export const offsiteCheckEndpoint = defineEndpoint({
  method: "GET",
  path: "/v3/offsite/",
  summary: "Check an outbound pin link and sign it for the /offsite/ redirect",
  tag: "offsite",
  access: "public",
  query: z.object({
    url: z.string().min(1).max(2048),
    pin_id: idSchema,
    check_only: z.enum(["true", "false"]).optional(),
    client_tracking_params: z.string().max(2048).optional(),
    aux_data: z.string().max(2048).optional(),
    third_party_ad: z.string().max(2048).optional(),
  }),
  data: z.object({
    redirect_status: redirectStatusSchema,
    url: z.string(),
    /** Null unless the status is ok. */
    token: z.string().nullable(),
    expires_at: z.string().nullable(),
  }),
});

/**
 * GET /offsite/?token=&url=&pin= (ADS-073): a 302 to `url` only with a valid, unexpired
 * token and an ok status; otherwise a 400/403 page. Not an envelope call, so only its query
 * is part of the contract.
 */
export const offsiteRedirectQuerySchema = z.object({
  token: z.string().max(512).optional(),
  url: z.string().max(2048).optional(),
  pin: z.string().max(32).optional(),
  isThirdPartyAd: z.string().max(8).optional(),
  csr: z.string().max(8).optional(),
  client_tracking_params: z.string().max(2048).optional(),
  aux_data: z.string().max(2048).optional(),
});
