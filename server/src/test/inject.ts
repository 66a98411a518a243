import type { FastifyInstance } from "fastify";

/** The envelope as tests read it. */
export interface TestEnvelope<T = unknown> {
  resource_response: {
    status: "success" | "failure";
    code: number;
    message: string;
    message_detail?: string;
    data: T;
    error?: {
      code: string;
      message: string;
      message_detail?: string;
      fields?: { field: string }[];
      context?: Record<string, unknown> & { retry_after_seconds?: number };
      request_id?: string;
    };
  };
}

/** GETs `path` with `query` and returns the status and the parsed envelope. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  path: string,
  query: Record<string, string> = {},
): Promise<{ status: number; body: TestEnvelope<T> }> {
  const response = await app.inject({ method: "GET", url: path, query });
  return { status: response.statusCode, body: response.json() as TestEnvelope<T> };
}

/** A CSRF token pair tests send with writes, as the SPA would (cookie + header + Origin). */
export const TEST_CSRF_TOKEN = "t".repeat(43);

/** Headers of a same-origin write from our SPA on `origin`. */
export function csrfHeaders(origin = "http://corkboard.test"): Record<string, string> {
  return { origin, "x-csrftoken": TEST_CSRF_TOKEN };
}

/**
 * A browser for route tests: keeps the cookies the server sets (and clears), and sends
 * writes the way the SPA does — JSON, same Origin, CSRF token echoed.
 */
let nextAddress = 1;

export class TestBrowser {
  /** Each browser comes from its own address, so per-IP limits count it alone. */
  readonly remoteAddress =
    `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;
  readonly cookies = new Map<string, string>([["csrftoken", TEST_CSRF_TOKEN]]);
  readonly #app: FastifyInstance;
  readonly #origin: string;

  constructor(app: FastifyInstance, origin = "http://corkboard.test") {
    this.#app = app;
    this.#origin = origin;
  }

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** POSTs JSON and returns status, envelope and the raw Set-Cookie lines. */
  async post<T = unknown>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const response = await this.#app.inject({
      method: "POST",
      url: path,
      headers: { ...csrfHeaders(this.#origin), cookie: this.cookieHeader(), ...headers },
      remoteAddress: this.remoteAddress,
      payload: body as Record<string, unknown>,
    });
    return this.#read<T>(response);
  }

  /** GETs a path (with query) as this browser. */
  async get<T = unknown>(path: string, query: Record<string, string> = {}) {
    const response = await this.#app.inject({
      method: "GET",
      url: path,
      query,
      headers: { cookie: this.cookieHeader() },
    });
    return this.#read<T>(response);
  }

  #read<T>(response: Awaited<ReturnType<FastifyInstance["inject"]>>) {
    const raw = response.headers["set-cookie"];
    const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const isJson = String(response.headers["content-type"] ?? "").includes("json");
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : null) as TestEnvelope<T>,
      setCookies,
      headers: response.headers,
      /** The raw body (pages, redirects). */
      text: response.body,
    };
  }
}

/**
 * An error answer without its request id, which differs for every request: for tests that
 * assert two refusals say exactly the same (no account enumeration).
 */
export function withoutRequestId<T extends { request_id?: string | undefined }>(
  error: T | null | undefined,
): Omit<T, "request_id"> | undefined {
  if (!error) return undefined;
  const { request_id: _id, ...rest } = error;
  return rest;
}
