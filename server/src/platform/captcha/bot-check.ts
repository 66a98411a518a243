import type { Challenge } from "altcha-lib";

/** Why a bot check failed; `unavailable` means the verifier could not answer at all. */
export type BotCheckFailure =
  | "missing"
  | "malformed"
  | "invalid"
  | "expired"
  | "replayed"
  | "low_score"
  | "wrong_action"
  | "wrong_hostname"
  | "unavailable";

/** The verdict on one token. */
export interface BotCheckResult {
  ok: boolean;
  reason?: BotCheckFailure;
  /** reCAPTCHA v3 score (0…1) when the verifier gave one. */
  score?: number;
  /** Extra words for the log (e.g. the verifier's error codes); never shown to the visitor. */
  detail?: string;
}

/** What the route knows about the request being checked. */
export interface BotCheckContext {
  /** The surface's action name, e.g. "web_auth", "mweb_login" (AUTH-114). */
  action: string;
  remoteIp?: string | null;
  /**
   * Which reCAPTCHA token this is (AUTH-076 sends recaptchaV3Token and, after the human
   * check, recaptchaV2Token). Default "v3". ALTCHA ignores it.
   */
  version?: "v3" | "v2";
}

/** What the web needs to run the check, for the bootstrap or a challenge endpoint. */
export type BotChallenge =
  | {
      kind: "altcha";
      /** Serve this object as-is to the ALTCHA widget's challenge URL. */
      challenge: Challenge;
    }
  | {
      kind: "recaptcha";
      v3SiteKey: string;
      /** The checkbox widget for the human check (AUTH-117); null when not configured. */
      v2SiteKey: string | null;
    };

/**
 * The human-verification service (AUTH-114…AUTH-124, IMPL-006): ALTCHA by default,
 * reCAPTCHA by configuration. The server decides; the web only carries the token.
 */
export interface BotCheck {
  readonly kind: "altcha" | "recaptcha";
  /** A fresh challenge (ALTCHA) or the public site keys (reCAPTCHA). */
  challenge(): Promise<BotChallenge>;
  /** Checks one token. Never throws for a bad token: the reason says what was wrong. */
  verify(token: string | null | undefined, context: BotCheckContext): Promise<BotCheckResult>;
}

/** A failed result. */
export function botCheckFailed(reason: BotCheckFailure, detail?: string): BotCheckResult {
  return detail === undefined ? { ok: false, reason } : { ok: false, reason, detail };
}
