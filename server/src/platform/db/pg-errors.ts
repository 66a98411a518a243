/**
 * PostgreSQL error codes the app answers on purpose. Drizzle wraps the driver's error, so
 * the code is looked for at any depth of `cause`.
 */
function pgErrorCode(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    // SQLSTATE: five characters, digits and upper-case letters (Node's own codes are longer).
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

function hasPgErrorCode(error: unknown, code: string): boolean {
  return pgErrorCode(error) === code;
}

/** A unique-constraint violation (23505): a name or key someone else took first. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgErrorCode(error, "23505");
}

/** A foreign-key violation (23503): a row the write names went away while it ran. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPgErrorCode(error, "23503");
}

/**
 * A data exception (class 22): a value the database cannot take — out of a type's range,
 * not valid in its encoding, not a date. Input the checks before it let through.
 */
export function isDataException(error: unknown): boolean {
  return pgErrorCode(error)?.startsWith("22") ?? false;
}
