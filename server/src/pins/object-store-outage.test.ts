/// <reference path="../cluster/s3rver.d.ts" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MediaUpload } from "@corkboard/core/contract";
import { count } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "../platform/http/envelope-plugin.ts";
import { storageKeyFor } from "../platform/images/index.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { testMp4 } from "../platform/video/test-videos.ts";
import { csrfHeaders, type TestEnvelope } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { multipartBody } from "./pins-test-kit.ts";

// The S3-compatible store is s3rver from npm (as in the cluster suite), started in this
// process, so the test needs no running service and runs in every pass; a TCP proxy in front
// of it is cut and restored while the server runs (issue 18).
describe("the object store going away while the server runs (issue 18)", () => {
  let work: string;
  let s3: S3rver;
  let proxy: TcpProxy;
  let t: TestApp;
  let owner: SignedInUser;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "corkboard-s3-outage-"));
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: work,
      configureBuckets: [{ name: "corkboard" }],
    });
    const { port } = await s3.run();
    proxy = await startTcpProxy({ host: "127.0.0.1", port });
    t = await buildTestApp({
      s3: {
        endpoint: `http://127.0.0.1:${proxy.port}`,
        region: "us-east-1",
        bucket: "corkboard",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        publicUrl: null,
      },
    });
    owner = await signedIn(t, "uploader");
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  });

  function upload(url: string, field: string, filename: string, bytes: Buffer, type: string) {
    const body = multipartBody(field, filename, bytes, type);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...csrfHeaders(), cookie: owner.browser.cookieHeader(), "content-type": body.contentType },
      payload: body.payload,
    });
  }
  const uploadImage = (bytes: Buffer) =>
    upload("/v3/media/uploads/", "image", "photo.jpg", bytes, "image/jpeg");
  const uploadVideo = (bytes: Buffer) => upload("/v3/media/videos/", "video", "clip.mp4", bytes, "video/mp4");

  async function rows() {
    const [images] = await t.database.db.select({ n: count() }).from(schema.images);
    const [videos] = await t.database.db.select({ n: count() }).from(schema.videos);
    return { images: images?.n, videos: videos?.n };
  }

  function expectUnavailable(answer: Awaited<ReturnType<typeof uploadImage>>) {
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers["retry-after"]).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(answer.json()).toMatchObject({
      resource_response: { status: "failure", error: { code: "UNAVAILABLE" } },
    });
  }

  it("uploads answer 503 with Retry-After and record nothing, media reads answer 503 not 500, and both work again without a restart", async () => {
    const stored = await uploadImage(await solidImage(640, 480, "#3366cc", "jpeg"));
    expect(stored.statusCode, stored.body).toBe(200);
    const media = (stored.json() as TestEnvelope<MediaUpload>).resource_response.data;
    const imageUrl = `/media/${storageKeyFor(media.image_signature)}/236x`;
    expect((await t.app.inject(imageUrl)).statusCode).toBe(200);
    const before = await rows();

    await proxy.cut();
    const started = Date.now();
    expectUnavailable(await uploadImage(await solidImage(640, 480, "#aa2200", "jpeg")));
    expectUnavailable(await uploadVideo(testMp4({ durationMs: 6000 })));
    // Nothing half-written: files go first and rows follow them, so no row names a file
    // the store never got.
    expect(await rows()).toEqual(before);
    expectUnavailable(await t.app.inject(imageUrl));
    // A refused connection fails at once, far inside the 15 s response bound.
    expect(Date.now() - started).toBeLessThan(10_000);

    await proxy.restore();
    expect((await t.app.inject(imageUrl)).statusCode).toBe(200);
    const again = await uploadImage(await solidImage(640, 480, "#aa2200", "jpeg"));
    expect(again.statusCode, again.body).toBe(200);
    expect((await uploadVideo(testMp4({ durationMs: 6000 }))).statusCode).toBe(200);
    expect(await rows()).toEqual({ images: Number(before.images) + 2, videos: Number(before.videos) + 1 });
  }, 60_000);

  it("a store that hangs is given up on after the 15 s response bound: 503, nothing recorded, then back", async () => {
    const stored = await uploadImage(await solidImage(320, 240, "#117711", "jpeg"));
    expect(stored.statusCode, stored.body).toBe(200);
    const media = (stored.json() as TestEnvelope<MediaUpload>).resource_response.data;
    const imageUrl = `/media/${storageKeyFor(media.image_signature)}/236x`;
    const before = await rows();

    await proxy.stall();
    const started = Date.now();
    const [read, upload] = await Promise.all([
      t.app.inject(imageUrl),
      uploadImage(await solidImage(320, 240, "#771111", "jpeg")),
    ]);
    expectUnavailable(read);
    expectUnavailable(upload);
    // Bounded: the store's 15 s, with room for a loaded machine; never a hang.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await rows()).toEqual(before);

    await proxy.restore();
    // A connection the pool still holds from the stall may fail one request; then it reads.
    let after = await t.app.inject(imageUrl);
    for (let attempt = 0; after.statusCode !== 200 && attempt < 5; attempt++)
      after = await t.app.inject(imageUrl);
    expect(after.statusCode).toBe(200);
  }, 90_000);
});
