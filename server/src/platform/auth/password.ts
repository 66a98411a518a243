import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). These are also @node-rs/argon2's
 * defaults, whose default algorithm is argon2id; stated anyway so a library default change
 * cannot weaken stored hashes. (Its `Algorithm` is an ambient const enum, unusable under
 * erasableSyntaxOnly, so the argon2id prefix is asserted by a test instead.)
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Hashes a password for storage: `$argon2id$v=19$m=19456,t=2,p=1$…`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against a stored hash; a malformed hash is simply "no". */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
