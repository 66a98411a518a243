import type { FastifyInstance } from "fastify";
import type { TestBrowser } from "../test/inject.ts";

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
