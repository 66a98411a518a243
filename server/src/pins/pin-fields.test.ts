import type { EndpointData, pinFieldsEndpoint } from "@corkboard/core/contract";
import { PIN_FIELD_SETS } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

type PinFields = EndpointData<typeof pinFieldsEndpoint>;
const ALL = PIN_FIELD_SETS.join(",");

describe("GET /v3/pins/{id}/ field sets (PIN-038, CONST-007)", () => {
  let t: TestApp;
  let viewer: SignedInUser;
  let sourcePinId: string;
  let sourcePinnerId: string;
  let savedId: string;
  let savedBoard: { id: string; name: string; slug: string };
  let fromSecretId: string;
  let secretPinId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    viewer = await signedIn(t, "fields_viewer");
    const maker = await buildUser(db, { username: "fields_maker" });
    sourcePinnerId = maker.id;
    const makerBoard = await buildBoard(db, maker.id, { name: "Lamps" });
    const source = await buildPin(db, makerBoard);
    sourcePinId = source.id;
    const board = await buildBoard(db, viewer.id, { name: "Reading nook" });
    savedBoard = board;
    // The viewer saved the maker's pin: a repin holding the same image on their board.
    savedId = (
      await buildPin(db, board, { imageId: source.imageId, repinOfId: source.id, createdMethod: "repin" })
    ).id;
    const hidden = await buildBoard(db, maker.id, { name: "Drafts", privacy: "secret" });
    const secretPin = await buildPin(db, hidden);
    secretPinId = secretPin.id;
    // A pin on a public board saved from a secret one: whom it came from stays hidden.
    const other = await buildUser(db);
    fromSecretId = (
      await buildPin(db, await buildBoard(db, other.id), {
        imageId: secretPin.imageId,
        repinOfId: secretPin.id,
      })
    ).id;
  });
  afterAll(() => t.close());

  const fieldsAs = async (pinId: string, fields?: string, signedInViewer = true) => {
    const query: Record<string, string> = fields === undefined ? {} : { fields };
    return signedInViewer
      ? viewer.browser.get<PinFields>(`/v3/pins/${pinId}/`, query)
      : getJson<PinFields>(t.app, `/v3/pins/${pinId}/`, query);
  };

  it("PIN-038: the five field sets tell the viewer already saved it, where, and from whom", async () => {
    const { status, body } = await fieldsAs(sourcePinId, ALL);
    expect(status).toBe(200);
    expect(body.resource_response.data).toEqual({
      id: sourcePinId,
      type: "pin",
      board: expect.objectContaining({ name: "Lamps" }),
      pinned_to_board: {
        id: savedBoard.id,
        name: "Reading nook",
        url: `/${viewer.username}/${savedBoard.slug}/`,
        layout: "default",
      },
      via_pinner: null,
    });
    const saved = (await fieldsAs(savedId, ALL)).body.resource_response.data;
    expect(saved.board).toEqual({
      id: savedBoard.id,
      name: "Reading nook",
      url: `/${viewer.username}/${savedBoard.slug}/`,
    });
    expect(saved.via_pinner).toMatchObject({ id: sourcePinnerId, username: "fields_maker" });
  });

  it("CONST-007: only the asked sets come, id always; logged out nothing is saved", async () => {
    expect((await fieldsAs(sourcePinId)).body.resource_response.data).toEqual({ id: sourcePinId });
    expect((await fieldsAs(sourcePinId, "type, board")).body.resource_response.data).toEqual({
      id: sourcePinId,
      type: "pin",
      board: expect.objectContaining({ name: "Lamps" }),
    });
    const anonymous = await fieldsAs(sourcePinId, "pinned_to_board", false);
    expect(anonymous.body.resource_response.data).toEqual({ id: sourcePinId, pinned_to_board: null });
  });

  it("a set that does not exist is INVALID_INPUT; a bad id too", async () => {
    const unknown = await fieldsAs(sourcePinId, "id,secrets");
    expect(unknown.status).toBe(400);
    expect(unknown.body.resource_response.error?.code).toBe("INVALID_INPUT");
    expect((await fieldsAs("12ab", "id")).status).toBe(400);
  });

  it("never leaks: a secret board's pin is NOT_FOUND, and a repin of one names nobody", async () => {
    const hidden = await fieldsAs(secretPinId, ALL);
    expect(hidden.status).toBe(404);
    expect(hidden.body.resource_response.error?.code).toBe("NOT_FOUND");
    const { status, body } = await fieldsAs(fromSecretId, "via_pinner");
    expect(status).toBe(200);
    expect(body.resource_response.data).toEqual({ id: fromSecretId, via_pinner: null });
  });
});
