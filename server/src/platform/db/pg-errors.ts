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

/** SQLSTATEs of a database that is not there: shutting down, starting, or out of connections. */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Node's codes for a connection that cannot be made or was cut. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** pg's own words for a lost connection or a pool that could not connect in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed/;

/**
 * The database is unreachable or going away (issue 18): the request was fine and may be
 * retried, so it is answered 503 UNAVAILABLE with Retry-After, never a 500. Class 08 is
 * PostgreSQL's "connection exception".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = pgErrorCode(error);
  if (state !== null) return state.startsWith("08") || UNAVAILABLE_STATES.has(state);
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** The words PostgreSQL puts on a file it could not grow or write, from the system's errno. */
const NO_ROOM_MESSAGE =
  /could not (extend|write|create|write to) file.*(No space left on device|File too large|Disk quota exceeded)/;

/**
 * The database's disk is full (53100 disk_full; or, from the embedded database, whose file
 * errors arrive as XX000, "could not extend file …: No space left on device" / "File too
 * large"). The write was refused whole and nothing acknowledged is touched; it may succeed
 * once the operator frees room, so it is answered 503 UNAVAILABLE, logged as a disk full.
 */
export function isDatabaseDiskFull(error: unknown): boolean {
  if (pgErrorCode(error) === "53100") return true;
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Error && NO_ROOM_MESSAGE.test(e.message)) return true;
  }
  return false;
}
