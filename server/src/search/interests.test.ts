import { type EndpointData, interestsEndpoint } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { pinTitles, tagPins } from "./search-test-kit.ts";

type Interests = EndpointData<typeof interestsEndpoint>;

const DAY = 86_400_000;

// IMPL-038: the discovery pages list interests — hashtags and board topics — counted over
// pins anyone may see; each interest's page is the search for its query.
describe("discovery interests (IMPL-038)", () => {
  let t: TestApp;

  const list = async (view: string) => {
    const { status, body } = await getJson<Interests>(t.app, interestsEndpoint.path, { view });
    expect(status).toBe(200);
    return body.resource_response.data.interests;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const ada = await buildUser(db, { username: "ada_ideas" });
    const bob = await buildUser(db, { username: "bob_ideas" });
    const banned = await buildUser(db, { username: "banned_ideas", state: "suspended" });
    const old = new Date(Date.now() - 30 * DAY);
    // Kitchen garden: two people's public boards, so a topic; pins with and without links.
    const adaGarden = await buildBoard(db, ada.id, { name: "Kitchen Garden" });
    const bobGarden = await buildBoard(db, bob.id, { name: "kitchen garden" });
    // Both carry product data (D-034): a brand without a link, a price with one.
    const tomato = await buildPin(db, adaGarden, {
      title: "Tomato cages",
      link: null,
      brand: "Gardena",
      createdAt: old,
    });
    const basil = await buildPin(db, bobGarden, {
      title: "Basil pots",
      priceMinor: 1200,
      priceCurrency: "USD",
      createdAt: old,
    });
    // One person's board name is no topic; a secret board's name never is.
    const solo = await buildBoard(db, ada.id, { name: "Zeppelin models" });
    await buildPin(db, solo, { title: "Blimp kit", createdAt: old });
    const secretA = await buildBoard(db, ada.id, { name: "Quiet plans", privacy: "secret" });
    const secretB = await buildBoard(db, bob.id, { name: "Quiet plans", privacy: "secret" });
    const hiddenA = await buildPin(db, secretA, { title: "Hidden A", createdAt: old });
    const hiddenB = await buildPin(db, secretB, { title: "Hidden B", createdAt: old });
    // #compost on two listed pins; #secretcompost only on secret ones; #bannedtag only from a
    // suspended person's pins.
    await tagPins(db, "compost", [tomato.id, basil.id]);
    await tagPins(db, "secretcompost", [hiddenA.id, hiddenB.id]);
    const bannedBoard = await buildBoard(db, banned.id, { name: "Kitchen garden" });
    const b1 = await buildPin(db, bannedBoard, { title: "Banned one", createdAt: old });
    const b2 = await buildPin(db, bannedBoard, { title: "Banned two", createdAt: old });
    await tagPins(db, "bannedtag", [b1.id, b2.id]);
  });
  afterAll(() => t.close());

  it("IMPL-038 hashtags on listed pins and board names several people share are interests, with counts and covers", async () => {
    const interests = await list("ideas");
    expect(interests.map((i) => [i.kind, i.name, i.pin_count])).toEqual([
      ["hashtag", "#compost", 2],
      ["topic", "Kitchen garden", 2],
    ]);
    const compost = interests[0];
    expect(compost?.url).toBe("/ideas/compost/t.compost/");
    expect(compost?.query).toBe("#compost");
    expect(compost?.cover?.["236x"].url).toMatch(/^\/media\//);
  });

  it("IMPL-038 never names what only secret boards or suspended people hold (D-006)", async () => {
    const names = (await list("ideas")).map((i) => i.name);
    expect(names).not.toContain("#secretcompost");
    expect(names).not.toContain("Quiet plans");
    expect(names).not.toContain("#bannedtag");
    expect(names).not.toContain("Zeppelin models");
  });

  it("IMPL-038 an interest's page is the search for its query, which finds its pins", async () => {
    const [compost, garden] = await list("ideas");
    expect((await pinTitles(t, null, compost?.query ?? "")).sort()).toEqual(["Basil pots", "Tomato cages"]);
    expect(await pinTitles(t, null, garden?.query ?? "")).toEqual(
      expect.arrayContaining(["Basil pots", "Tomato cages"]),
    );
  });

  it("IMPL-038 /shopping/ counts pins with product data; /today widens to any time when the week is quiet; /videos/ has none yet", async () => {
    const shopping = await list("shopping");
    // Both garden pins carry product data (one has no link): both interests count two.
    expect(shopping.map((i) => [i.name, i.pin_count])).toEqual([
      ["#compost", 2],
      ["Kitchen garden", 2],
    ]);
    // Every pin is a month old: today's window widens until it finds the interests.
    expect((await list("today")).map((i) => i.name)).toEqual(["#compost", "Kitchen garden"]);
    expect(await list("videos")).toEqual([]);
  });

  it("IMPL-038 an unknown view is INVALID_INPUT, not a 500", async () => {
    const { status, body } = await getJson(t.app, interestsEndpoint.path, { view: "gifs" });
    expect(status).toBe(400);
    expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
  });
});
