import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "../contract/envelope.ts";
import { errorHttpStatus, isErrorCode } from "../contract/errors.ts";
import { followMessages } from "../messages/catalogue-follows.ts";
import { FOLLOW_ERROR_CODES } from "./codes.ts";

describe("follow error codes (FOLLOW-016, IMPL-016)", () => {
  it("FOLLOW-016 CANNOT_FOLLOW_SELF and WEBSITE_NOT_VERIFIED are in the contract's catalogue with a 4xx status and a message", () => {
    for (const code of FOLLOW_ERROR_CODES) {
      expect(isErrorCode(code)).toBe(true);
      expect(errorHttpStatus[code]).toBeGreaterThanOrEqual(400);
      expect(errorHttpStatus[code]).toBeLessThan(500);
      expect(followMessages[`error.${code}`]).toEqual(expect.any(String));
      expect(apiErrorSchema.safeParse({ code, message: "x" }).success).toBe(true);
    }
  });

  it("FOLLOW-009/010/011/016 the seed's follow texts are in the catalogue word for word", () => {
    expect(followMessages["follow.toast.followed"]).toBe(
      "Following! Their created Pins will show up in your home feed!",
    );
    expect(followMessages["follow.toast.followFailed"]).toBe("Error following {name}.");
    expect(followMessages["follow.toast.unfollowFailed"]).toBe("Error unfollowing {name}.");
    expect(followMessages["follow.button.thisIsYou"]).toBe("This is you");
  });
});
