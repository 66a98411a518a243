import { describe, expect, it } from "vitest";
import { LOGIN_ERROR_CODES, SIGNUP_ERROR_CODES } from "../auth/codes.ts";
import { apiErrorSchema } from "./envelope.ts";
import { ERROR_CODES, errorHttpStatus, isErrorCode } from "./errors.ts";

describe("error catalogue (DESIGN §4, AUTH-175)", () => {
  it("holds the general codes and every sign-in code, each with an HTTP status", () => {
    for (const code of [...LOGIN_ERROR_CODES, ...SIGNUP_ERROR_CODES, "NOT_FOUND", "INVALID_INPUT"]) {
      expect(isErrorCode(code)).toBe(true);
      expect(errorHttpStatus[code as keyof typeof errorHttpStatus]).toBeGreaterThanOrEqual(400);
    }
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it("the envelope accepts catalogue codes and rejects others", () => {
    expect(apiErrorSchema.safeParse({ code: "MFA_REQUIRED", message: "x" }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ code: "MADE_UP", message: "x" }).success).toBe(false);
  });
});
