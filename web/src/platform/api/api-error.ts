import type { ErrorCode, ErrorContext, FieldError } from "@corkboard/core/contract";

/** What an envelope's error may say beyond its code: field problems and screen context. */
export interface ApiErrorDetails {
  fields?: readonly FieldError[] | undefined;
  context?: ErrorContext | undefined;
  /** The numeric code some seeds name (2171–2173 for board actions, BOARD-072). */
  apiErrorCode?: number | undefined;
  /** The server's more specific words, shown before `message` where a seed says so. */
  messageDetail?: string | undefined;
  /** Which request failed (the envelope's request_id, else the X-Request-Id header). */
  requestId?: string | undefined;
}

/**
 * A failed answer from the server, carrying the stable error code of its envelope, and the
 * error's field problems and context (second-factor methods, retry time, …) when it had any.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  /** HTTP status of the answer. */
  readonly status: number;
  readonly fields: readonly FieldError[];
  readonly context: ErrorContext;
  readonly apiErrorCode: number | undefined;
  readonly messageDetail: string | undefined;
  readonly requestId: string | undefined;

  constructor(code: ErrorCode, status: number, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.fields = details.fields ?? [];
    this.context = details.context ?? {};
    this.apiErrorCode = details.apiErrorCode;
    this.messageDetail = details.messageDetail;
    this.requestId = details.requestId;
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("The request did not reach the server", { cause });
    this.name = "NetworkError";
  }
}

/** When the server sends no usable code, the HTTP status still says what kind of failure it was. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 404) return "NOT_FOUND";
  if (status === 401) return "UNAUTHORIZED";
  if (status === 403) return "FORBIDDEN";
  if (status === 429) return "RATE_LIMITED";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 503) return "UNAVAILABLE";
  if (status >= 400 && status < 500) return "INVALID_INPUT";
  return "INTERNAL";
}

/**
 * The field problems and context of an envelope-shaped body. The browser does not load zod
 * (D-009), so only the outer shapes are checked; the server built them from the contract.
 */
export function errorDetailsOf(body: unknown): ApiErrorDetails {
  const envelope = (
    body as { resource_response?: { error?: Record<string, unknown>; message_detail?: unknown } } | null
  )?.resource_response;
  const error = envelope?.error;
  const detail = typeof envelope?.message_detail === "string" ? envelope.message_detail : undefined;
  const fields = Array.isArray(error?.fields) ? (error.fields as FieldError[]) : undefined;
  const context =
    typeof error?.context === "object" && error.context !== null
      ? (error.context as ErrorContext)
      : undefined;
  const apiErrorCode = typeof error?.api_error_code === "number" ? error.api_error_code : undefined;
  // The error's own message_detail, else the envelope's (quick promote shows it, ADS-051).
  const messageDetail = typeof error?.message_detail === "string" ? error.message_detail : detail;
  const requestId = typeof error?.request_id === "string" ? error.request_id : undefined;
  return { fields, context, apiErrorCode, messageDetail, requestId };
}

const ERROR_CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;

/** Reads the error code of an envelope-shaped body, falling back on the HTTP status. */
export function errorCodeOf(body: unknown, status: number): ErrorCode {
  const code = (body as { resource_response?: { error?: { code?: unknown } } } | null)?.resource_response
    ?.error?.code;
  // The server only sends the contract's codes; checking the shape here rather than the
  // whole catalogue keeps every feature's code table (~2 KB gzip) out of the first load.
  return typeof code === "string" && ERROR_CODE_SHAPE.test(code)
    ? (code as ErrorCode)
    : codeForStatus(status);
}

/**
 * A page asked for something by its URL (a pin id, a username, a slug): a missing thing
 * and a malformed name both mean the page does not exist (IMPL-047).
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "NOT_FOUND" || error.code === "INVALID_INPUT");
}
