import { normalizeEmail } from "@corkboard/core/auth";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { z } from "zod";
import type { OidcProviderConfig } from "../../platform/config/index.ts";
import { isInsecureLoopback } from "./social-provider.ts";

/** How long fetching the issuer's discovery document or keys may take (ms). */
const CALL_TIMEOUT_MS = 10_000;
/** ID tokens older than this (by iat) are refused even when not yet expired (seconds). */
const MAX_TOKEN_AGE = "1h";
/** Clock skew allowed on exp/iat/nbf (seconds). */
const CLOCK_TOLERANCE = 30;

const discoveryDocument = z.object({ issuer: z.string(), jwks_uri: z.string().url() });

/** What a verified ID token tells about its subject. */
export interface VerifiedIdToken {
  sub: string;
  /** Only when the provider said email_verified: true; null otherwise. */
  verifiedEmail: string | null;
  claims: JWTPayload;
}

/** Checks an ID token a client brings (D-043): a token our server did not obtain itself. */
export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdToken>;

/**
 * An ID-token check against the issuer's published keys (OIDC Core 3.1.3.7): signature
 * (RS256/ES256 only, never "none" or HMAC), `iss` equal to the configured issuer, `aud`
 * containing our client id (and `azp`, when there are several audiences), `exp`, `iat` no
 * older than an hour. No nonce: these tokens did not come from a flow of ours, so the
 * lookups built on it only ever answer about the token's own subject (D-043).
 * The discovery document and the key set are fetched on first use and kept (jose refetches
 * the keys when a token names an unknown kid, at most every 30 s).
 */
export function idTokenVerifier(config: OidcProviderConfig): IdTokenVerifier {
  const issuer = new URL(config.issuer);
  if (issuer.protocol !== "https:" && !isInsecureLoopback(issuer)) {
    throw new Error(`Invalid configuration: issuer ${config.issuer} must be https`);
  }
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;
  const keySet = () => {
    keys ??= discover(issuer).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  return async (idToken) => {
    const { payload } = await jwtVerify(idToken, await keySet(), {
      issuer: config.issuer,
      audience: config.clientId,
      algorithms: ["RS256", "ES256"],
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: CLOCK_TOLERANCE,
      requiredClaims: ["sub", "exp", "iat"],
    });
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) {
      throw new Error("ID token's azp is not our client");
    }
    const email = typeof payload.email === "string" ? normalizeEmail(payload.email) : "";
    return {
      sub: String(payload.sub),
      verifiedEmail: email && payload.email_verified === true ? email : null,
      claims: payload,
    };
  };
}

async function discover(issuer: URL): Promise<ReturnType<typeof createRemoteJWKSet>> {
  const url = new URL(`${issuer.href.replace(/\/$/, "")}/.well-known/openid-configuration`);
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = discoveryDocument.parse(await response.json());
  const jwksUri = new URL(document.jwks_uri);
  if (jwksUri.protocol !== "https:" && !isInsecureLoopback(jwksUri)) {
    throw new Error(`jwks_uri ${document.jwks_uri} must be https`);
  }
  return createRemoteJWKSet(jwksUri, { timeoutDuration: CALL_TIMEOUT_MS });
}
