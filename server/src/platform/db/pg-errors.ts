/**
 * PostgreSQL error codes the app answers on purpose. Drizzle wraps the driver's error, so
 * the code is looked for at any depth of `cause`.
 */
function hasPgErrorCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique-constraint violation (23505): a name or key someone else took first. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgErrorCode(error, "23505");
}

/** A foreign-key violation (23503): a row the write names went away while it ran. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPgErrorCode(error, "23503");
}
