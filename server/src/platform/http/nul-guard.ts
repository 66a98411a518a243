import { t } from "@corkboard/core/messages";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

/**
 * The path of the first string holding U+0000 in a parsed request part ("" for the part
 * itself), or null. Walked with a stack of its own, not by recursion: JSON nested a hundred
 * thousand deep parses fine and must not overflow the call stack here. Binary bodies are not
 * text and are not walked. (Parsed query strings are objects whose prototype is neither
 * Object's nor null, so there is no prototype test.)
 */
export function nulCharacterPath(part: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: part, path: "" }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (value !== null && typeof value === "object") {
      if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) continue;
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
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
