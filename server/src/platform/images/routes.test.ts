import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopePlugin } from "../http/envelope-plugin.ts";
import { LocalStorage } from "../storage/local-storage.ts";
import { renditionObjectKey, storageKeyFor } from "./image-keys.ts";
import { etagMatches, preferredFormat } from "./negotiate.ts";
import { registerMediaRoutes } from "./routes.ts";

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

describe("media route (IMPL-029)", () => {
  let root: string;
  let app: FastifyInstance;
  const key = storageKeyFor("ab".repeat(32));
  const url = (variant: string) => `/media/${key}/${variant}`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "corkboard-media-"));
    const storage = new LocalStorage(root);
    await storage.put(renditionObjectKey(key, "236x", "webp"), Buffer.from("WEBP-236"), "image/webp");
    await storage.put(renditionObjectKey(key, "236x", "jpeg"), Buffer.from("JPEG-236"), "image/jpeg");
    app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    registerMediaRoutes(app, { storage });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("serves WebP to clients that accept WebP or AVIF, with immutable caching (UI-019)", async () => {
    for (const accept of [CHROME_ACCEPT, "image/webp", "image/avif;q=0.9"]) {
      const response = await app.inject({ url: url("236x"), headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.body).toBe("WEBP-236");
    }
    const response = await app.inject({ url: url("236x"), headers: { accept: CHROME_ACCEPT } });
    expect(response.headers.vary).toBe("Accept");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-length"]).toBe("8");
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}-236x-webp"$/);
    // Never sniffed, never run when opened directly (issue 18, adversary item 5).
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  it("serves JPEG to everyone else", async () => {
    for (const headers of [{}, { accept: "*/*" }, { accept: "image/webp;q=0, image/jpeg" }]) {
      const response = await app.inject({ url: url("236x"), headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.headers.vary).toBe("Accept");
      expect(response.body).toBe("JPEG-236");
    }
  });

  it("serves an explicitly named encoding whatever the Accept header says", async () => {
    const response = await app.inject({ url: url("236x.jpg"), headers: { accept: CHROME_ACCEPT } });
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.body).toBe("JPEG-236");
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const first = await app.inject({ url: url("236x"), headers: { accept: "image/webp" } });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: url("236x"),
      headers: { accept: "image/webp", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["cache-control"]).toContain("immutable");
    // The JPEG has another tag: a client switching encodings gets the bytes.
    const jpeg = await app.inject({ url: url("236x"), headers: { "if-none-match": etag } });
    expect(jpeg.statusCode).toBe(200);

    const head = await app.inject({ method: "HEAD", url: url("236x"), headers: { accept: "image/webp" } });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/webp");
    expect(head.body).toBe("");
  });

  it.each([
    url("474x"), // a variant never stored
    url("1000x"),
    url("236x.gif"),
    `/media/${storageKeyFor("cd".repeat(32))}/236x`,
    `/media/${key}/..%2f..%2f236x`,
    "/media/ab/cd/not-a-key/236x",
    "/media/",
  ])("answers the NOT_FOUND envelope for %s, without long caching", async (target) => {
    const response = await app.inject({ url: target });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      resource_response: { status: "failure", error: { code: "NOT_FOUND" }, data: null },
    });
    expect(response.headers["cache-control"] ?? "").not.toContain("immutable");
  });
});

describe("content negotiation helpers", () => {
  it("prefers WebP only when named with a positive q", () => {
    expect(preferredFormat(undefined)).toBe("jpeg");
    expect(preferredFormat("image/*")).toBe("jpeg");
    expect(preferredFormat("IMAGE/WEBP")).toBe("webp");
    expect(preferredFormat("image/avif;q=0")).toBe("jpeg");
    expect(preferredFormat("image/png, image/webp; q=0.5")).toBe("webp");
  });

  it("matches ETags weakly and by wildcard", () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches("*", '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
