import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../pins/pins-test-kit.ts";
import { buildBoard, buildImage, buildPin, buildSection, buildUser } from "../../test/factories.ts";
import { csrfHeaders, type TestBrowser } from "../../test/inject.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { schema } from "../db/index.ts";

// Standards "bad input": whatever a client sends, the server answers with a stable code,
// never a 500. Every operation of the API document is called as a signed-in user with each
// hostile value below in every path parameter, query parameter and body field at once.
const HOSTILE_VALUES: readonly unknown[] = [
  "a\u0000b", // PostgreSQL text cannot hold NUL
  "9999999999999999999", // looks like an id, past bigint
  "-1",
  "",
  "x".repeat(5000),
  "\ud800", // a lone surrogate
  "%E0%A4%A",
  1e308,
  -1,
  0.5,
  true,
  null,
  ["a\u0000b"],
  { $gt: "" },
];

/** The values tried one field at a time, the rest of the request valid. */
const FIELD_VALUES: readonly unknown[] = [
  "a\u0000b",
  "9999999999999999999",
  "x".repeat(5000),
  1e308,
  ["x"],
  { $gt: "" },
];

/** Deleting the fixtures or logging out would make the calls after them shallower: they go last. */
const goesLast = (path: string) => /delete|logout|revoke/i.test(path);

/** The parts of the OpenAPI document the sweep reads. */
interface ApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface ApiDocument {
  paths: Record<string, Partial<Record<string, ApiOperation>>>;
}
type Operation = { path: string; method: string; operation: ApiOperation };

function operationsOf(document: ApiDocument): Operation[] {
  const methods = ["get", "post", "put", "delete", "patch"] as const;
  const found = Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method: method.toUpperCase(), operation }] : [];
    }),
  );
  return found.sort((a, b) => Number(goesLast(a.path)) - Number(goesLast(b.path)));
}

function bodyFields(operation: ApiOperation): string[] {
  return Object.keys(operation.requestBody?.content["application/json"]?.schema?.properties ?? {});
}

function parameters(operation: ApiOperation, where: "path" | "query"): string[] {
  return (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A path segment for the value; a lone surrogate has no UTF-8 form, so it goes as the bytes of one. */
function asSegment(value: unknown): string {
  try {
    return encodeURIComponent(asText(value));
  } catch {
    return "%ED%A0%80";
  }
}

describe("every operation answers hostile input without a 500", () => {
  let t: TestApp;
  let user: { browser: TestBrowser; id: string };

  beforeAll(async () => {
    t = await buildTestApp();
    user = await signedInUser(t, "sweeper");
  });
  afterAll(() => t.close());

  /** Sends one call as the signed-in user; answers a failure line for a 5xx, else null. */
  async function send(op: Operation, values: Record<string, unknown>, label: string): Promise<string | null> {
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => asSegment(values[name] ?? "1"));
    const query = Object.fromEntries(
      parameters(op.operation, "query")
        .filter((name) => name in values)
        .map((name) => [name, asText(values[name])]),
    );
    const body = Object.fromEntries(
      bodyFields(op.operation)
        .filter((n) => n in values)
        .map((n) => [n, values[n]]),
    );
    const response = await t.app.inject({
      method: op.method as "GET",
      url,
      query,
      headers: { ...csrfHeaders(), cookie: user.browser.cookieHeader() },
      remoteAddress: user.browser.remoteAddress,
      ...(op.method === "GET" ? {} : { payload: body }),
    });
    return response.statusCode >= 500
      ? `${op.method} ${op.path} with ${label}: ${response.statusCode}`
      : null;
  }

  const fieldsOf = (op: Operation) => [
    ...parameters(op.operation, "path"),
    ...parameters(op.operation, "query"),
    ...bodyFields(op.operation),
  ];

  it("path, query and body filled with NUL, huge ids, wrong types and odd strings", async () => {
    const operations = operationsOf(t.app.swagger() as unknown as ApiDocument);
    const failures: string[] = [];
    for (const op of operations) {
      for (const value of HOSTILE_VALUES) {
        const values = Object.fromEntries(fieldsOf(op).map((name) => [name, value]));
        const failure = await send(op, values, JSON.stringify(value).slice(0, 40));
        if (failure) failures.push(failure);
      }
    }
    expect(operations.length).toBeGreaterThan(70);
    expect(failures).toEqual([]);
  });

  it("one hostile field at a time in an otherwise valid call reaches the services and the database", async () => {
    const db = t.database.db;
    const other = await buildUser(db);
    const board = await buildBoard(db, user.id, { name: "Sweep board" });
    const second = await buildBoard(db, user.id, { name: "Sweep second" });
    const section = await buildSection(db, board.id, { title: "Sweep section" });
    const pin = await buildPin(db, { id: board.id, ownerId: user.id });
    const image = await buildImage(db);
    const [me] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
    // A valid value for each field name the API uses, so that one bad field is the only fault.
    const valid: Record<string, unknown> = {
      id: pin.id,
      pin_id: pin.id,
      pinId: pin.id,
      pin_ids: [pin.id],
      pins: [pin.id],
      board_id: board.id,
      new_board_id: second.id,
      section: section.id,
      section_id: section.id,
      old_section_id: section.id,
      new_section_id: section.id,
      media_upload_id: image.id,
      image_signature: image.signature,
      user_id: other.id,
      invited_user_ids: [other.id],
      emails: ["friend@example.com"],
      email: "sweeper@example.com",
      username: me?.username,
      username_or_email: me?.username,
      slug: board.slug,
      section_slug: section.slug,
      method: "uploaded",
      is_buyable_pin: false,
      title: "Sweep",
      description: "Sweep #sweep",
      link: "https://example.com/",
      name: "Sweep name",
      privacy: "public",
      q: "sw",
      term: "sw",
      count: 5,
      page_size: 10,
      url: "https://example.com/",
    };
    const failures: string[] = [];
    for (const op of operationsOf(t.app.swagger() as unknown as ApiDocument)) {
      for (const field of fieldsOf(op)) {
        for (const value of FIELD_VALUES) {
          const label = `${field}=${JSON.stringify(value).slice(0, 30)}`;
          const failure = await send(op, { ...valid, [field]: value }, label);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
