import type { BusinessAccountResult } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../platform/db/index.ts";
import { buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { assertPinBuilderCreate } from "./pin-builder-gate.ts";

interface Gate {
  scenario_allowed: boolean;
  features: string[];
  can_upload_video: boolean;
  is_partner: boolean;
  kill_switch: string | null;
  creation_blocked: Record<string, boolean>;
}

describe("pin-builder gate on the server (GATE-001…012)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      experiments: {
        filePath: null,
        json: JSON.stringify({
          web_pin_builder_layouts: { group: "enabled" },
          web_pin_builder_carousel: { group: "employees" },
          web_pin_creation_kill_switch: { group: "enabled", value: "disable_video" },
        }),
      },
    });
  });
  afterAll(() => t.close());

  it("GATE-002: signed out, no feature is open and every create is blocked", async () => {
    const { status, body } = await getJson<Gate>(t.app, "/vx/pin_builder/gate/");
    expect(status).toBe(200);
    expect(body.resource_response.data).toMatchObject({
      features: [],
      scenario_allowed: false,
      can_upload_video: false,
      creation_blocked: { web_pin: true, idea_pin: true, video: true, repin: true },
    });
  });

  it("bad input: an unknown scenario or a malformed acting-as id is INVALID_INPUT", async () => {
    expect((await getJson(t.app, "/vx/pin_builder/gate/", { scenario: "everything" })).status).toBe(400);
    expect((await getJson(t.app, "/vx/pin_builder/gate/", { orbac_subject_id: "me" })).status).toBe(400);
  });

  it("GATE-003 / GATE-007 / GATE-009 / GATE-011: a personal account gets the open features, experiment ones by group, partner ones not", async () => {
    const person = await signedIn(t, "builder");
    const { body } = await person.browser.get<Gate>("/vx/pin_builder/gate/", { scenario: "ad_creation" });
    const data = body.resource_response.data;
    expect(data.features).toEqual(expect.arrayContaining(["editing", "tagging", "video_editing", "layouts"]));
    expect(data.features).not.toContain("scheduling");
    // "employees" unlocks nothing for a non-employee.
    expect(data.features).not.toContain("carousel");
    expect(data.scenario_allowed).toBe(false);
    // disable_video blocks video upload only (GATE-011).
    expect(data).toMatchObject({
      kill_switch: "disable_video",
      can_upload_video: false,
      creation_blocked: { web_pin: false, idea_pin: false, video: true, repin: false },
    });
  });

  it("GATE-003 / GATE-012 / ACCT-020: a partner gets partner features; acting as a business closes video editing", async () => {
    const partner = await signedIn(t, "partner");
    await partner.browser.post<BusinessAccountResult>("/v3/business/convert/", {});
    const own = await partner.browser.get<Gate>("/vx/pin_builder/gate/", { scenario: "business_nux" });
    expect(own.body.resource_response.data.features).toEqual(
      expect.arrayContaining(["scheduling", "shop_the_pin"]),
    );
    expect(own.body.resource_response.data).toMatchObject({ is_partner: true, scenario_allowed: true });

    const business = await buildUser(t.database.db);
    await t.database.db
      .insert(schema.businessProfiles)
      .values({ userId: business.id, businessName: "Acting Co" });
    await t.database.db
      .insert(schema.businessAccess)
      .values({ businessUserId: business.id, memberUserId: partner.id, role: "ADMIN" });
    const acting = await partner.browser.get<Gate>("/vx/pin_builder/gate/", {
      orbac_subject_id: business.id,
    });
    expect(acting.status).toBe(200);
    expect(acting.body.resource_response.data.features).not.toContain("video_editing");

    const stranger = await buildUser(t.database.db);
    const refused = await partner.browser.get("/vx/pin_builder/gate/", { orbac_subject_id: stranger.id });
    expect(refused.status).toBe(404);
  });

  it("GATE-011: the create check refuses signed-out viewers and blocked kinds with stable codes", () => {
    const viewer = {
      visitorType: "AUTH" as const,
      isPartner: false,
      videoUploadAllowed: true,
      isActingAs: false,
      isEmployee: false,
      language: "en",
    };
    const codeOf = (fn: () => void) => {
      try {
        fn();
        return null;
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(codeOf(() => assertPinBuilderCreate(viewer, "default", "web_pin", "disable_all"))).toBe(
      "PIN_CREATION_DISABLED",
    );
    expect(codeOf(() => assertPinBuilderCreate(viewer, "default", "repin", "disable_web_pins"))).toBeNull();
    expect(codeOf(() => assertPinBuilderCreate(viewer, "ad_creation", "web_pin", null))).toBe(
      "PIN_CREATION_DISABLED",
    );
    expect(
      codeOf(() => assertPinBuilderCreate({ ...viewer, visitorType: "UNAUTH" }, "default", "web_pin", null)),
    ).toBe("UNAUTHORIZED");
  });
});

describe("the pin builder's gate holds for the save itself (GATE-002, GATE-009, GATE-012)", () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  /** A signed-in person on an app with `experiments`, and a save to their board. */
  async function builderSave(experiments: Record<string, unknown>) {
    const app = await buildTestApp({ experiments: { filePath: null, json: JSON.stringify(experiments) } });
    apps.push(app);
    const person = await signedIn(app, "gated");
    const [board] = await app.database.db
      .insert(schema.boards)
      .values({ ownerId: person.id, name: "Builder", slug: "builder" })
      .returning();
    return (extra: Record<string, unknown>) =>
      person.browser.post("/resource/PinResource/create/", {
        board_id: board?.id,
        method: "pinbuilder",
        is_buyable_pin: false,
        image_base64: "aGVsbG8=",
        ...extra,
      });
  }

  // Each case needs its own app (its experiments); they are built in the hook, whose time
  // limit is meant for set-up, not in the tests.
  let killSwitchSave: Awaited<ReturnType<typeof builderSave>>;
  let defaultSave: Awaited<ReturnType<typeof builderSave>>;
  beforeAll(async () => {
    killSwitchSave = await builderSave({
      web_pin_creation_kill_switch: { group: "enabled", value: "disable_web_pins" },
    });
    defaultSave = await builderSave({});
  });

  it("GATE-012 a pinbuilder save is refused while the kill switch blocks web pins; other methods are not the builder", async () => {
    const save = killSwitchSave;
    const killed = await save({});
    expect(killed.status).toBe(403);
    expect(killed.body.resource_response.error?.code).toBe("PIN_CREATION_DISABLED");
    // The gate is the builder's: another method goes on (and fails on the bad image instead).
    const uploaded = await save({ method: "uploaded" });
    expect(uploaded.body.resource_response.error?.code).not.toBe("PIN_CREATION_DISABLED");
  });

  it("GATE-009 a partner-only scenario is refused for a personal account; an unknown one is bad input", async () => {
    const save = defaultSave;
    const partnerOnly = await save({ pin_builder_scenario: "ad_creation" });
    expect(partnerOnly.status).toBe(403);
    expect(partnerOnly.body.resource_response.error?.code).toBe("PIN_CREATION_DISABLED");
    expect((await save({ pin_builder_scenario: "everything" })).status).toBe(400);
    // The default scenario passes the gate (the bad image is what fails).
    expect((await save({})).body.resource_response.error?.code).not.toBe("PIN_CREATION_DISABLED");
  });
});
