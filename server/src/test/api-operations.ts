import type { AnyEndpoint } from "@corkboard/core/contract";
import * as contract from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyInstance } from "fastify";
import { accountKey, ipKey } from "../platform/rate-limit/index.ts";
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
/** One operation of the document, with the contract endpoint that declared it. */
export type Operation = { path: string; method: string; operation: ApiOperation; endpoint: AnyEndpoint };

/** Every endpoint the contract declares, by "METHOD path". */
export function contractEndpoints(): Map<string, AnyEndpoint> {
  const endpoints = (Object.values(contract) as unknown[]).filter(
    (value): value is AnyEndpoint =>
      typeof value === "object" &&
      value !== null &&
      "access" in value &&
      "method" in value &&
      "path" in value,
  );
  return new Map(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));
}

/** Deleting the fixtures or logging out would make the calls after them shallower: they go last. */
const goesLast = (path: string) => /delete|logout|revoke/i.test(path);

/**
 * Every operation of the app's API document, each with the contract endpoint that declared
 * it (an operation no endpoint declares is an error: every route is one declaration);
 * deletes and logging out come last.
 */
export function apiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as ApiDocument;
  const declared = contractEndpoints();
  const methods = ["get", "post", "put", "delete", "patch"] as const;
  const found = Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const endpoint = declared.get(`${method.toUpperCase()} ${path}`);
      if (!endpoint)
        throw new Error(`${method.toUpperCase()} ${path} is in the API document but not declared`);
      return [{ path, method: method.toUpperCase(), operation, endpoint }];
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

/**
 * Forgets what the operation's rate-limit policy counted for this caller, so a sweep that
 * calls it hundreds of times still reaches the services (the limits have tests of their own).
 */
export async function resetRateLimit(
  app: FastifyInstance,
  op: Operation,
  caller: { browser: TestBrowser; id?: string },
): Promise<void> {
  const policy = op.endpoint.rateLimit;
  if (!policy) return;
  const limiter = app.appContext.endpointLimits[policy];
  await limiter.reset(ipKey(caller.browser.remoteAddress));
  if (caller.id) await limiter.reset(accountKey(caller.id));
}

/**
 * Calls an operation with `values` in its path, query and body (names it lacks are left out),
 * as `browser`; `headers` are added (an Authorization header, D-057).
 */
export function callOperation(
  app: FastifyInstance,
  op: Operation,
  values: Record<string, unknown>,
  browser: TestBrowser,
  headers: Record<string, string> = {},
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
    headers: { ...csrfHeaders(), cookie: browser.cookieHeader(), ...headers },
    remoteAddress: browser.remoteAddress,
    ...(op.method === "GET" ? {} : { payload: body }),
  });
}

/** The stable names of the HTTP statuses a v5 failure carries (D-058: v5 answers no code name). */
const V5_STATUS_NAMES: Record<number, string> = {
  400: "INVALID_INPUT",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
};

/**
 * The error code of an answer, "ok" for a success. An envelope names it; a v5 route's
 * failure (D-058) must be exactly `{code, message}` with the status as code, and is named
 * by that status — anything else in a v5 failure is answered as "NOT_V5_SHAPED".
 */
export function answerCode(op: Operation, response: { statusCode: number; json(): unknown }): string {
  if (op.endpoint.wire !== "v5") {
    return (
      (response.json() as { resource_response: { error?: { code: string } } }).resource_response.error
        ?.code ?? "ok"
    );
  }
  if (response.statusCode < 400) return "ok";
  const parsed = contract.v5ErrorSchema.strict().safeParse(response.json());
  if (!parsed.success || parsed.data.code !== response.statusCode) return "NOT_V5_SHAPED";
  // A token's refusals keep their own codes in the v5 shape too: its message names them.
  const tokenCode = V5_TOKEN_CODES.find((code) => parsed.data.message.startsWith(t(`error.${code}`)));
  return tokenCode ?? V5_STATUS_NAMES[response.statusCode] ?? `HTTP_${response.statusCode}`;
}

const V5_TOKEN_CODES = ["TOKEN_SCOPE_MISSING", "TOKEN_INVALID"] as const;
