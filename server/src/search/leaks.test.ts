import type { EndpointData, searchAutocompleteEndpoint } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson, type TestBrowser } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { AUTOCOMPLETE, pinTitles, type SearchAnswer, searchAs, tagPins } from "./search-test-kit.ts";

type Suggestions = EndpointData<typeof searchAutocompleteEndpoint>;

// D-006 D-032: search lists a board's pins only where canListBoard says so, and never shows
// suspended or deactivated people or their pins and boards.
describe("search never leaks (D-006, D-032)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let collaborator: SignedInUser;
  let stranger: SignedInUser;

  const names = async (who: TestBrowser | null, q: string, scope: "boards" | "people") => {
    const { status, body } = await searchAs(t, who, { q, scope });
    expect(status).toBe(200);
    const data: SearchAnswer = body.resource_response.data;
    if (data.scope === "boards") return data.results.map((board) => board.name);
    if (data.scope === "people") return data.results.map((person) => person.username);
    throw new Error("not a boards or people answer");
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    owner = await signedIn(t, "owner");
    collaborator = await signedIn(t, "collab");
    stranger = await signedIn(t, "stranger");
    const secret = await buildBoard(db, owner.id, { name: "Quokka hideout", privacy: "secret" });
    await db.insert(schema.boardCollaborators).values({ boardId: secret.id, userId: collaborator.id });
    const secretPin = await buildPin(db, secret, { title: "Quokka secret lamp", description: "#quokkaonly" });
    await tagPins(db, "quokkaonly", [secretPin.id]);
    const protectedBoard = await buildBoard(db, owner.id, { name: "Quokka promo", privacy: "protected" });
    await buildPin(db, protectedBoard, { title: "Quokka protected vase" });
    const archived = await buildBoard(db, owner.id, { name: "Quokka attic", archivedAt: new Date() });
    await buildPin(db, archived, { title: "Quokka archived stool" });
    const open = await buildBoard(db, owner.id, { name: "Quokka corner" });
    await buildPin(db, open, { title: "Quokka public chair" });

    const suspended = await buildUser(db, {
      username: "quokka_suspended",
      fullName: "Quokka Suspended",
      state: "suspended",
    });
    const suspendedBoard = await buildBoard(db, suspended.id, { name: "Quokka banned board" });
    await buildPin(db, suspendedBoard, { title: "Quokka suspended rug" });
    // An active person's pin on a suspended person's board is not shown either.
    const active = await buildUser(db, { username: "quokka_active", fullName: "Quokka Active" });
    await buildPin(db, suspendedBoard, { title: "Quokka guest pin", pinnerId: active.id });
    const deactivated = await buildUser(db, {
      username: "quokka_gone",
      fullName: "Quokka Gone",
      state: "deactivated",
      deactivationReason: "user_request",
    });
    const goneBoard = await buildBoard(db, deactivated.id, { name: "Quokka gone board" });
    await buildPin(db, goneBoard, { title: "Quokka deactivated mat" });
    // A suspended person's pin saved on an active person's public board is not shown.
    await buildPin(db, open, { title: "Quokka suspended saver", pinnerId: suspended.id });
  });
  afterAll(() => t.close());

  it("D-006 a secret board's pin is found by its owner and collaborators, never by others or logged out", async () => {
    expect(await pinTitles(t, owner.browser, "quokka secret")).toEqual(["Quokka secret lamp"]);
    expect(await pinTitles(t, collaborator.browser, "quokka secret")).toEqual(["Quokka secret lamp"]);
    expect(await pinTitles(t, stranger.browser, "quokka secret")).toEqual([]);
    expect(await pinTitles(t, null, "quokka secret")).toEqual([]);
    expect(await pinTitles(t, stranger.browser, "#quokkaonly")).toEqual([]);
    expect(await pinTitles(t, owner.browser, "#quokkaonly")).toEqual(["Quokka secret lamp"]);
    // Its board in the boards scope, likewise.
    expect(await names(owner.browser, "quokka hideout", "boards")).toEqual(["Quokka hideout"]);
    expect(await names(collaborator.browser, "quokka hideout", "boards")).toEqual(["Quokka hideout"]);
    expect(await names(stranger.browser, "quokka hideout", "boards")).toEqual([]);
    expect(await names(null, "quokka hideout", "boards")).toEqual([]);
  });

  it("D-006 a protected board is unlisted: its pins and the board come up for its members only", async () => {
    expect(await pinTitles(t, owner.browser, "quokka protected")).toEqual(["Quokka protected vase"]);
    expect(await pinTitles(t, stranger.browser, "quokka protected")).toEqual([]);
    expect(await pinTitles(t, null, "quokka protected")).toEqual([]);
    expect(await names(owner.browser, "quokka promo", "boards")).toEqual(["Quokka promo"]);
    expect(await names(stranger.browser, "quokka promo", "boards")).toEqual([]);
  });

  it("D-006 an archived board leaves search for everyone but its members", async () => {
    expect(await pinTitles(t, owner.browser, "quokka archived")).toEqual(["Quokka archived stool"]);
    expect(await pinTitles(t, stranger.browser, "quokka archived")).toEqual([]);
    expect(await names(null, "quokka attic", "boards")).toEqual([]);
  });

  it("suspended and deactivated people, their pins and boards never appear, to anyone", async () => {
    for (const who of [null, owner.browser, stranger.browser]) {
      const titles = await pinTitles(t, who, "quokka");
      expect(titles).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/suspended|deactivated|guest/)]),
      );
      expect(titles).toContain("Quokka public chair");
      expect(await names(who, "quokka", "people")).toEqual(["quokka_active"]);
      expect(await names(who, "quokka banned", "boards")).toEqual([]);
      expect(await names(who, "quokka gone", "boards")).toEqual([]);
    }
  });

  it("SEARCH-011 autocomplete never offers a secret board's name, a secret-only hashtag or a search that found only secret pins", async () => {
    // The owner's search finds their own secret pin; it must not become a suggestion.
    expect(await pinTitles(t, owner.browser, "quokka secret lamp")).toEqual(["Quokka secret lamp"]);
    // A search that finds public pins does.
    expect(await pinTitles(t, stranger.browser, "quokka public chair")).toEqual(["Quokka public chair"]);
    for (const who of [null, owner.browser]) {
      const { body } = who
        ? await who.get<Suggestions>(AUTOCOMPLETE, { q: "quokka" })
        : await getJson<Suggestions>(t.app, AUTOCOMPLETE, { q: "quokka" });
      const offered = body.resource_response.data.map((s) => s.query.toLowerCase());
      expect(offered).toContain("quokka public chair");
      expect(offered).toContain("quokka corner");
      for (const hidden of [
        "quokka secret lamp",
        "quokka hideout",
        "quokka promo",
        "quokka attic",
        "quokka banned board",
      ]) {
        expect(offered).not.toContain(hidden);
      }
      const tags = await getJson<Suggestions>(t.app, AUTOCOMPLETE, { q: "#quokka" });
      expect(tags.body.resource_response.data).toEqual([]);
    }
  });
});
