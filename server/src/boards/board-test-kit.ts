import { eq } from "drizzle-orm";
import { ADULT_BIRTHDAY, GOOD_PASSWORD } from "../auth/auth-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import { TestBrowser } from "../test/inject.ts";
import type { TestApp } from "../test/test-app.ts";

/** A signed-up person: their browser (session + CSRF) and their user row. */
export interface Member {
  browser: TestBrowser;
  id: string;
  username: string;
  email: string;
}

let counter = 0;

/** Signs `email` up through the real route, from a browser on the app's public origin. */
export async function signUpOnOrigin(t: TestApp, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(t.app, t.config.publicOrigin);
  const answer = await browser.post("/v3/register/", {
    type: "email",
    email,
    password: GOOD_PASSWORD,
    birthday: ADULT_BIRTHDAY,
    country: "US",
  });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return browser;
}

/** Signs a new account up through the real routes and returns its browser and id. */
export async function signedIn(t: TestApp, name = "member"): Promise<Member> {
  const email = `${name}.${Date.now().toString(36)}${counter++}@fastmail.com`;
  const browser = await signUpOnOrigin(t, email);
  const [row] = await t.database.db
    .select({ id: schema.users.id, username: schema.users.username })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  if (!row) throw new Error("signed-up user not found");
  return { browser, id: row.id, username: row.username, email };
}

/** Makes `userId` a collaborator of the board directly (the invite flow has its own tests). */
export async function addCollaborator(t: TestApp, boardId: string, userId: string): Promise<void> {
  await t.database.db.insert(schema.boardCollaborators).values({ boardId, userId });
}

/** A board's and its sections' stored pin counts. */
export async function pinCounts(t: TestApp, boardId: string) {
  const [board] = await t.database.db
    .select({ pinCount: schema.boards.pinCount })
    .from(schema.boards)
    .where(eq(schema.boards.id, boardId));
  const sections = await t.database.db
    .select({ id: schema.boardSections.id, pinCount: schema.boardSections.pinCount })
    .from(schema.boardSections)
    .where(eq(schema.boardSections.boardId, boardId));
  return { board: board?.pinCount ?? -1, sections: new Map(sections.map((s) => [s.id, s.pinCount])) };
}
