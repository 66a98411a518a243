import { eq } from "drizzle-orm";
import { signUp } from "../auth/auth-test-kit.ts";
import { schema } from "../platform/db/index.ts";
import type { TestBrowser } from "../test/inject.ts";
import type { TestApp } from "../test/test-app.ts";

let counter = 0;

/** A signed-in account made through the real sign-up route: its browser and user row. */
export async function signedInUser(
  t: TestApp,
  name = "saver",
): Promise<{ browser: TestBrowser; id: string }> {
  const email = `${name}-${Date.now().toString(36)}-${counter++}@fastmail.com`;
  const browser = await signUp(t.app, email);
  const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!row) throw new Error("signed-up user not found");
  return { browser, id: row.id };
}

/** A multipart/form-data body with one file field, as a browser would send it. */
export function multipartBody(field: string, filename: string, bytes: Buffer, contentType = "image/png") {
  const boundary = `----corkboard${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
