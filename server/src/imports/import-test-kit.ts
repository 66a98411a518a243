import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ImportRun } from "@corkboard/core/contract";
import sharp from "sharp";
import { csrfHeaders, type TestEnvelope } from "../test/inject.ts";
import type { SignedInUser } from "../test/signed-in.ts";
import type { TestApp } from "../test/test-app.ts";

// Helpers of the import tests (issue 20): a local web site whose pages name an og:image, the
// multipart upload the Settings page sends, and waiting for a run to end.

const FIXTURES = path.join(import.meta.dirname, "fixtures");

/** A fixture file with `{{SITE}}` replaced by the local site's address. */
export function fixture(name: string, site: string): Buffer {
  return Buffer.from(readFileSync(path.join(FIXTURES, name), "utf8").replaceAll("{{SITE}}", site));
}

/** A local site: /page/{name} names /img/{name}.png as og:image (but /page/noimage); every request is counted. */
export interface TestSite {
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

/** Starts the local site. */
export async function startSite(): Promise<TestSite> {
  const hits: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = request.url ?? "/";
    hits.push(url);
    const page = /^\/page\/([a-z0-9-]+)$/.exec(url);
    if (page) {
      const image = page[1] === "noimage" ? "" : `<meta property="og:image" content="/img/${page[1]}.png">`;
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html><head><title>${page[1]}</title>${image}</head><body>hi</body></html>`,
      );
      return;
    }
    const img = /^\/img\/([a-z0-9-]+)\.png$/.exec(url);
    if (img) {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(await colourSquare(img[1] ?? ""));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A 200×200 PNG whose colour follows from `name`, so each page has its own image. */
async function colourSquare(name: string): Promise<Buffer> {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const background = { r: hash & 255, g: (hash >> 8) & 255, b: (hash >> 16) & 255 };
  return sharp({ create: { width: 200, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The multipart body of Settings → Import: the format field, then the file. */
export function importBody(bytes: Buffer, format = "auto", filename = "bookmarks.html") {
  const boundary = `----corkboardimport${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="format"\r\n\r\n${format}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/html\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file as `user`; the raw answer. */
export function upload(t: TestApp, user: SignedInUser, bytes: Buffer, format = "auto") {
  const body = importBody(bytes, format);
  return t.app.inject({
    method: "POST",
    url: "/v3/imports/",
    headers: { ...csrfHeaders(), cookie: user.browser.cookieHeader(), "content-type": body.contentType },
    payload: body.payload,
  });
}

/** Uploads a file and answers the run it started. */
export async function started(
  t: TestApp,
  user: SignedInUser,
  bytes: Buffer,
  format = "auto",
): Promise<ImportRun> {
  const response = await upload(t, user, bytes, format);
  if (response.statusCode !== 200) throw new Error(`upload refused: ${response.body}`);
  return (response.json() as TestEnvelope<ImportRun>).resource_response.data;
}

/** Polls a run until it ends (done, failed, cancelled). */
export async function ended(user: SignedInUser, runId: string, timeoutMs = 60_000): Promise<ImportRun> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await user.browser.get<ImportRun>(`/v3/imports/${runId}/`);
    const run = answer.body.resource_response.data;
    if (run && !["checking", "running"].includes(run.status)) return run;
    if (Date.now() > until) throw new Error(`run ${runId} did not end: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
