import type { LoginErrorCode, SocialNetwork } from "@corkboard/core/auth";
import type { VerifiedIdentity } from "./tickets.ts";

/** What a started flow gives the provider's authorisation request (D-039). */
export interface FlowStart {
  redirectUri: string;
  state: string;
  nonce: string;
  /** The PKCE S256 challenge of the flow's verifier. */
  codeChallenge: string;
  /** Who is expected to sign in (one-tap's remembered email, D-043): a hint, never trusted. */
  loginHint?: string | undefined;
}

/** What the callback has to prove the identity with: the flow's secrets and the URL it came back to. */
export interface FlowCallback {
  /** The callback URL on our public origin, with the provider's query (code, state, iss). */
  currentUrl: URL;
  redirectUri: string;
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * A configured sign-in provider: the one protocol-specific part of the popup flow (connect.ts
 * keeps state, PKCE, cookies, linking rules and tickets the same for every provider).
 */
export interface SocialProvider {
  network: SocialNetwork;
  /** The provider's authorisation URL for this flow. */
  authorizationUrl(flow: FlowStart): Promise<string>;
  /** Exchanges the code and proves who signed in; throws when anything does not check out. */
  verifiedIdentity(callback: FlowCallback): Promise<VerifiedIdentity>;
}

/** The recovery route when a provider's email already has an account (AUTH-142/143). */
export const PREVENT_REGISTER: Record<SocialNetwork, LoginErrorCode> = {
  google: "PREVENT_GOOGLE_REGISTER",
  facebook: "PREVENT_FACEBOOK_REGISTER",
  line: "PREVENT_LINE_REGISTER",
};

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Plain http is allowed only on loopback (tests, `npm run dev:idp`). */
export function isInsecureLoopback(url: URL): boolean {
  return url.protocol === "http:" && LOOPBACK.has(url.hostname);
}
