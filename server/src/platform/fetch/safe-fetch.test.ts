import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBlockedAddress } from "./address-policy.ts";
import { FetchError, safeFetch } from "./safe-fetch.ts";

// IMPL-031: the SSRF-safe fetcher against a real local HTTP server.

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (url.pathname === "/ok") return response.end("hello");
    if (url.pathname === "/redirect-private") {
      response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
      return response.end();
    }
    if (url.pathname === "/redirect-ok") {
      response.writeHead(301, { location: "/ok" });
      return response.end();
    }
    if (url.pathname === "/loop") {
      response.writeHead(302, { location: "/loop" });
      return response.end();
    }
    if (url.pathname === "/big") {
      // No Content-Length: the limit must be enforced while reading.
      response.write(Buffer.alloc(64 * 1024, 1));
      return response.end(Buffer.alloc(64 * 1024, 1));
    }
    if (url.pathname === "/slow") {
      response.write("a");
      const timer = setInterval(() => response.write("a"), 100);
      response.on("close", () => clearInterval(timer));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const limits = { maxBytes: 100_000, timeoutMs: 2_000 };

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchError) return error.reason;
    throw error;
  }
  return "fetched";
}

describe("safeFetch (IMPL-031)", () => {
  it("refuses a private (loopback) address when private hosts are not allowed", async () => {
    expect(await reason(safeFetch(`${base}/ok`, limits))).toBe("blocked_address");
  });

  it("refuses a host name that resolves to loopback", async () => {
    const port = new URL(base).port;
    expect(await reason(safeFetch(`http://localhost:${port}/ok`, limits))).toBe("blocked_address");
  });

  it("fetches from an allowed private host and follows a redirect on it", async () => {
    const answer = await safeFetch(`${base}/redirect-ok`, { ...limits, allowPrivate: ["127.0.0.1"] });
    expect(answer.body.toString()).toBe("hello");
    expect(answer.url).toBe(`${base}/ok`);
  });

  it("re-checks a redirect: a redirect to a private address is refused", async () => {
    const answer = safeFetch(`${base}/redirect-private`, { ...limits, allowPrivate: ["127.0.0.1"] });
    expect(await reason(answer)).toBe("blocked_address");
  });

  it("stops after 5 redirects", async () => {
    const answer = safeFetch(`${base}/loop`, { ...limits, allowPrivate: true });
    expect(await reason(answer)).toBe("too_many_redirects");
  });

  it("refuses a body over the size limit", async () => {
    const answer = safeFetch(`${base}/big`, { maxBytes: 100_000, timeoutMs: 2_000, allowPrivate: true });
    expect(await reason(answer)).toBe("too_large");
  });

  it("times out a body that trickles in too slowly", async () => {
    const started = Date.now();
    const answer = safeFetch(`${base}/slow`, { maxBytes: 100_000, timeoutMs: 400, allowPrivate: true });
    expect(await reason(answer)).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses schemes other than http and https, and non-2xx answers", async () => {
    expect(await reason(safeFetch("file:///etc/passwd", limits))).toBe("bad_url");
    expect(await reason(safeFetch("ftp://example.com/x", limits))).toBe("bad_url");
    expect(await reason(safeFetch(`${base}/missing`, { ...limits, allowPrivate: true }))).toBe("http_status");
  });
});

describe("isBlockedAddress (IMPL-031)", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1",
    "2002:c0a8:0101::1",
    "not-an-ip",
  ])("blocks %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "allows %s",
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});
