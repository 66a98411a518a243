import type { V5Board, V5Error, V5Pin } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToken, withToken } from "../auth/tokens/api-tokens-test-kit.ts";
import { buildBoard, buildPin, buildSection } from "../test/factories.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { v5, v5WithToken } from "./v5-test-kit.ts";

type Page<T> = { items: T[]; bookmark: string | null };

const READ = ["boards:read", "pins:read"];
const notFound = { status: 404, body: { code: 404, message: expect.any(String) } };

describe("issue 20: /v5/ with personal API tokens respects the _secret scopes (D-057, D-058)", () => {
  let t: TestApp;
  let me: SignedInUser;
  let board: { id: string; ownerId: string };
  let sectionId: string;
  let secretPinId: string;
  let openPinId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    me = await signedIn(t, "v5-scoped");
    const db = t.database.db;
    board = await buildBoard(db, me.id, { name: "Hidden plans", privacy: "secret" });
    const section = await buildSection(db, board.id, { title: "Gifts" });
    sectionId = section.id;
    secretPinId = (await buildPin(db, board, { sectionId, title: "Secret walnut gift" })).id;
    const open = await buildBoard(db, me.id, { name: "Open plans" });
    openPinId = (await buildPin(db, open, { title: "Open walnut chair" })).id;
  });
  afterAll(() => t.close());

  const get = <T>(token: string, url: string) => v5WithToken<T>(t.app, token, "GET", url);
  const pinIds = async (token: string, url: string) =>
    (await get<Page<V5Pin>>(token, url)).body.items.map((pin) => pin.id);

  it("issue 20: without boards:read_secret a secret board is left out of GET /v5/boards and 404 everywhere else", async () => {
    const { secret } = await createToken(me, [...READ, "pins:read_secret"]);
    const listed = await get<Page<V5Board>>(secret, "/v5/boards");
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item) => item.name)).toEqual(["Open plans"]);
    expect((await get<Page<V5Board>>(secret, "/v5/boards?privacy=SECRET")).body.items).toEqual([]);
    for (const path of [
      `/v5/boards/${board.id}`,
      `/v5/boards/${board.id}/sections`,
      `/v5/boards/${board.id}/pins`,
      `/v5/boards/${board.id}/sections/${sectionId}/pins`,
    ]) {
      expect(await get(secret, path), path).toMatchObject(notFound);
    }
  });

  it("issue 20: with boards:read_secret and pins:read_secret a token sees the secret board and its pins", async () => {
    const { secret } = await createToken(me, [...READ, "boards:read_secret", "pins:read_secret"]);
    const listed = await get<Page<V5Board>>(secret, "/v5/boards");
    expect(listed.body.items.map((item) => item.name).sort()).toEqual(["Hidden plans", "Open plans"]);
    const shown = await get<V5Board>(secret, `/v5/boards/${board.id}`);
    expect(shown.body.privacy).toBe("SECRET");
    expect(shown.body.media.pin_thumbnail_urls).toHaveLength(1);
    expect(shown.body.media.image_cover_url).toBe(shown.body.media.pin_thumbnail_urls[0]);
    expect((await get<Page<unknown>>(secret, `/v5/boards/${board.id}/sections`)).body.items).toHaveLength(1);
    expect(await pinIds(secret, `/v5/boards/${board.id}/pins`)).toEqual([secretPinId]);
    expect(await pinIds(secret, `/v5/boards/${board.id}/sections/${sectionId}/pins`)).toEqual([secretPinId]);
    expect(await pinIds(secret, "/v5/pins")).toEqual([openPinId, secretPinId]);
    expect((await pinIds(secret, "/v5/search/pins?query=walnut")).sort()).toEqual(
      [openPinId, secretPinId].sort(),
    );
    expect((await get(secret, `/v5/pins/${secretPinId}`)).status).toBe(200);
  });

  it("issue 20: without pins:read_secret no pin on a secret board: 404 alone, left out of every list", async () => {
    const { secret } = await createToken(me, [...READ, "boards:read_secret"]);
    // The board itself is visible (boards:read_secret), its pins are not: nor are their
    // images as the board's cover, alone or in the list.
    const alone = await get<V5Board>(secret, `/v5/boards/${board.id}`);
    expect(alone.status).toBe(200);
    expect(alone.body.media).toEqual({ image_cover_url: null, pin_thumbnail_urls: [] });
    const listed = await get<Page<V5Board>>(secret, "/v5/boards");
    expect(listed.body.items.find((item) => item.id === board.id)?.media.pin_thumbnail_urls).toEqual([]);
    expect(
      listed.body.items.find((item) => item.name === "Open plans")?.media.pin_thumbnail_urls,
    ).toHaveLength(1);
    expect(await get(secret, `/v5/pins/${secretPinId}`)).toMatchObject(notFound);
    expect(await pinIds(secret, "/v5/pins")).toEqual([openPinId]);
    expect(await pinIds(secret, "/v5/search/pins?query=walnut")).toEqual([openPinId]);
    expect(await pinIds(secret, `/v5/boards/${board.id}/pins`)).toEqual([]);
    expect(await pinIds(secret, `/v5/boards/${board.id}/sections/${sectionId}/pins`)).toEqual([]);
    // An open pin is still there.
    expect((await get(secret, `/v5/pins/${openPinId}`)).status).toBe(200);
  });

  it("issue 20: a cookie session sees everything its user may, with no scopes to hold", async () => {
    const call = <T>(url: string) => v5<T>(t.app, me.browser, "GET", url);
    expect((await call<Page<V5Board>>("/v5/boards")).body.items).toHaveLength(2);
    expect((await call<Page<V5Pin>>("/v5/pins")).body.items.map((pin) => pin.id)).toEqual([
      openPinId,
      secretPinId,
    ]);
    expect((await call(`/v5/pins/${secretPinId}`)).status).toBe(200);
    const sectionPins = await call<Page<V5Pin>>(`/v5/boards/${board.id}/sections/${sectionId}/pins`);
    expect(sectionPins.body.items.map((pin) => pin.id)).toEqual([secretPinId]);
  });

  it("issue 20: creating or PATCHing a board to SECRET needs boards:write_secret (v5 403 otherwise)", async () => {
    const plain = (await createToken(me, ["boards:read", "boards:write"])).secret;
    const refused = await v5WithToken<V5Error>(t.app, plain, "POST", "/v5/boards", {
      name: "No secret for you",
      privacy: "SECRET",
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 403, message: expect.any(String) } });
    expect(Object.keys(refused.body).sort()).toEqual(["code", "message"]);
    const open = await v5WithToken<V5Board>(t.app, plain, "POST", "/v5/boards", { name: "Made open" });
    expect(open.status).toBe(201);
    const patch = await v5WithToken<V5Error>(t.app, plain, "PATCH", `/v5/boards/${open.body.id}`, {
      privacy: "SECRET",
    });
    expect(patch).toMatchObject({ status: 403, body: { code: 403 } });

    const allowed = (await createToken(me, ["boards:read", "boards:write", "boards:write_secret"])).secret;
    const made = await v5WithToken<V5Board>(t.app, allowed, "POST", "/v5/boards", {
      name: "Made secret",
      privacy: "SECRET",
    });
    expect(made.status).toBe(201);
    expect(made.body.privacy).toBe("SECRET");
    const patched = await v5WithToken<V5Board>(t.app, allowed, "PATCH", `/v5/boards/${open.body.id}`, {
      privacy: "SECRET",
    });
    expect(patched).toMatchObject({ status: 200, body: { privacy: "SECRET" } });
  });

  it("issue 20: the web board and section pin lists follow the same rule (one place: the pins service)", async () => {
    const pinsOf = async (token: string, path: string, query: Record<string, string>) => {
      const answer = await withToken<{ items: { id: string }[] }>(t.app, token, "GET", path, query);
      expect(answer.status, path).toBe(200);
      return answer.body.resource_response.data.items.map((pin) => pin.id);
    };
    const boardFeed = "/resource/BoardFeedResource/get/";
    const sectionFeed = "/resource/BoardSectionPinsResource/get/";
    // Runs last: a pin outside the sections (the board feed lists those).
    const loose = (await buildPin(t.database.db, board, { title: "Loose secret" })).id;
    const without = (await createToken(me, [...READ, "boards:read_secret"])).secret;
    expect(await pinsOf(without, boardFeed, { board_id: board.id })).toEqual([]);
    expect(await pinsOf(without, sectionFeed, { section_id: sectionId })).toEqual([]);
    const holding = (await createToken(me, [...READ, "boards:read_secret", "pins:read_secret"])).secret;
    expect(await pinsOf(holding, boardFeed, { board_id: board.id })).toEqual([loose]);
    expect(await pinsOf(holding, sectionFeed, { section_id: sectionId })).toEqual([secretPinId]);
  });
});
