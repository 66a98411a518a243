import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { MediaUpload, PinSaveResult } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { buildBoard } from "../test/factories.ts";
import { csrfHeaders, type TestEnvelope } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { multipartBody } from "./pins-test-kit.ts";

// IMPL-029 image intake, PIN-030/031 pre-fetch, PIN-032/033 + IMPL-031 FindPinImagesResource.

let site: Server;
let origin: string;
let photo: Buffer;

beforeAll(async () => {
  photo = await solidImage(640, 480, "#cc3300", "jpeg");
  const tiny = await solidImage(100, 100, "#000000", "png");
  site = createServer((request, response) => {
    if (request.url === "/photo.jpg")
      return response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    if (request.url === "/tiny.png")
      return response.writeHead(200, { "content-type": "image/png" }).end(tiny);
    if (request.url === "/to-metadata") {
      return response.writeHead(302, { location: "http://169.254.169.254/latest/" }).end();
    }
    if (request.url === "/page") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(`<html><head><meta property="og:image" content="/og.jpg">
        <meta name="twitter:image" content="https://cdn.example.com/t.jpg"></head><body>
        <img src="/a.jpg"><img src="/a.jpg"><img src="data:image/png;base64,AAAA">
        <img src="/small.jpg" srcset="/s-320.jpg 320w, /s-1280.jpg 1280w, /s-640.jpg 640w">
        <img data-src="lazy.jpg?x=1&amp;y=2"></body></html>`);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe("image intake with the local site allowed (FETCH_ALLOW_PRIVATE=127.0.0.1)", () => {
  let t: TestApp;
  let saver: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp({ fetchAllowPrivate: ["127.0.0.1"] });
    saver = await signedIn(t, "intake");
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, field = "image", cookie = saver.browser.cookieHeader()) => {
    const body = multipartBody(field, "photo.jpg", bytes, "image/jpeg");
    return t.app.inject({
      method: "POST",
      url: "/v3/media/uploads/",
      headers: { ...csrfHeaders(), cookie, "content-type": body.contentType },
      payload: body.payload,
    });
  };

  it("IMPL-029 a multipart upload becomes an image usable as media_upload_id; the same bytes dedupe", async () => {
    const first = await upload(photo);
    expect(first.statusCode).toBe(200);
    const media = (first.json() as TestEnvelope<MediaUpload>).resource_response.data;
    expect(media).toMatchObject({ width: 640, height: 480 });
    const again = (await upload(photo)).json() as TestEnvelope<MediaUpload>;
    expect(again.resource_response.data.media_upload_id).toBe(media.media_upload_id);

    const board = await buildBoard(t.database.db, saver.id);
    const saved = await saver.browser.post<PinSaveResult>("/resource/PinResource/create/", {
      board_id: board.id,
      media_upload_id: media.media_upload_id,
      method: "uploaded",
      is_buyable_pin: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.resource_response.data.image_signature).toBe(media.image_signature);
  });

  it("a JPEG+HTML polyglot is stored re-encoded: every size served, the original's included, is pixels only (issue 18, adversary item 5)", async () => {
    const polyglot = Buffer.concat([
      photo,
      Buffer.from("<html><script>alert(document.domain)</script></html>"),
    ]);
    const answer = await upload(polyglot);
    expect(answer.statusCode).toBe(200);
    const media = (answer.json() as TestEnvelope<MediaUpload>).resource_response.data;
    const [image] = await t.database.db
      .select({ storageKey: schema.images.storageKey })
      .from(schema.images)
      .where(eq(schema.images.id, media.media_upload_id));
    for (const path of ["orig", "orig.jpg", "orig.webp", "236x"]) {
      const served = await t.app.inject({ url: `/media/${image?.storageKey}/${path}` });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers["content-type"], path).toMatch(/^image\/(jpeg|webp)$/);
      expect(served.headers["x-content-type-options"], path).toBe("nosniff");
      expect(served.rawPayload.includes("<script>"), path).toBe(false);
    }
  });

  it("IMPL-029 upload errors: not an image, too small, wrong field, logged out", async () => {
    const junk = (await upload(Buffer.from("hello"))).json() as TestEnvelope;
    expect(junk.resource_response.error?.code).toBe("IMAGE_UNREADABLE");
    const small = await upload(await solidImage(120, 119, "#ffffff", "png"));
    expect(small.statusCode).toBe(400);
    expect((small.json() as TestEnvelope).resource_response.error?.code).toBe("IMAGE_TOO_SMALL");
    expect((await upload(photo, "file")).statusCode).toBe(400);
    expect((await upload(photo, "image", `csrftoken=${"t".repeat(43)}`)).statusCode).toBe(401);
  });

  it("PIN-031 PUT /v3/pins/image/ pre-fetches by URL and answers a media_upload_id; tiny images are refused", async () => {
    const put = (image_url: string, cookie = saver.browser.cookieHeader()) =>
      t.app.inject({
        method: "PUT",
        url: "/v3/pins/image/",
        headers: { ...csrfHeaders(), cookie },
        payload: { image_url },
      });
    const good = await put(`${origin}/photo.jpg`);
    expect(good.statusCode).toBe(200);
    expect((good.json() as TestEnvelope<MediaUpload>).resource_response.data.width).toBe(640);
    const tiny = await put(`${origin}/tiny.png`);
    expect((tiny.json() as TestEnvelope).resource_response.error?.code).toBe("IMAGE_TOO_SMALL");
    expect((await put("not a url")).statusCode).toBe(400);
    expect((await put(`${origin}/photo.jpg`, `csrftoken=${"t".repeat(43)}`)).statusCode).toBe(401);
  });

  it("IMPL-031 a redirect to a private address is refused even when the first host is allowed", async () => {
    const board = await buildBoard(t.database.db, saver.id);
    const { status, body } = await saver.browser.post("/resource/PinResource/create/", {
      board_id: board.id,
      image_url: `${origin}/to-metadata`,
      method: "scraped",
      is_buyable_pin: false,
    });
    expect(status).toBe(400);
    expect(body.resource_response.error?.fields?.[0]?.field).toBe("image_url");
  });

  it("PIN-032 FindPinImagesResource lists og:image, img src and the largest srcset entry, absolute and deduped", async () => {
    const { status, body } = await saver.browser.get<{ items: { type: string; url: string }[] }>(
      "/resource/FindPinImagesResource/get/",
      { url: `${origin}/page`, scrapeMetric: "1" },
    );
    expect(status).toBe(200);
    expect(body.resource_response.data.items.map((item) => item.url)).toEqual([
      `${origin}/og.jpg`,
      "https://cdn.example.com/t.jpg",
      `${origin}/a.jpg`,
      `${origin}/s-1280.jpg`,
      `${origin}/lazy.jpg?x=1&y=2`,
    ]);
    expect(body.resource_response.data.items.every((item) => item.type === "pinnable")).toBe(true);
  });

  it("PIN-033 FindPinImagesResource swallows failures (empty list); logged out is UNAUTHORIZED; no url is INVALID_INPUT", async () => {
    const missing = await saver.browser.get<{ items: unknown[] }>("/resource/FindPinImagesResource/get/", {
      url: `${origin}/missing`,
    });
    expect(missing.body.resource_response.data.items).toEqual([]);
    const anonymous = await t.app.inject({ url: `/resource/FindPinImagesResource/get/?url=${origin}/page` });
    expect(anonymous.statusCode).toBe(401);
    expect((await saver.browser.get("/resource/FindPinImagesResource/get/")).status).toBe(400);
  });
});

describe("image intake with private addresses refused (the default)", () => {
  let t: TestApp;
  let saver: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    saver = await signedIn(t, "ssrf");
  });
  afterAll(() => t.close());

  it("IMPL-031 image_url on a loopback address is INVALID_INPUT; FindPinImages answers an empty list", async () => {
    const board = await buildBoard(t.database.db, saver.id);
    const { status, body } = await saver.browser.post("/resource/PinResource/create/", {
      board_id: board.id,
      image_url: `${origin}/photo.jpg`,
      method: "scraped",
      is_buyable_pin: false,
    });
    expect(status).toBe(400);
    expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
    const found = await saver.browser.get<{ items: unknown[] }>("/resource/FindPinImagesResource/get/", {
      url: `${origin}/page`,
    });
    expect(found.body.resource_response.data.items).toEqual([]);
  });
});
