import { t } from "@corkboard/core/messages";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

/**
 * The path of the first string holding U+0000 in a parsed request part ("" for the part
 * itself), or null. Binary bodies are not text and are not walked. (Parsed query strings
 * are objects whose prototype is neither Object's nor null, so no prototype test here.)
 */
export function nulCharacterPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value === null || typeof value !== "object") return null;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character, so a request carrying one in its path,
 * query or body is refused before any route runs: INVALID_INPUT naming the field, where it
 * would otherwise fail in the database.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulCharacterPath(part);
      if (field === null) continue;
      const message = "must not contain the NUL character";
      throw new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
        detail: `${field || "request"} ${message}`,
        fields: [{ field, message }],
      });
    }
  });
}
