import { failure, isId } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../platform/context.ts";
import { robotsTxt } from "./robots.ts";
import { isSitemapKind, SitemapService, URLS_PER_FILE } from "./sitemap.ts";

const XML = "application/xml; charset=utf-8";
/** Crawlers fetch these rarely; an hour's staleness costs nothing. */
const CACHE = "public, max-age=3600";

/**
 * `/robots.txt` and `/sitemap.xml` (with its files under `/sitemaps/`), built from
 * PUBLIC_ORIGIN. Plain routes outside the contract, like `/healthz`: they are not API calls.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: { urlsPerFile?: number } = {},
): void {
  const origin = context.config.publicOrigin;
  const robots = robotsTxt(origin);
  const sitemap = new SitemapService(context.db, origin, options.urlsPerFile ?? URLS_PER_FILE);
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", CACHE).type("text/plain; charset=utf-8").send(robots),
  );
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("cache-control", CACHE)
      .type(XML)
      .send(await sitemap.root()),
  );
  app.get<{ Params: { kind: string; file: string } }>(
    "/sitemaps/:kind/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const after = /^([0-9]+)\.xml$/.exec(file)?.[1];
      if (!isSitemapKind(kind) || after === undefined || (after !== "0" && !isId(after))) {
        return reply.status(404).send(failure(404, { code: "NOT_FOUND", message: t("error.NOT_FOUND") }));
      }
      return reply
        .header("cache-control", CACHE)
        .type(XML)
        .send(await sitemap.page(kind, after));
    },
  );
}
