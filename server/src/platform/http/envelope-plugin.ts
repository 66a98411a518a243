import { failure, success } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseDiskFull, isDatabaseUnavailable, isDataException } from "../db/pg-errors.ts";
import { AppError } from "./app-error.ts";

/** What a 503 asks the client to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Converts anything thrown in a route into the failure envelope with a stable code. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
      message: issue.message ?? "is invalid",
    }));
    const detail = fields.map((f) => `${f.field || "request"} ${f.message}`).join("; ");
    return new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), { detail, fields });
  }
  // A value the database refused (out of range, not a date, bad encoding) came from the request.
  if (isDataException(error)) {
    return new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
      detail: "a value the database cannot store",
      cause: error,
    });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError("UNAVAILABLE", t("error.UNAVAILABLE"), { cause: error });
  }
  if (isDatabaseDiskFull(error)) {
    return new AppError("UNAVAILABLE", t("error.UNAVAILABLE"), {
      detail: "the database's disk is full",
      cause: error,
    });
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return new AppError("PAYLOAD_TOO_LARGE", t("error.PAYLOAD_TOO_LARGE"));
  if (status === 429) return new AppError("RATE_LIMITED", t("error.RATE_LIMITED"));
  if (status === 404) return new AppError("NOT_FOUND", t("error.NOT_FOUND"));
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, bad URL encoding…: the client's input.
    return new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), { detail: fastifyError.message ?? "" });
  }
  return new AppError("INTERNAL", t("error.INTERNAL"), { cause: error });
}

/**
 * One error handler for the whole API (DESIGN §4): client errors answer their code, unknown
 * failures are logged with the request id and masked as INTERNAL.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === "INTERNAL") {
      request.log.error({ err: error }, "unhandled error");
    } else if (appError.httpStatus >= 500 || isDataException(error)) {
      // A data exception is answered as bad input, but a check before the database missed it.
      request.log.warn({ err: error }, appError.code);
    }
    // Unavailable (the database, a store) is passing: a client and a balancer may retry.
    if (appError.httpStatus === 503 && !reply.hasHeader("retry-after"))
      reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    // A Pinterest API v5 route (or any path under /v5/) answers v5's shape (D-058).
    if (isV5Request(request)) return reply.status(appError.httpStatus).send(v5Failure(appError));
    // The request id lets a user's report of a failure be found in the logs.
    const answer = { ...appError.toApiError(), request_id: request.id };
    return reply.status(appError.httpStatus).send(failure(appError.httpStatus, answer));
  });
});

/** True for a request to a `wire: "v5"` route or to any path under /v5/. */
export function isV5Request(request: FastifyRequest): boolean {
  if (request.url === "/v5" || request.url.startsWith("/v5/") || request.url.startsWith("/v5?")) return true;
  const config = request.routeOptions?.config as { wire?: string } | undefined;
  return config?.wire === "v5";
}

/**
 * The router's own refusals (a URL that does not decode, a path parameter past the length
 * limit), which come before any route: under /v5/ a v5 400 (D-058); elsewhere the answer
 * Fastify gives without this handler, unchanged.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  if (isV5Request(request)) {
    return reply.code(400).send({ code: 400, message: `${t("error.INVALID_INPUT")}: the URL is not valid` });
  }
  const name = status >= 500 ? "Internal Server Error" : "Bad Request";
  return reply
    .code(status)
    .send({ error: name, code: error.code, message: error.message, statusCode: status });
}

/** An error in Pinterest API v5's shape: the HTTP status as `code`, the words as `message`. */
export function v5Failure(error: AppError): { code: number; message: string } {
  const joiner = /[.!?]$/.test(error.message) ? " " : ": ";
  const message = error.detail ? `${error.message}${joiner}${error.detail}` : error.message;
  return { code: error.httpStatus, message };
}

/** Wraps data in the success envelope. */
export const ok = success;
