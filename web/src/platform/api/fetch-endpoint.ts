import { type Endpoint, type EndpointData, type EndpointQuery, fillPath } from "@corkboard/core/contract";
import type { z } from "zod";
import { ApiError, errorCodeOf, errorDetailsOf, NetworkError } from "./api-error.ts";

/** Any endpoint of the core contract. */
export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType>;

/** Options of one call. */
export interface FetchOptions {
  signal?: AbortSignal | undefined;
  /** Values of the path's `{name}` parameters. */
  params?: Readonly<Record<string, string>> | undefined;
}

type QueryValue = string | number | boolean | null | undefined;

/** Serialises a query object; absent values (undefined, null) are left out. */
export function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

/** The URL of a call: the endpoint's path (parameters filled) with its query string. */
export function endpointUrl(
  endpoint: AnyEndpoint,
  query: Record<string, unknown>,
  params?: Readonly<Record<string, string>>,
): string {
  const path = params ? fillPath(endpoint.path, params) : endpoint.path;
  const search = toSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function csrfToken(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/)?.[1];
}

/**
 * Calls an endpoint of the contract and returns the `data` of its envelope. Reads send the
 * query as URL parameters; writes send it as JSON with the CSRF token (DESIGN §4). Throws
 * ApiError with the envelope's stable code, or NetworkError when no answer came.
 */
export async function fetchEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  query: EndpointQuery<E>,
  options: FetchOptions = {},
): Promise<EndpointData<E>> {
  const values = (query ?? {}) as Record<string, unknown>;
  const isRead = endpoint.method === "GET";
  const token = isRead ? undefined : csrfToken();
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, isRead ? values : {}, options.params), {
      method: endpoint.method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(isRead ? {} : { "Content-Type": "application/json" }),
        ...(token ? { "X-CSRFToken": token } : {}),
      },
      ...(isRead ? {} : { body: JSON.stringify(values) }),
      signal: options.signal ?? null,
    });
  } catch (error) {
    // An abort is the caller's own doing, not a network failure.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const body: unknown = await response.json().catch(() => null);
  const envelope = (body as { resource_response?: { status?: string; data?: unknown } } | null)
    ?.resource_response;
  if (!response.ok || envelope?.status !== "success") {
    const code = errorCodeOf(body, response.status);
    const message = (body as { resource_response?: { message?: string } } | null)?.resource_response?.message;
    const details = errorDetailsOf(body);
    // A balancer's own error page has no envelope, but the request id may be in the header.
    details.requestId ??= response.headers.get("x-request-id") ?? undefined;
    throw new ApiError(code, response.status, message ?? response.statusText, details);
  }
  return envelope.data as EndpointData<E>;
}
