import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedBody, preferredEncoding } from "./cached-body.ts";

describe("cached bodies and content negotiation", () => {
  const json = Buffer.from(
    JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, t: "pin" })) }),
  );

  it("compresses once per encoding and round-trips", () => {
    const body = cachedBody(json);
    const br = body.encoded("br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(json)).toBe(true);
    expect(body.encoded("br").body).toBe(br.body);
    expect(gunzipSync(body.encoded("gzip").body).equals(json)).toBe(true);
    expect(body.encoded("identity")).toEqual({ body: json, encoding: "identity" });
  });

  it("sends small bodies uncompressed", () => {
    expect(cachedBody(Buffer.from("{}")).encoded("br").encoding).toBe("identity");
  });

  it("prefers br, then gzip, honouring q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("*")).toBe("gzip");
  });
});
