import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { failure } from "@corkboard/core/contract";
import { type Locale, t } from "@corkboard/core/messages";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { bootstrapScript, buildBootstrap } from "../platform/bootstrap/index.ts";
import type { AppContext } from "../platform/context.ts";
import { cachedBody } from "../platform/http/cached-body.ts";
import { AppError, isV5Request, v5Failure } from "../platform/http/index.ts";
import { requestLocale } from "../platform/i18n/request-locale.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { injectHead, renderHead, renderPreloads } from "./html-head.ts";
import { loadLocaleAssets, loadPageAssets } from "./page-assets.ts";
import { type HeadSources, matchPage, pageHead } from "./page-head.ts";
import type { SpaServices } from "./spa-services.ts";

const HTML = "text/html; charset=utf-8";

/** The SPA shell as built, and without its head placeholder. */
interface Shell {
  html: string;
  plain: string;
  /** The chunk of a language's strings, to preload in its shells (none for English). */
  localeScripts: (locale: Locale) => string[];
}

/** Path prefixes that are never pages: unknown paths there answer a 404 envelope. */
const NON_PAGE_PREFIXES = ["/resource/", "/v3/", "/vx/", "/ads/", "/api/", "/media/", "/assets/"];
/** Paths that are never pages though they have no trailing prefix (a username may start with "metrics"). */
const NON_PAGE_PATHS = new Set(["/metrics", "/metrics/"]);

/**
 * Serves the built SPA (DESIGN §1): hashed assets with immutable caching (precompressed
 * .br/.gz when the build made them), API answers compressed, and every other GET path
 * answered with the SPA shell — with the head of home, pin, board and profile pages filled
 * in (page-head.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  context: AppContext,
  services: SpaServices,
): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  const dist = context.config.webDist;
  const shellPath = dist ? path.join(dist, "index.html") : null;
  const shell = shellPath && existsSync(shellPath) ? readFileSync(shellPath, "utf8") : null;
  if (dist && shell) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: "/",
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  } else if (dist) {
    app.log.warn({ dist }, "web build not found; serving the API only (run `npm run build`)");
  }

  const localeScripts = loadLocaleAssets(shell === null ? null : dist);
  const sources: HeadSources = {
    services,
    origin: context.config.publicOrigin,
    assets: loadPageAssets(shell === null ? null : dist),
  };
  // The shell every page without server-side meta gets.
  const plain = (shell ?? "").replace("<!--app-head-->", "");
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !isNonPagePath(request.url);
    if (isV5Request(request)) {
      return reply.status(404).send(v5Failure(new AppError("NOT_FOUND", t("error.NOT_FOUND"))));
    }
    if (!isPage || shell === null) {
      return reply.status(404).send(failure(404, { code: "NOT_FOUND", message: t("error.NOT_FOUND") }));
    }
    return sendShell(request, reply, { html: shell, plain, localeScripts }, context, sources);
  });
}

function isNonPagePath(url: string): boolean {
  return (
    NON_PAGE_PATHS.has(url.split("?")[0] ?? "") || NON_PAGE_PREFIXES.some((prefix) => url.startsWith(prefix))
  );
}

/**
 * The shell with this visitor's bootstrap (IMPL-009). The part shared by every visitor of a
 * page the server describes (home, pin, board, profile: its head tags and preloads) comes
 * from the public cache, keyed by path; the bootstrap is per visitor, so the page is marked
 * private and the compression plugin compresses it per request (~2 KB).
 */
async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: Shell,
  context: AppContext,
  sources: HeadSources,
) {
  const pathname = request.url.split("?")[0] ?? "/";
  // The viewer's language, else the browser's (IMPL-045): the head's words and <html lang>.
  const locale = requestLocale(request);
  const html = matchPage(pathname)
    ? (
        await context.publicCache.get(`shell:${locale}:${pathname}`, async () =>
          cachedBody(Buffer.from(await renderShell(pathname, shell, sources, locale))),
        )
      ).value.identity.toString()
    : withLang(shell.plain, locale);
  const bootstrap = await buildBootstrap(request, reply, context, sources.services.remembered);
  const page = html.replace(
    "</head>",
    `${renderPreloads({ scripts: shell.localeScripts(locale) })}${bootstrapScript(bootstrap)}</head>`,
  );
  return reply
    .header("cache-control", "private, no-cache")
    .header("vary", "Accept-Language, Cookie")
    .header("content-security-policy", contentSecurityPolicy(context.config))
    .type(HTML)
    .send(page);
}

async function renderShell(
  pathname: string,
  shell: Shell,
  sources: HeadSources,
  locale: Locale,
): Promise<string> {
  const head = await pageHead(pathname, sources, locale);
  const html = head
    ? injectHead(shell.html, renderHead(head.meta), renderPreloads(head.preloads))
    : shell.plain;
  return withLang(html, locale);
}

/** The shell's `<html lang>` set to the page's language (the build writes "en"). */
function withLang(html: string, locale: Locale): string {
  return html.replace(/<html(?: lang="[^"]*")?/, `<html lang="${locale}"`);
}
