import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A stand-in for "any site" a person saves from: one HTML page and the images it shows. */
export interface TestSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `html` at `/` and each of `images` (path → bytes) on 127.0.0.1, so the bookmarklet
 * and the server's image fetch (allowed to reach loopback in journeys only) have a real
 * page to work on. `html` may be a function, for a page that changes during a journey (a
 * verification tag added once it is known).
 */
export async function startTestSite(
  html: string | (() => string),
  images: Record<string, Buffer>,
): Promise<TestSite> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const image = images[path];
    if (image) {
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": image.length });
      response.end(image);
      return;
    }
    if (path === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(typeof html === "function" ? html() : html);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
