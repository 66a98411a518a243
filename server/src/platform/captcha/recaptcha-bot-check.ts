import { z } from "zod";
import { type BotCheck, type BotCheckResult, botCheckFailed } from "./bot-check.ts";

/** One reCAPTCHA key pair from the admin console. */
export interface RecaptchaKeys {
  siteKey: string;
  secret: string;
}

/** Options of the reCAPTCHA adapter (AUTH-124 DECISION). */
export interface RecaptchaOptions {
  /** The invisible, scored check sent with every auth action (RECAPTCHA_V3_SITE_KEY / _SECRET). */
  v3: RecaptchaKeys;
  /** The checkbox for the human check after a low score (RECAPTCHA_V2_SITE_KEY / _SECRET). */
  v2?: RecaptchaKeys | null;
  /** v3 scores below this fail; default 0.5. */
  scoreThreshold?: number;
  /** The siteverify endpoint; default Google's. Tests point it at a local server. */
  verifyUrl?: string;
  /** When set, tokens must have been issued on one of these hostnames. */
  allowedHostnames?: readonly string[] | null;
  /** Per-call timeout of siteverify; default 5000 ms. */
  timeoutMs?: number;
}

/** Google's siteverify endpoint. */
export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

/**
 * reCAPTCHA through Google's siteverify (AUTH-122, AUTH-124): v3 must pass the score
 * threshold and carry the expected action; v2 (the checkbox shown after a low score) only
 * has to succeed. Google spends each token on first verification and lets it live two
 * minutes, so no local replay store is needed.
 */
export function createRecaptchaBotCheck(options: RecaptchaOptions): BotCheck {
  const threshold = options.scoreThreshold ?? 0.5;
  const verifyUrl = options.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  const allowedHostnames = options.allowedHostnames ? new Set(options.allowedHostnames) : null;

  async function siteverify(secret: string, token: string, remoteIp: string | null | undefined) {
    const body = new URLSearchParams({ secret, response: token });
    if (remoteIp) body.set("remoteip", remoteIp);
    const response = await fetch(verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
    return answerSchema.parse(await response.json());
  }

  return {
    kind: "recaptcha",
    async challenge() {
      return { kind: "recaptcha", v3SiteKey: options.v3.siteKey, v2SiteKey: options.v2?.siteKey ?? null };
    },

    async verify(token, context): Promise<BotCheckResult> {
      if (!token) return botCheckFailed("missing");
      if (token.length > 4096) return botCheckFailed("malformed");
      const version = context.version ?? "v3";
      const keys = version === "v2" ? options.v2 : options.v3;
      if (!keys) return botCheckFailed("invalid", "no v2 keys configured");

      let answer: z.infer<typeof answerSchema>;
      try {
        answer = await siteverify(keys.secret, token, context.remoteIp);
      } catch (error) {
        // The caller decides whether an unreachable verifier fails open or closed.
        return botCheckFailed("unavailable", error instanceof Error ? error.message : String(error));
      }
      const score = answer.score;
      const withScore = (result: BotCheckResult) => (score === undefined ? result : { ...result, score });
      if (!answer.success) {
        const codes = answer["error-codes"] ?? [];
        // A spent or stale token: the web asks for a new one (AUTH-123).
        if (codes.includes("timeout-or-duplicate")) return botCheckFailed("expired", codes.join(","));
        if (codes.some((code) => code.includes("secret")))
          return botCheckFailed("unavailable", codes.join(","));
        return botCheckFailed("invalid", codes.join(",") || undefined);
      }
      if (allowedHostnames && !allowedHostnames.has(answer.hostname ?? "")) {
        return withScore(botCheckFailed("wrong_hostname", answer.hostname));
      }
      if (version === "v3") {
        // A token minted for another surface must not unlock this one.
        if (answer.action !== context.action) return withScore(botCheckFailed("wrong_action", answer.action));
        if (score === undefined || score < threshold) return withScore(botCheckFailed("low_score"));
      }
      return withScore({ ok: true });
    },
  };
}
