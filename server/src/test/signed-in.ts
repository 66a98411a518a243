import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { schema } from "../platform/db/index.ts";
import { TestBrowser } from "./inject.ts";
import type { TestApp } from "./test-app.ts";

// The one way tests get a signed-in account: through the real sign-up route, so every
// test's session is minted exactly as a browser's would be.

/** A password that passes every sign-up rule. */
export const GOOD_PASSWORD = "violet-harbor-lantern-42";

/** A birthday (epoch seconds) well over the minimum age. */
export const ADULT_BIRTHDAY = Date.UTC(1990, 4, 17) / 1000;

/**
 * Signs `email` up through the real route and returns the browser holding its session.
 * `origin` is the page the browser writes from; it must be the app's public origin.
 */
export async function signUp(
  app: FastifyInstance,
  email: string,
  password = GOOD_PASSWORD,
  origin?: string,
): Promise<TestBrowser> {
  const browser = new TestBrowser(app, origin);
  const answer = await browser.post("/v3/register/", {
    type: "email",
    email,
    password,
    birthday: ADULT_BIRTHDAY,
    country: "US",
  });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return browser;
}

/** A signed-in person: their browser (session + CSRF) and who they are. */
export interface SignedInUser {
  browser: TestBrowser;
  id: string;
  username: string;
  email: string;
}

let counter = 0;

/** A new account, signed in from the app's public origin; `name` starts its email. */
export async function signedIn(t: TestApp, name = "member"): Promise<SignedInUser> {
  const email = `${name}.${Date.now().toString(36)}${counter++}@fastmail.com`;
  const browser = await signUp(t.app, email, GOOD_PASSWORD, t.config.publicOrigin);
  const [row] = await t.database.db
    .select({ id: schema.users.id, username: schema.users.username })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  if (!row) throw new Error("signed-up user not found");
  return { browser, id: row.id, username: row.username, email };
}
