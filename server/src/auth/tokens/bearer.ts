import { isApiScope } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyRequest } from "fastify";
import { setApiToken } from "../../platform/auth/api-token.ts";
import { setViewer } from "../../platform/auth/viewer.ts";
import type { AppContext } from "../../platform/context.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { ImageUrls } from "../../platform/images/image-urls.ts";
import { toViewerUser } from "../presenter.ts";
import { findTokenViewer, touchTokenUsed } from "../repo.ts";
import { parseTokenString, secretMatches } from "./token-string.ts";

/** The one refusal of a token that does not work: which reason is never said (D-057). */
function tokenInvalid(): AppError {
  return new AppError("TOKEN_INVALID", t("error.TOKEN_INVALID"));
}

/**
 * Authenticates a Bearer request (D-057): the token's row by its prefix, the secret's hash
 * compared in constant time, then revoked, expired and the account's standing (a suspended
 * or deactivated account's token is refused, as its session would be). Sets the viewer —
 * with the token's scopes — and request.apiToken. One read; `last_used_at` is written at
 * most once a minute per token.
 */
export async function authenticateBearer(
  context: AppContext,
  urls: ImageUrls,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  const parts = parseTokenString(token);
  const row = parts ? await findTokenViewer(context.db, parts.prefix) : undefined;
  const matches = secretMatches(parts?.secret ?? "", row?.token.secretHash);
  const now = new Date();
  if (
    !row ||
    !matches ||
    row.token.revokedAt !== null ||
    (row.token.expiresAt !== null && row.token.expiresAt.getTime() <= now.getTime()) ||
    row.state !== "active"
  ) {
    throw tokenInvalid();
  }
  const scopes = new Set(row.token.scopes.filter(isApiScope));
  setApiToken(request, { id: row.token.id, scopes });
  setViewer(request, { id: row.id, user: toViewerUser(row, urls), accountCreatedAt: row.createdAt, scopes });
  if (row.token.lastUsedAt === null || now.getTime() - row.token.lastUsedAt.getTime() >= 60_000) {
    await touchTokenUsed(context.db, row.token.id, now);
  }
}
