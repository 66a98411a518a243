import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "../contract/envelope.ts";
import { errorHttpStatus, isErrorCode } from "../contract/errors.ts";
import { BOARD_ACTION_BUSY_CODES } from "../pins/move.ts";
import { BOARD_ERROR_CODES } from "./codes.ts";

describe("board error codes (BOARD-067, BOARD-072, BOARD-073)", () => {
  it("are part of the contract's catalogue, each with a 4xx status", () => {
    for (const code of BOARD_ERROR_CODES) {
      expect(isErrorCode(code)).toBe(true);
      expect(errorHttpStatus[code]).toBeGreaterThanOrEqual(400);
      expect(errorHttpStatus[code]).toBeLessThan(500);
    }
  });

  it("a busy board answers BOARD_ACTION_BUSY with api_error_code 2171–2173", () => {
    for (const apiErrorCode of Object.values(BOARD_ACTION_BUSY_CODES)) {
      const parsed = apiErrorSchema.parse({
        code: "BOARD_ACTION_BUSY",
        api_error_code: apiErrorCode,
        message: "Please wait until the previous board action finishes.",
      });
      expect(parsed.api_error_code).toBe(apiErrorCode);
    }
  });
});
