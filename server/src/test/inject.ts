import type { FastifyInstance } from "fastify";

/** The envelope as tests read it. */
export interface TestEnvelope<T = unknown> {
  resource_response: {
    status: "success" | "failure";
    code: number;
    message: string;
    message_detail?: string;
    data: T;
    error?: { code: string; message: string; message_detail?: string; fields?: { field: string }[] };
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
