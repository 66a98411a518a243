import { envelopeSchema, failureEnvelopeSchema } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TestBrowser } from "../../test/inject.ts";
import { type SignedInUser, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** The resources IMPL-001 names, with the actions the seeds call on each. */
const NAMED_RESOURCES: Record<string, ("get" | "create" | "update" | "delete")[]> = {
  UserSessionResource: ["create"],
  PinResource: ["get", "create", "update", "delete"],
  RepinResource: ["create"],
  BoardResource: ["get", "create", "update", "delete"],
  BoardSectionResource: ["get", "create", "update", "delete"],
  BoardPickerBoardsResource: ["get"],
  BoardPickerBoardsShortlistResource: ["get"],
  BoardSectionsRepinResource: ["get"],
  BoardSectionEditResource: ["update"],
  BoardSectionPinsResource: ["get"],
  BulkEditResource: ["update"],
  BulkEditSelectAllResource: ["update"],
  UserResource: ["get"],
  UserFollowResource: ["create", "delete"],
  FindPinImagesResource: ["get"],
  ShareSuggestionsResource: ["get"],
  ShareSuggestionsTypeaheadResource: ["get"],
};
const METHOD = { get: "GET", create: "POST", update: "POST", delete: "POST" } as const;

describe("the resource router and the answer envelope", () => {
  let t: TestApp;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signedIn(t, "enveloped");
  });
  afterAll(() => t.close());

  it("IMPL-001 every named resource answers at /resource/{Name}/{action}/, search at /v3/search/pins/; an unknown one is NOT_FOUND in the envelope", async () => {
    // Called with no input, a route that exists refuses it or answers; only a missing one is 404.
    const missing: string[] = [];
    for (const [name, actions] of Object.entries(NAMED_RESOURCES))
      for (const action of actions) {
        const url = `/resource/${name}/${action}/`;
        const answer =
          METHOD[action] === "GET" ? await viewer.browser.get(url) : await viewer.browser.post(url, {});
        expect(() => envelopeSchema(z.unknown()).parse(answer.body), url).not.toThrow();
        if (answer.status === 404) missing.push(`${METHOD[action]} ${url}`);
      }
    expect(missing).toEqual([]);
    expect((await viewer.browser.get("/v3/search/pins/", { q: "lamp" })).status).toBe(200);

    const unknown = await viewer.browser.get("/resource/NoSuchResource/get/");
    expect(unknown.status).toBe(404);
    expect(failureEnvelopeSchema.parse(unknown.body).resource_response.error?.code).toBe("NOT_FOUND");
  });

  it("CONST-001 a success answers resource_response.data; a failure carries error {code, message, message_detail} and null data", async () => {
    const picker = await viewer.browser.get("/resource/BoardPickerBoardsResource/get/", {});
    expect(picker.status).toBe(200);
    const ok = envelopeSchema(z.object({ all_boards: z.array(z.unknown()) }).passthrough()).parse(
      picker.body,
    );
    expect(ok.resource_response.status).toBe("success");
    expect(ok.resource_response.error).toBeUndefined();

    const refused = await viewer.browser.get("/resource/BoardPickerBoardsResource/get/", {
      filter: "everything",
    });
    expect(refused.status).toBe(400);
    const failed = failureEnvelopeSchema.parse(refused.body).resource_response;
    expect(failed.status).toBe("failure");
    expect(failed.data).toBeNull();
    expect(failed.error).toMatchObject({ code: "INVALID_INPUT", message: expect.any(String) });
    expect(failed.error?.message_detail).toContain("filter");

    const anonymous = await new TestBrowser(t.app).get("/resource/BoardPickerBoardsResource/get/", {});
    expect(failureEnvelopeSchema.parse(anonymous.body).resource_response.error?.code).toBe("UNAUTHORIZED");
  });
});
