import { createHash, randomBytes } from "node:crypto";
import type { Executor } from "../../platform/db/index.ts";
import { stashValue, takeValue } from "./social-repo.ts";

/** An identity a provider proved: its ID token was verified before this was made. */
export interface VerifiedIdentity {
  providerId: string;
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  image: string | null;
}

/** How long a new person has to give their birthday and finish signing up (seconds). */
const TICKET_SECONDS = 30 * 60;

const ticketKey = (ticket: string) =>
  `social:signup:${createHash("sha256").update(ticket).digest("base64url")}`;

/**
 * Keeps a verified identity until its sign-up is finished and returns the single-use
 * ticket that names it (D-039). Only the ticket's hash is stored; the ID token itself never
 * reaches the browser, so a browser cannot present one of its own making.
 */
export async function stashIdentity(db: Executor, identity: VerifiedIdentity): Promise<string> {
  const ticket = randomBytes(32).toString("base64url");
  await stashValue(db, ticketKey(ticket), JSON.stringify(identity), TICKET_SECONDS);
  return ticket;
}

/** The identity behind a ticket, once; null when unknown, used or expired. */
export async function takeIdentity(db: Executor, ticket: string): Promise<VerifiedIdentity | null> {
  const stored = await takeValue(db, ticketKey(ticket));
  return stored ? (JSON.parse(stored) as VerifiedIdentity) : null;
}
