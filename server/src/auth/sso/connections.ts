import { randomBytes } from "node:crypto";
import type { Database, Executor } from "../../platform/db/index.ts";
import { acceptableIssuer, discoverIssuer } from "./idp.ts";
import { claimedDomains, deleteConnection, insertConnection, listConnections } from "./sso-repo.ts";

/** An operator's mistake in an `sso` admin command, said as is. */
export class SsoInputError extends Error {}

/** What `sso add` registers. */
export interface NewSsoConnection {
  domains: readonly string[];
  issuer: string;
  clientId: string;
  clientSecret: string;
}

// A DNS name: labels of letters, digits and hyphens, at least one dot (no "localhost").
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * Registers a company's IdP for its email domains (IMPL-014; D-044). The issuer must be
 * https (plain http only on loopback) and answer OpenID discovery now, so a typo is caught
 * at the command line and not at a person's first sign-in. A domain belongs to one IdP.
 */
export async function addSsoConnection(
  db: Database,
  input: NewSsoConnection,
  discover: typeof discoverIssuer = discoverIssuer,
): Promise<{ id: string; domains: string[] }> {
  const domains = [...new Set(input.domains.map((domain) => domain.trim().toLowerCase()))];
  if (domains.length === 0) throw new SsoInputError("at least one --domain is needed");
  const bad = domains.filter((domain) => !DOMAIN.test(domain));
  if (bad.length > 0) throw new SsoInputError(`not an email domain: ${bad.join(", ")}`);
  const issuer = acceptableIssuer(input.issuer.trim());
  if (!issuer) throw new SsoInputError("--issuer must be an https URL (plain http only on loopback)");
  const clientId = input.clientId.trim();
  if (!clientId || !input.clientSecret) throw new SsoInputError("--client-id and --client-secret are needed");
  const taken = await claimedDomains(db, domains);
  if (taken.length > 0) throw new SsoInputError(`already registered: ${taken.join(", ")}`);
  try {
    await discover(issuer, clientId, input.clientSecret);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SsoInputError(`OpenID discovery of ${issuer.href} failed: ${reason}`);
  }
  const id = randomBytes(8).toString("hex");
  const connection = { id, issuer: input.issuer.trim(), clientId, clientSecret: input.clientSecret };
  await db.transaction((tx) => insertConnection(tx, connection, domains));
  return { id, domains };
}

/** Every connection with its domains (no secrets). */
export const listSsoConnections = listConnections;

/** Removes a connection; its linked accounts keep their users but can no longer sign in through it. */
export async function removeSsoConnection(db: Executor, id: string): Promise<void> {
  if (!(await deleteConnection(db, id))) throw new SsoInputError(`no SSO connection ${id}`);
}
