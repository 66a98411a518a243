import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportSourceContext } from "../import-records.ts";
import { pinrySource } from "./pinry.ts";
import { formatError, readAll, split } from "./source-test-kit.ts";

/**
 * A Pinry instance at the HTTP boundary: the JSON its API answers (core/serializers.py,
 * DRF limit/offset pages), served from a node:http server under /pinry/.
 */
const TOKEN = "fa3b0ed2b8a87c81323688c288642288c9570aca";

describe("issue 20: the Pinry API source", () => {
  let server: Server;
  let origin: string;
  const requests: { url: string; authorization: string | undefined }[] = [];
  let boardsNext: (origin: string) => string | null = (o) =>
    `${o}/pinry/api/v2/boards/?limit=1&offset=1&submitter__username=ada`;

  const image = (path: string) => ({
    id: 1,
    image: `${origin}/media/${path}`,
    width: 800,
    height: 600,
    standard: { image: `${origin}/media/standard/${path}`, width: 600, height: 450 },
    thumbnail: { image: `${origin}/media/thumbnail/${path}`, width: 240, height: 180 },
    square: { image: `${origin}/media/square/${path}`, width: 240, height: 240 },
  });
  const pin = (id: number, extra: Record<string, unknown>) => ({
    resource_link: `${origin}/pinry/api/v2/pins/${id}/`,
    private: false,
    id,
    submitter: { username: "ada" },
    url: `https://img.example.com/${id}.jpg`,
    description: null,
    referer: null,
    image: image(`${id}.jpg`),
    tags: [],
    ...extra,
  });
  const page = (results: unknown[], next: string | null = null) => ({
    count: results.length,
    next,
    previous: null,
    results,
  });

  function answer(request: IncomingMessage): unknown {
    const url = new URL(request.url ?? "/", origin);
    const authorised = request.headers.authorization === `Token ${TOKEN}`;
    if (url.pathname === "/pinry/api/v2/profile/users/")
      return authorised ? [{ username: "ada", token: TOKEN }] : [];
    if (url.pathname === "/pinry/api/v2/boards/") {
      if (url.searchParams.get("offset") === "0") {
        return page(
          [
            {
              id: 1,
              name: "Kitchen &amp; more",
              private: false,
              total_pins: 2,
              published: "2021-05-01T10:00:00Z",
            },
          ],
          boardsNext(origin),
        );
      }
      return page([
        { id: 2, name: "Secret santa", private: true, total_pins: 1, published: "2022-11-01T10:00:00Z" },
      ]);
    }
    if (url.pathname === "/pinry/api/v2/pins/") {
      const board = url.searchParams.get("pins__id");
      const ten = pin(10, {
        description: "Copper pans <script>steal()</script>on a rail",
        referer: "https://cooking.example.org/pans",
        tags: ["kitchen", "copper ware"],
      });
      const eleven = pin(11, { image: { ...image("11.jpg"), image: "/media/11.jpg" }, private: true });
      const twelve = pin(12, { description: "A jumper" });
      const thirteen = pin(13, { image: null, referer: "javascript:alert(1)" });
      if (board === "1") return page([ten, eleven]);
      if (board === "2") return page([twelve]);
      return page([ten, eleven, twelve, thirteen]);
    }
    return { detail: "Not found." };
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push({ url: request.url ?? "", authorization: request.headers.authorization });
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer(request)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The pipeline's fetchJson is the SSRF-safe one; this test's instance is on 127.0.0.1.
  const context: ImportSourceContext = {
    signal: new AbortController().signal,
    defaultBoardName: "Imported bookmarks",
    fetchJson: async (url, headers) => {
      const response = await fetch(url, { headers: headers ?? {} });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    },
  };

  it("issue 20: the token's boards (paged by next) and their pins: privacy, dates, every pin field", async () => {
    requests.length = 0;
    const records = await readAll(
      pinrySource,
      { kind: "pinry", baseUrl: `${origin}/pinry`, token: TOKEN },
      context,
    );
    const { boards, pins } = split(records);
    expect(boards).toEqual([
      // Pin 11 is private: its board stays secret rather than show it.
      {
        kind: "board",
        key: "boards/1",
        name: "Kitchen & more",
        secret: true,
        createdAt: new Date("2021-05-01T10:00:00Z"),
      },
      {
        kind: "board",
        key: "boards/2",
        name: "Secret santa",
        secret: true,
        createdAt: new Date("2022-11-01T10:00:00Z"),
      },
      { kind: "board", key: "pinry:unlisted", name: "Imported from Pinry", secret: false },
    ]);
    expect(pins[0]).toEqual({
      kind: "pin",
      boardKey: "boards/1",
      description: "Copper pans on a rail\n\n#kitchen #copper_ware",
      link: "https://cooking.example.org/pans",
      image: { kind: "url", url: `${origin}/media/10.jpg` },
      sourceRef: `${origin}/pinry/api/v2/pins/10/`,
    });
    expect(pins[1]?.image).toEqual({ kind: "url", url: `${origin}/media/11.jpg` });
    expect(pins.map((p) => `${p.boardKey} ${(p.sourceRef ?? "").split("/").at(-2)}`)).toEqual([
      "boards/1 10",
      "boards/1 11",
      "boards/2 12",
      "pinry:unlisted 13",
    ]);
    // A pin without a stored image falls back to where it was taken from; a javascript: referer is no link.
    expect(pins[3]).toMatchObject({ image: { kind: "url", url: "https://img.example.com/13.jpg" } });
    expect(pins[3]?.link).toBeUndefined();
    // Every request went to the instance with the token, filtered to the token's owner.
    expect(requests.every((r) => r.authorization === `Token ${TOKEN}`)).toBe(true);
    expect(requests.some((r) => r.url.includes("submitter__username=ada"))).toBe(true);
  });

  it("issue 20: a token the instance does not know ends with a clear ImportFormatError", async () => {
    const error = await formatError(
      readAll(pinrySource, { kind: "pinry", baseUrl: `${origin}/pinry`, token: "wrong" }, context),
    );
    expect(error.detail).toMatch(/did not accept the token/);
  });

  it("issue 20: a next link to another site is refused, so the token goes nowhere else", async () => {
    boardsNext = () => "http://attacker.example/steal?offset=1";
    requests.length = 0;
    try {
      const error = await formatError(
        readAll(pinrySource, { kind: "pinry", baseUrl: `${origin}/pinry`, token: TOKEN }, context),
      );
      expect(error.detail).toMatch(/lead to another site \(attacker\.example\)/);
    } finally {
      boardsNext = (o) => `${o}/pinry/api/v2/boards/?limit=1&offset=1&submitter__username=ada`;
    }
  });

  it("issue 20: an address that is not a Pinry instance, or not a web address, is a clear ImportFormatError", async () => {
    const wrong = await formatError(
      readAll(pinrySource, { kind: "pinry", baseUrl: `${origin}/elsewhere` }, context),
    );
    expect(wrong.detail).toMatch(/does not answer like a Pinry instance/);
    const scheme = await formatError(
      readAll(pinrySource, { kind: "pinry", baseUrl: "file:///etc/passwd" }, context),
    );
    expect(scheme.detail).toMatch(/must be a web address/);
    const file = await formatError(readAll(pinrySource, { kind: "file", path: "/tmp/x.json" }, context));
    expect(file.detail).toMatch(/Pinry instance's address/);
  });
});
