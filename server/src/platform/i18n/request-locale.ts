import { AsyncLocalStorage } from "node:async_hooks";
import { chooseLocale, type Locale, parseAcceptLanguage } from "@corkboard/core/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { viewerOf } from "../auth/viewer.ts";

/**
 * The languages the request in progress asks for (its Accept-Language), for code that
 * runs inside a request but is not handed it: better-auth's mail callbacks, which get the
 * user but no headers, answer a person's own request (sign-up, reset, a code) and so speak
 * the language that request asks for when the person chose none (D-036).
 */
const requestLanguages = new AsyncLocalStorage<readonly string[]>();

/**
 * Makes each request's Accept-Language readable by `languagesOfThisRequest` from its
 * handler on. preHandler (not onRequest): the body has been read by then, so no stream
 * callback runs outside the context.
 */
export function registerRequestLanguages(app: FastifyInstance): void {
  app.addHook("preHandler", (request, _reply, done) => {
    requestLanguages.run(parseAcceptLanguage(request.headers["accept-language"]), done);
  });
}

/** The preferred languages of the request being handled, most wanted first; [] outside one. */
export function languagesOfThisRequest(): readonly string[] {
  return requestLanguages.getStore() ?? [];
}

/**
 * The language to answer a request in (IMPL-045): the signed-in viewer's setting, then the
 * request's Accept-Language, then English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return chooseLocale(
    viewerOf(request)?.user?.locale ?? null,
    parseAcceptLanguage(request.headers["accept-language"]),
  );
}

/**
 * The language of a mail to someone (D-036): their setting, else — when the mail answers
 * their own request — the languages that request asks for, else English.
 */
export function mailLocale(recipientSetting: string | null | undefined, ownRequest: boolean): Locale {
  return chooseLocale(recipientSetting, ownRequest ? languagesOfThisRequest() : []);
}
