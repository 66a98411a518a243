import { describe, expect, it } from "vitest";
import { LOGIN_ERROR_CODES, SIGNUP_ERROR_CODES } from "../auth/codes.ts";
import { errorMessageKey, errorMessageText, hasMessage, t } from "../messages/index.ts";
import { apiErrorSchema } from "./envelope.ts";
import { ERROR_CODES, ERROR_MESSAGES, errorHttpStatus, isErrorCode } from "./errors.ts";
import { GENERAL_ERROR_MESSAGES, isRequestErrorCode, REQUEST_ERROR_CODES } from "./general-errors.ts";

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

describe("the one code → text map (D-026)", () => {
  it("gives every code of the contract a catalogue text with no placeholder left", () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const message = ERROR_MESSAGES[code];
      expect(hasMessage(errorMessageKey(message)), code).toBe(true);
      // Without the server's words, an `orElse` entry says its fallback.
      const text = errorMessageText(message);
      expect(text, code).not.toMatch(/[{}]/);
      expect(text, code).not.toBe(t("error.generic"));
    }
  });

  it("uses the server's formatting only where the server fills the values", () => {
    expect(errorMessageText(ERROR_MESSAGES.BUDGET_BELOW_MINIMUM, "Minimum daily budget is $2.00")).toBe(
      "Minimum daily budget is $2.00",
    );
    expect(errorMessageText(ERROR_MESSAGES.BUDGET_BELOW_MINIMUM)).toBe(
      "This daily budget is below the minimum for your country.",
    );
    expect(errorMessageText(ERROR_MESSAGES.PASSWORD_TOO_SHORT, "ignored")).toBe(
      "Your password is too short! You need 8+ characters.",
    );
    expect(errorMessageText(ERROR_MESSAGES.IMAGE_TOO_SMALL)).toBe(
      "Images must be at least 120 pixels on each side.",
    );
  });

  it("says what a CSRF failure really is", () => {
    expect(errorMessageText(ERROR_MESSAGES.CSRF_FAILED)).toBe(
      "Your session has expired or this page is open from another address. Reload the page and try again.",
    );
  });

  it("the general part is `error.{CODE}` of the base catalogue; request failures are general codes", () => {
    for (const [code, message] of Object.entries(GENERAL_ERROR_MESSAGES)) {
      expect(errorMessageKey(message)).toBe(`error.${code}`);
    }
    for (const code of REQUEST_ERROR_CODES) {
      expect(code in GENERAL_ERROR_MESSAGES).toBe(true);
      expect(isRequestErrorCode(code)).toBe(true);
    }
    expect(isRequestErrorCode("WRONG_PASSWORD")).toBe(false);
  });
});
