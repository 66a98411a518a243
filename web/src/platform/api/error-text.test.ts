import { AD_ERROR_MESSAGES } from "@corkboard/core/ads";
import { GENERAL_ERROR_MESSAGES } from "@corkboard/core/contract";
import { adsMessages, pinMessages, registerMessages } from "@corkboard/core/messages";
import { moveFailureMessage } from "@corkboard/core/pins";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api-error.ts";
import {
  codeMessage,
  type ErrorMessageOptions,
  errorMessage,
  isRequestFailure,
  registerErrorMessages,
} from "./error-text.ts";

registerMessages(pinMessages);

const apiError = (code: string, message = "", messageDetail?: string) =>
  new ApiError(code as never, 400, message, { messageDetail });

describe("errorMessage: the one code → text function (D-026)", () => {
  it("says the catalogue's text for a general code, and what a CSRF failure really is", () => {
    expect(errorMessage(apiError("NOT_FOUND"))).toBe("Sorry, we couldn't find that.");
    expect(errorMessage(apiError("CSRF_FAILED", "CSRF_FAILED"))).toBe(
      "Your session has expired or this page is open from another address. Reload the page and try again.",
    );
    // The one general message with a value is registered by the calls that can answer it.
    registerErrorMessages({ IMAGE_TOO_SMALL: GENERAL_ERROR_MESSAGES.IMAGE_TOO_SMALL });
    expect(errorMessage(apiError("IMAGE_TOO_SMALL"))).toBe(
      "Images must be at least 120 pixels on each side.",
    );
    expect(errorMessage(new NetworkError(new TypeError("Failed to fetch")))).toBe(
      "You're offline. Check your connection and try again.",
    );
    expect(errorMessage(new Error("a bug"))).toBe("Uh oh! Something went wrong.");
    expect(errorMessage(new Error("a bug"), { fallback: "error.INTERNAL" })).toBe(
      "Sorry! Something went wrong on our end.",
    );
  });

  it("knows a feature's codes once its part and catalogue are loaded; until then, the fallback", () => {
    expect(codeMessage("PAYMENT_DECLINED")).toBeNull();
    expect(errorMessage(apiError("PAYMENT_DECLINED"))).toBe("Uh oh! Something went wrong.");
    registerErrorMessages(AD_ERROR_MESSAGES);
    registerMessages(adsMessages);
    expect(errorMessage(apiError("PAYMENT_DECLINED"))).not.toBe("Uh oh! Something went wrong.");
  });

  it("says a budget refusal with the server's amount, or without it — never the generic text", () => {
    registerErrorMessages(AD_ERROR_MESSAGES);
    registerMessages(adsMessages);
    const withAmount = apiError("BUDGET_BELOW_MINIMUM", "x", "Minimum daily budget is $2.00");
    expect(errorMessage(withAmount)).toBe("Minimum daily budget is $2.00");
    expect(errorMessage(apiError("BUDGET_BELOW_MINIMUM"))).toBe(
      "This daily budget is below the minimum for your country.",
    );
  });

  it("with serverWords, prefers the server's words, except for a failure of the request itself", () => {
    const gone = apiError("NOT_FOUND", "Pin not found", "That section is gone.");
    expect(errorMessage(gone, { serverWords: true })).toBe("That section is gone.");
    expect(errorMessage(apiError("NOT_FOUND", "Pin not found"), { serverWords: true })).toBe("Pin not found");
    expect(errorMessage(apiError("RATE_LIMITED", "RATE_LIMITED"), { serverWords: true })).toBe(
      "You're going a bit fast. Wait a moment and try again.",
    );
    expect(errorMessage(apiError("CSRF_FAILED", "CSRF_FAILED"), { serverWords: true })).toMatch(
      /^Your session/,
    );
    // Silent server: the code's own text.
    expect(errorMessage(apiError("FORBIDDEN"), { serverWords: true })).toBe("You don't have access to that.");
  });
});

describe("errorMessage with a seed's rule", () => {
  const moveRule = (server: Parameters<NonNullable<ErrorMessageOptions["rule"]>>[0]) =>
    moveFailureMessage(server);

  it("applies the screen's rule to the server's words (BOARD-072)", () => {
    const busy = new ApiError("BOARD_ACTION_BUSY", 409, "Conflict", { apiErrorCode: 2171 });
    expect(errorMessage(busy, { rule: moveRule })).toBe(
      "Please wait until the previous board action finishes.",
    );
    expect(errorMessage(apiError("NOT_FOUND", "Nope", "Board gone"), { rule: moveRule })).toBe("Board gone");
    expect(errorMessage(new Error("a bug"), { rule: moveRule })).toBe("Uh oh! Something went wrong.");
  });

  it("never lets a rule show a request failure's code as if it were words", () => {
    expect(errorMessage(apiError("CSRF_FAILED", "CSRF_FAILED"), { rule: moveRule })).toMatch(/^Your session/);
    expect(errorMessage(new NetworkError(new TypeError("x")), { rule: moveRule })).toMatch(/^You're offline/);
    expect(isRequestFailure(apiError("RATE_LIMITED"))).toBe(true);
    expect(isRequestFailure(apiError("NOT_FOUND"))).toBe(false);
  });
});
