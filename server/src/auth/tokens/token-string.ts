import { createHash, randomInt, timingSafeEqual } from "node:crypto";

// The token string (D-057): `cbp_<prefix>_<secret>`. Both parts are base62, so the string is
// one "word" (double-click selects it whole) and splits on `_` without ambiguity. The prefix
// (12 chars, ~71 bits) is public: it is shown in the list and finds the row. The secret
// (43 chars, ~256 bits, as much as 32 random bytes) is never stored, only its sha256.

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const PREFIX_LENGTH = 12;
const SECRET_LENGTH = 43;
const TOKEN_SHAPE = /^cbp_([0-9A-Za-z]{12})_([0-9A-Za-z]{43})$/;

/** The `cbp_` start every token has (the list shows `cbp_<prefix>`). */
export const TOKEN_START = "cbp_";

function randomBase62(length: number): string {
  let out = "";
  // randomInt draws uniformly from the CSPRNG (no modulo bias).
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** sha256 of a secret, hex: what the table keeps. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A new token: its full string (answered once), its prefix and its secret's hash. */
export function newTokenString(): { token: string; prefix: string; secretHash: string } {
  const prefix = randomBase62(PREFIX_LENGTH);
  const secret = randomBase62(SECRET_LENGTH);
  return { token: `${TOKEN_START}${prefix}_${secret}`, prefix, secretHash: hashSecret(secret) };
}

/** The parts of a token string, or null when it is not shaped like one. */
export function parseTokenString(token: string): { prefix: string; secret: string } | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  return { prefix: match[1] as string, secret: match[2] as string };
}

// Compared against when the prefix is unknown, so a miss costs what a hit costs.
const NO_HASH = hashSecret("no token has this secret");

/** Whether `secret` hashes to `storedHash` (or to nothing, when there is no row), in constant time. */
export function secretMatches(secret: string, storedHash: string | undefined): boolean {
  const expected = Buffer.from(storedHash ?? NO_HASH, "hex");
  const actual = Buffer.from(hashSecret(secret), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual) && storedHash !== undefined;
}
