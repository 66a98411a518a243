import type { ApiScope, ApiToken } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { MAX_TOKENS_PER_USER, type TokenExpiry, tokenExpiresAt } from "@corkboard/core/tokens";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { Executor } from "../../platform/db/index.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { newTokenString, TOKEN_START } from "./token-string.ts";
import { type ApiTokenRow, insertTokenUnderCap, listTokens, revokeToken } from "./tokens-repo.ts";

/** A token row on the wire: its public prefix as `cbp_<prefix>`, times as ISO strings. */
function presentToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: `${TOKEN_START}${row.prefix}`,
    scopes: row.scopes as ApiScope[],
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A person's personal API tokens (D-057): list, create (answered once), revoke. */
export class ApiTokenService {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** The viewer's tokens, newest first. */
  async list(viewer: Viewer): Promise<{ items: ApiToken[] }> {
    return { items: (await listTokens(this.#db, viewer.id)).map(presentToken) };
  }

  /** A new token; the full string is in this answer only (TOKEN_LIMIT_REACHED over the cap). */
  async create(
    viewer: Viewer,
    input: { name: string; scopes: ApiScope[]; expiry: TokenExpiry },
  ): Promise<{ token: ApiToken; secret_token: string }> {
    const fresh = newTokenString();
    const row = await insertTokenUnderCap(
      this.#db,
      {
        userId: viewer.id,
        name: input.name,
        prefix: fresh.prefix,
        secretHash: fresh.secretHash,
        scopes: input.scopes,
        expiresAt: tokenExpiresAt(input.expiry, new Date()),
      },
      MAX_TOKENS_PER_USER,
    );
    if (!row) {
      throw new AppError("TOKEN_LIMIT_REACHED", t("error.TOKEN_LIMIT_REACHED", { max: MAX_TOKENS_PER_USER }));
    }
    return { token: presentToken(row), secret_token: fresh.token };
  }

  /** Revokes one of the viewer's tokens; another person's (or no) token is NOT_FOUND. */
  async revoke(viewer: Viewer, tokenId: string): Promise<ApiToken> {
    const row = await revokeToken(this.#db, viewer.id, tokenId);
    if (!row) throw notFound("Token");
    return presentToken(row);
  }
}
