import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { pinCreateRequestSchema, repinCreateRequestSchema, saveResponseSchema } from "./contract.ts";
import { validatePinFields } from "./limits.ts";
import { buildSaveCall, type SaveInput, saveMethod, saveResource } from "./save-payload.ts";

const base: SaveInput = {
  boardId: "10",
  boardPrivacy: "public",
  method: "scraped",
  title: "Lemon tart",
  description: "Bright and sharp",
  link: "https://example.com/tart",
  imageUrl: "https://example.com/tart.jpg",
};

describe("save payload", () => {
  it("PIN-022 PIN-023 a new pin goes to PinResource with is_buyable_pin false", () => {
    const call = buildSaveCall(base);
    expect(call).toEqual({
      resource: "PinResource",
      payload: {
        board_id: "10",
        section: null,
        method: "scraped",
        is_buyable_pin: false,
        title: "Lemon tart",
        description: "Bright and sharp",
        link: "https://example.com/tart",
        image_url: "https://example.com/tart.jpg",
      },
    });
    expect(pinCreateRequestSchema.safeParse(call.payload).success).toBe(true);
  });

  it("PIN-034 a save with a pin id goes to RepinResource", () => {
    const call = buildSaveCall({ ...base, pinId: "55", sectionId: "7", imageUrl: undefined });
    expect(call.resource).toBe("RepinResource");
    expect(call.payload).toMatchObject({ pin_id: "55", section: "7", board_id: "10" });
    expect(repinCreateRequestSchema.safeParse(call.payload).success).toBe(true);
    expect(saveResource(null)).toBe("PinResource");
    expect(saveResource("55")).toBe("RepinResource");
  });

  it("PIN-024 advertiser_id and shuffle_asset are carried when given", () => {
    const call = buildSaveCall({ ...base, advertiserId: "88", shuffleAssetId: "99", isRemovable: true });
    expect(call.payload).toMatchObject({ advertiser_id: "88", shuffle_asset: "99", is_removable: true });
    expect(buildSaveCall(base).payload).not.toHaveProperty("advertiser_id");
  });

  it("PIN-025 share flags are sent only for non-secret boards", () => {
    const flags = { shareFacebook: true, shareTwitter: false };
    expect(buildSaveCall({ ...base, ...flags }).payload).toMatchObject({
      share_facebook: true,
      share_twitter: false,
    });
    const secret = buildSaveCall({ ...base, ...flags, boardPrivacy: "secret" }).payload;
    expect(secret).not.toHaveProperty("share_facebook");
    expect(secret).not.toHaveProperty("share_twitter");
  });

  it("PIN-035 method button without a guid is sent as button_external", () => {
    expect(saveMethod("button", undefined)).toBe("button_external");
    expect(saveMethod("button", "  ")).toBe("button_external");
    expect(saveMethod("button", "abc")).toBe("button");
    expect(saveMethod("scraped", null)).toBe("scraped");
    expect(buildSaveCall({ ...base, method: "button", guid: "g-1" }).payload).toMatchObject({
      method: "button",
      guid: "g-1",
    });
    expect(buildSaveCall({ ...base, method: "button" }).payload.method).toBe("button_external");
  });
});

describe("save contract", () => {
  it("PIN-023 the schemas refuse is_buyable_pin true", () => {
    const payload = { ...buildSaveCall(base).payload, is_buyable_pin: true };
    expect(pinCreateRequestSchema.safeParse(payload).success).toBe(false);
  });

  it("PIN-034 PinResource create needs an image; RepinResource create needs pin_id", () => {
    const { image_url: _, ...noImage } = buildSaveCall(base).payload as Record<string, unknown>;
    expect(pinCreateRequestSchema.safeParse(noImage).success).toBe(false);
    expect(pinCreateRequestSchema.safeParse({ ...noImage, media_upload_id: "5" }).success).toBe(true);
    expect(repinCreateRequestSchema.safeParse(noImage).success).toBe(false);
  });

  it("PIN-059 title ≤ 100, description ≤ 500, link ≤ 2048 characters", () => {
    const payload = buildSaveCall(base).payload;
    const at = {
      title: "a".repeat(100),
      description: "é".repeat(500),
      link: `https://x.io/${"a".repeat(2035)}`,
    };
    expect(pinCreateRequestSchema.safeParse({ ...payload, ...at }).success).toBe(true);
    for (const [field, value] of Object.entries(at)) {
      expect(pinCreateRequestSchema.safeParse({ ...payload, [field]: `${value}a` }).success).toBe(false);
    }
    expect(validatePinFields(at)).toEqual([]);
    const failures = validatePinFields({ title: "a".repeat(101), description: "ok", link: null });
    expect(failures.map((f) => f.field)).toEqual(["title"]);
    const [failure] = failures;
    expect(failure && t(failure.messageKey, failure.values)).toBe(
      "Please enter no more than 100 characters.",
    );
  });

  it("PIN-029 the save response is {id, pinner{id}, board{id, name}}", () => {
    const answer = { id: "1", pinner: { id: "2" }, board: { id: "3", name: "Tarts" } };
    expect(saveResponseSchema.parse(answer)).toEqual(answer);
    expect(saveResponseSchema.safeParse({ id: "1", board: { id: "3", name: "Tarts" } }).success).toBe(false);
  });
});
