import { describe, expect, it } from "vitest";
import { LocalStorage } from "../storage/local-storage.ts";
import { S3Storage } from "../storage/s3-storage.ts";
import { createImageUrls, renditionSize } from "./image-urls.ts";

const image = { storageKey: "ab/cd/abcd", width: 1000, height: 1500 };

describe("image URLs (IMPL-029, UI-019)", () => {
  it("names the media route's variants, with sizes that never upscale", () => {
    const urls = createImageUrls(new LocalStorage("/nonexistent"));
    expect(urls.pinImages(image)).toEqual({
      "236x": { url: "/media/ab/cd/abcd/236x", width: 236, height: 354 },
      "474x": { url: "/media/ab/cd/abcd/474x", width: 474, height: 711 },
      "736x": { url: "/media/ab/cd/abcd/736x", width: 736, height: 1104 },
      orig: { url: "/media/ab/cd/abcd/orig", width: 1000, height: 1500 },
    });
    expect(urls.avatar(image)).toBe("/media/ab/cd/abcd/236x");
    expect(renditionSize({ ...image, width: 400, height: 300 }, 474)).toEqual({ width: 400, height: 300 });
  });

  it("points straight at the store's public URL, WebP, when S3 has one", () => {
    const storage = new S3Storage({
      endpoint: null,
      region: "us-east-1",
      bucket: "media",
      accessKeyId: "key",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example.com",
    });
    const wire = createImageUrls(storage).pinImages(image);
    expect(wire["474x"].url).toBe("https://cdn.example.com/ab/cd/abcd/474x.webp");
    expect(wire.orig.url).toBe("https://cdn.example.com/ab/cd/abcd/orig.webp");
  });
});
