import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { failure, isId } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PinReadService } from "../pins/index.ts";
import type { RememberedLookup } from "../platform/bootstrap/index.ts";
import { bootstrapScript, buildBootstrap } from "../platform/bootstrap/index.ts";
import type { AppContext } from "../platform/context.ts";
import { cachedBody } from "../platform/http/cached-body.ts";
import { injectHead, type PageMeta, renderHead } from "./html-head.ts";

const HTML = "text/html; charset=utf-8";

/** The SPA shell as built, and without its head placeholder. */
interface Shell {
  html: string;
  plain: string;
}

/** Path prefixes that are never pages: unknown paths there answer a 404 envelope. */
const NON_PAGE_PREFIXES = ["/resource/", "/v3/", "/vx/", "/ads/", "/api/", "/media/", "/assets/"];

/** What the shell reads: the pin page's head, and the remembered account of the bootstrap. */
export interface SpaServices {
  pins: PinReadService;
  remembered: RememberedLookup;
}

/**
 * Serves the built SPA (DESIGN §1): hashed assets with immutable caching (precompressed
 * .br/.gz when the build made them), API answers compressed, and every other GET path
 * answered with the SPA shell — with the pin page's title and Open Graph tags filled in.
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

  // The shell every page without server-side meta gets.
  const plain = (shell ?? "").replace("<!--app-head-->", "");
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !isNonPagePath(request.url);
    if (!isPage || shell === null) {
      return reply.status(404).send(failure(404, { code: "NOT_FOUND", message: t("error.NOT_FOUND") }));
    }
    return sendShell(request, reply, { html: shell, plain }, context, services);
  });
}

function isNonPagePath(url: string): boolean {
  return NON_PAGE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * The shell with this visitor's bootstrap (IMPL-009). The part shared by every visitor of a
 * pin page (its head tags) comes from the public cache; the bootstrap is per visitor, so the
 * page is marked private and the compression plugin compresses it per request (~2 KB).
 */
async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: Shell,
  context: AppContext,
  services: SpaServices,
) {
  const html = isPinPage(request.url)
    ? (
        await context.publicCache.get(`shell:${request.url}`, async () =>
          cachedBody(Buffer.from(await renderShell(request, shell.html, context, services))),
        )
      ).value.identity.toString()
    : shell.plain;
  const page = html.replace(
    "</head>",
    `${bootstrapScript(await buildBootstrap(request, reply, context, services.remembered))}</head>`,
  );
  return reply.header("cache-control", "private, no-cache").type(HTML).send(page);
}

async function renderShell(
  request: FastifyRequest,
  shell: string,
  context: AppContext,
  services: SpaServices,
) {
  const meta = await pageMeta(request, context, services);
  return meta ? injectHead(shell, renderHead(meta)) : shell.replace("<!--app-head-->", "");
}

const PIN_PAGE = /^\/pin\/([0-9]+)\/?(?:\?.*)?$/;

function isPinPage(url: string): boolean {
  return PIN_PAGE.test(url);
}

/** Server-side head for pages that are shared as links; the SPA sets titles elsewhere. */
async function pageMeta(
  request: FastifyRequest,
  context: AppContext,
  services: SpaServices,
): Promise<PageMeta | null> {
  const pinId = PIN_PAGE.exec(request.url)?.[1];
  if (!pinId || !isId(pinId)) return null;
  try {
    const pin = await services.pins.pin(null, pinId);
    const origin = context.config.publicOrigin;
    const image = pin.images["736x"];
    const absolute = (url: string) => (url.startsWith("http") ? url : `${origin}${url}`);
    return {
      title: `${pin.title || pin.description.slice(0, 60) || t("pin.untitled")} | Corkboard`,
      description: pin.description || pin.title,
      image: { url: absolute(image.url), width: image.width, height: image.height },
      url: `${origin}/pin/${pin.id}/`,
      type: "article",
    };
  } catch {
    // A missing or hidden pin still gets the shell; the SPA shows its not-found page.
    return null;
  }
}
