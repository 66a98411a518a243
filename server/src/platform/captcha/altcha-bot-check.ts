import { createHmac, randomInt } from "node:crypto";
import { type Challenge, createChallenge, type DeriveKeyFunction, verifySolution } from "altcha-lib";
import { deriveKey as pbkdf2 } from "altcha-lib/algorithms/pbkdf2";
import { deriveKey as sha } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import { AppError } from "../http/app-error.ts";
import { type BotCheck, botCheckFailed } from "./bot-check.ts";
import { createMemoryUsedTokenStore, type UsedTokenStore } from "./used-token-store.ts";

/** The proof-of-work algorithms offered (all run in the ALTCHA widget's WebCrypto workers). */
export type AltchaAlgorithm = "PBKDF2/SHA-256" | "PBKDF2/SHA-512" | "SHA-256" | "SHA-512";

/** Options of the ALTCHA bot check. */
export interface AltchaOptions {
  /** Secret that signs challenges (e.g. ALTCHA_HMAC_KEY); the same in every process. */
  hmacKey: string;
  /** How long a challenge may be solved and submitted; default 600 s. */
  expiresInSeconds?: number;
  /** Default "PBKDF2/SHA-256". */
  algorithm?: AltchaAlgorithm;
  /** Key-derivation cost per try (PBKDF2 iterations); default 5000. */
  cost?: number;
  /** The secret counter is drawn from this range: the expected work; default [5000, 10000]. */
  counterRange?: readonly [number, number];
  /** Where solved payloads are remembered; default in memory (one process). */
  usedTokens?: UsedTokenStore;
}

const MIN_KEY_LENGTH = 32;
// A little slack so a payload cannot be replayed in the moment its challenge expires.
const REPLAY_SLACK_SECONDS = 60;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/**
 * ALTCHA (DESIGN §3 default): a self-hosted proof of work, no third party, works offline.
 * Challenges are HMAC-signed and expire; the secret counter is known to the server
 * ("deterministic mode"), so verifying is one HMAC instead of redoing the work. A solved
 * payload is accepted once (replay protection through `usedTokens`).
 */
export function createAltchaBotCheck(options: AltchaOptions): BotCheck {
  if (options.hmacKey.length < MIN_KEY_LENGTH) {
    throw new AppError("INTERNAL", `The ALTCHA HMAC key must be at least ${MIN_KEY_LENGTH} characters`);
  }
  const algorithm = options.algorithm ?? "PBKDF2/SHA-256";
  const deriveKey: DeriveKeyFunction = algorithm.startsWith("PBKDF2/") ? pbkdf2 : sha;
  const expiresIn = options.expiresInSeconds ?? 600;
  const [counterMin, counterMax] = options.counterRange ?? [5000, 10_000];
  const cost = options.cost ?? 5000;
  const usedTokens = options.usedTokens ?? createMemoryUsedTokenStore();
  const hmacSignatureSecret = options.hmacKey;
  // A second secret for the derived-key signature, derived so operators configure one.
  const hmacKeySignatureSecret = createHmac("sha256", options.hmacKey)
    .update("altcha-key-signature")
    .digest("hex");

  return {
    kind: "altcha",
    async challenge() {
      const challenge: Challenge = await createChallenge({
        algorithm,
        cost,
        counter: randomInt(counterMin, counterMax + 1),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + expiresIn,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { kind: "altcha", challenge };
    },

    async verify(token) {
      if (!token) return botCheckFailed("missing");
      const payload = parsePayload(token);
      if (!payload) return botCheckFailed("malformed");
      const { challenge, solution } = payload;
      // Unsigned expiry would let a solver keep a challenge forever.
      if (challenge.parameters.expiresAt === undefined) return botCheckFailed("invalid", "no expiry");
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge: challenge as Challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch (error) {
        return botCheckFailed("malformed", error instanceof Error ? error.message : undefined);
      }
      if (result.expired) return botCheckFailed("expired");
      if (!result.verified)
        return botCheckFailed("invalid", result.invalidSignature ? "signature" : "solution");
      // Only verified payloads reach the store, so garbage cannot fill it.
      const ttl = challenge.parameters.expiresAt - Math.floor(Date.now() / 1000) + REPLAY_SLACK_SECONDS;
      if (!(await usedTokens.markUsed(`altcha:${challenge.signature}`, ttl)))
        return botCheckFailed("replayed");
      return { ok: true };
    },
  };
}

function parsePayload(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > 10_000) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
