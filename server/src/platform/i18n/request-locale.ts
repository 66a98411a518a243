import { AsyncLocalStorage } from "node:async_hooks";
import { chooseLocale, type Locale, parseAcceptLanguage, setLocaleResolver } from "@corkboard/core/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { viewerOf } from "../auth/viewer.ts";

/** What the request in progress says about language. */
interface RequestLanguages {
  /** Its Accept-Language, most wanted first. */
  preferred: readonly string[];
  /** The language to answer it in (`requestLocale`). */
  locale: Locale;
}

/**
 * The languages of the request in progress, for code that runs inside a request but is
 * not handed it (D-036): `t()` in a service, so an error's words reach the reader in their
 * language; better-auth's mail callbacks, which get the user but no headers, answer a
 * person's own request (sign-up, reset, a code) and so speak the language that request
 * asks for when the person chose none.
 */
const requestLanguages = new AsyncLocalStorage<RequestLanguages>();

/**
 * Makes each request's languages readable from the access check on. preValidation (not
 * onRequest): the body has been read by then, so no stream callback runs outside the
 * context, and the session hook has found the viewer; an app-level hook runs before the
 * route's (rate limit, access). Refusals before it (a malformed body) are said in English;
 * the web says those by their code anyway.
 */
export function registerRequestLanguages(app: FastifyInstance): void {
  setLocaleResolver(() => requestLanguages.getStore()?.locale);
  app.addHook("preValidation", (request, _reply, done) => {
    const preferred = parseAcceptLanguage(request.headers["accept-language"]);
    const locale = chooseLocale(viewerOf(request)?.user?.locale ?? null, preferred);
    requestLanguages.run({ preferred, locale }, done);
  });
}

/** The preferred languages of the request being handled, most wanted first; [] outside one. */
export function languagesOfThisRequest(): readonly string[] {
  return requestLanguages.getStore()?.preferred ?? [];
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
