import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../http/app-error.ts";
import { LocalStorage } from "./local-storage.ts";
import { isSafeKey } from "./object-keys.ts";
import type { StoredObject } from "./storage.ts";

describe("LocalStorage", () => {
  let root: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "corkboard-local-storage-"));
    storage = new LocalStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("stores, reads back, reports and deletes an object", async () => {
    const key = "ab/cd/abcdef/236x.webp";
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);

    await storage.put(key, Buffer.from("hello image"), "image/webp");
    expect(await storage.exists(key)).toBe(true);
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.contentLength).toBe(11);
    expect(await text(bodyOf(stored))).toBe("hello image");

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // deleting twice is fine
  });

  it("overwrites atomically and leaves no temporary files behind", async () => {
    const key = "atomic/orig.jpg";
    await Promise.all([
      storage.put(key, Buffer.alloc(50_000, 1), "image/jpeg"),
      storage.put(key, Buffer.alloc(50_000, 2), "image/jpeg"),
    ]);
    const stored = await storage.get(key);
    expect(stored?.contentLength).toBe(50_000);
    stored?.body.destroy();
    expect(await readdir(path.join(root, "atomic"))).toEqual(["orig.jpg"]);
    expect(storage.publicUrl(key)).toBeNull();
  });

  it("stores a file from disk and reads a byte range of it (D-050)", async () => {
    const source = path.join(root, "source.bin");
    await writeFile(source, Buffer.from("0123456789"));
    await storage.putFile("vid/eo/video.mp4", source, "video/mp4");
    const whole = await storage.get("vid/eo/video.mp4");
    expect(whole?.contentType).toBe("video/mp4");
    expect(await text(bodyOf(whole))).toBe("0123456789");
    const part = await storage.get("vid/eo/video.mp4", { start: 3, end: 6 });
    expect(part?.contentLength).toBe(4);
    expect(await text(bodyOf(part))).toBe("3456");
  });

  it("returns null for a directory", async () => {
    await storage.put("dir/inner/file.png", Buffer.from("x"), "image/png");
    expect(await storage.get("dir/inner")).toBeNull();
    expect(await storage.exists("dir/inner")).toBe(false);
  });

  it.each([
    "../etc/passwd",
    "a/../../b",
    "/etc/passwd",
    "a//b",
    "a/./b",
    ".hidden",
    "a\\b",
    "",
    "a/b/",
    "a..b",
    "c:/x",
    "a\0b",
  ])("rejects the unsafe key %j", async (key) => {
    expect(isSafeKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from("x"), "image/png")).rejects.toBeInstanceOf(AppError);
    await expect(storage.get(key)).rejects.toMatchObject({ code: "INVALID_INPUT" });
  });

  it("accepts ordinary keys", () => {
    expect(isSafeKey("ab/cd/0123abcd/736x.jpg")).toBe(true);
    expect(isSafeKey("avatar_1-final.png")).toBe(true);
  });
});

function bodyOf(stored: StoredObject | null): Readable {
  if (!stored) throw new Error("expected a stored object");
  return stored.body;
}
