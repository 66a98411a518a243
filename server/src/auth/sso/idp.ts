import * as oidc from "openid-client";
import { isInsecureLoopback } from "../social/social-provider.ts";
import type { SsoConnectionRow } from "./sso-repo.ts";

/**
 * A company IdP's openid-client configuration (D-044), discovered on first use and kept per
 * connection; a failed discovery is not kept, so an IdP that was down is tried again.
 */
const discovered = new Map<string, Promise<oidc.Configuration>>();

/** Discovers an issuer as a client (the same checks as Google's, D-039). */
export function discoverIssuer(issuer: URL, clientId: string, clientSecret: string) {
  return oidc.discovery(issuer, clientId, clientSecret, undefined, {
    // The ID token's signature is checked against the issuer's keys even from the token endpoint.
    execute: isInsecureLoopback(issuer)
      ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests]
      : [oidc.enableNonRepudiationChecks],
  });
}

/** The configuration of a stored connection. */
export function idpConfiguration(connection: SsoConnectionRow): Promise<oidc.Configuration> {
  const key = `${connection.id}\n${connection.issuer}\n${connection.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    found = discoverIssuer(new URL(connection.issuer), connection.clientId, connection.clientSecret).catch(
      (error: unknown) => {
        discovered.delete(key);
        throw error;
      },
    );
    discovered.set(key, found);
  }
  return found;
}

/** An issuer an operator may register: https, or plain http on loopback only (tests, dev). */
export function acceptableIssuer(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password || url.hash || url.search) return null;
  return url.protocol === "https:" || isInsecureLoopback(url) ? url : null;
}
