import type { Socket } from "node:net";
import { failure } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "./app-error.ts";

/** The parser's failures that a client caused, with the status each is answered with. */
const CLIENT_FAILURES: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: "the URL and headers are over 16 KB" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: "the request took too long to arrive" },
};
const MALFORMED = { status: 400, detail: "the request is not well-formed HTTP" };

/**
 * Answers what Node's HTTP parser refused before any route saw it (a URL over 16 KB, broken
 * HTTP, a request that never finished) with the failure envelope and INVALID_INPUT, like every
 * other bad input, instead of a bare status line (issue 18, adversary item 8). Fastify's
 * `clientErrorHandler`; the socket is closed after, as the parser cannot go on.
 */
export function answerClientError(
  log: FastifyBaseLogger,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, detail } = CLIENT_FAILURES[error.code ?? ""] ?? MALFORMED;
  const appError = new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), { detail });
  const body = JSON.stringify(failure(status, appError.toApiError()));
  log.debug({ err: error }, "client error");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText(status)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function statusText(status: number): string {
  return (
    { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }[status] ?? "Error"
  );
}
