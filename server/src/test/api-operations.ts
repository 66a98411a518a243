import type { FastifyInstance } from "fastify";
import { csrfHeaders, type TestBrowser } from "./inject.ts";

// The operations of the app's own OpenAPI document, for tests that sweep the whole API.

/** The parts of the OpenAPI document the sweeps read. */
interface ApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface ApiDocument {
  paths: Record<string, Partial<Record<string, ApiOperation>>>;
}
export type Operation = { path: string; method: string; operation: ApiOperation };

/** Deleting the fixtures or logging out would make the calls after them shallower: they go last. */
const goesLast = (path: string) => /delete|logout|revoke/i.test(path);

/** Every operation of the app's API document; deletes and logging out come last. */
export function apiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as ApiDocument;
  const methods = ["get", "post", "put", "delete", "patch"] as const;
  const found = Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method: method.toUpperCase(), operation }] : [];
    }),
  );
  return found.sort((a, b) => Number(goesLast(a.path)) - Number(goesLast(b.path)));
}

/** The names of an operation's path and query parameters and body fields. */
export function fieldsOf(op: Operation): string[] {
  return [
    ...parameters(op.operation, "path"),
    ...parameters(op.operation, "query"),
    ...bodyFields(op.operation),
  ];
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

/** Calls an operation with `values` in its path, query and body (names it lacks are left out), as `browser`. */
export function callOperation(
  app: FastifyInstance,
  op: Operation,
  values: Record<string, unknown>,
  browser: TestBrowser,
) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => asSegment(values[name] ?? "1"));
  const pick = (names: string[]) => names.filter((name) => name in values);
  const query = Object.fromEntries(
    pick(parameters(op.operation, "query")).map((n) => [n, asText(values[n])]),
  );
  const body = Object.fromEntries(pick(bodyFields(op.operation)).map((n) => [n, values[n]]));
  return app.inject({
    method: op.method as "GET",
    url,
    query,
    headers: { ...csrfHeaders(), cookie: browser.cookieHeader() },
    remoteAddress: browser.remoteAddress,
    ...(op.method === "GET" ? {} : { payload: body }),
  });
}
