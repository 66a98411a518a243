import { solveChallenge } from "altcha-lib";
import { deriveKey as sha } from "altcha-lib/algorithms/sha";
import type { FastifyInstance } from "fastify";
import { createAltchaBotCheck, usedTokenStoreOnLimiters } from "../platform/captcha/index.ts";
import { createLimiterStore } from "../platform/rate-limit/index.ts";
import type { TestBrowser } from "../test/inject.ts";
import type { TestApp } from "../test/test-app.ts";

/** The first link on our origin in a mail's text. */
export function linkIn(text: string | undefined): string {
  const match = /https?:\/\/[^\s)]+/.exec(text ?? "");
  if (!match) throw new Error("no link in mail");
  return match[0];
}

/** Waits until a mail to `to` arrives (mails go out without being awaited). */
export async function waitForMail(app: FastifyInstance, to: string, after = 0) {
  for (let i = 0; i < 100; i++) {
    const mails = app.appContext.mailer.outbox?.list().filter((mail) => mail.to === to) ?? [];
    if (mails.length > after) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

/** The login route every test posts to (AUTH-220). */
export const LOGIN = "/resource/UserSessionResource/create/";

/** The viewer type the bootstrap answers this browser: AUTH, LIMITED_LOGIN or UNAUTH. */
export async function viewerType(browser: TestBrowser): Promise<string> {
  const me = await browser.get<{ viewer: { type: string } }>("/resource/BootstrapResource/get/");
  return me.body.resource_response.data.viewer.type;
}

/** How many mails went to `to` so far. */
export function mailCount(app: FastifyInstance, to: string): number {
  return app.appContext.mailer.outbox?.list().filter((mail) => mail.to === to).length ?? 0;
}

/** The six-digit code of a second-factor mail. */
export function codeIn(text: string | undefined): string {
  const match = /^\s+(\d{6})\s*$/m.exec(text ?? "");
  if (!match?.[1]) throw new Error("no code in mail");
  return match[1];
}

/**
 * Gives the app its own ALTCHA check with cheap proof of work, so a test solves it fast: the
 * same code path and the same replay store the app builds (create-context.ts).
 */
export async function useCheapAltcha(t: TestApp): Promise<void> {
  const store = await createLimiterStore({ kind: "postgres", db: t.app.appContext.db });
  t.app.appContext.botCheck = createAltchaBotCheck({
    hmacKey: "test-altcha-key-that-is-long-enough-000",
    algorithm: "SHA-256",
    cost: 1,
    counterRange: [20, 60],
    usedTokens: usedTokenStoreOnLimiters(store, 660),
  });
}

/** A solved human check for `browser`: a fresh challenge, solved, as the login's bot_check. */
export async function solvedCheck(browser: TestBrowser): Promise<string> {
  const issued = await browser.get<{ challenge: Parameters<typeof solveChallenge>[0]["challenge"] }>(
    "/v3/bot_check/challenge/",
  );
  const challenge = issued.body.resource_response.data.challenge;
  const solution = await solveChallenge({ challenge, deriveKey: sha, timeout: 10_000 });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
