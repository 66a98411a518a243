import { describe, expect, it } from "vitest";
import { isWebLink, validatePinFields } from "./limits.ts";

describe("pin fields (PIN-059) and a pin's link (issue 18, adversary item 2)", () => {
  it("a link is an absolute http(s) URL with a host; every other scheme is refused", () => {
    for (const good of ["https://example.com", "http://example.com/a?b=c#d", "HTTPS://Example.com/ok"]) {
      expect(isWebLink(good), good).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,x",
      "ftp://x.example",
      "//x.example",
      "https://",
      "example.com",
      "mailto:a@b.c",
    ]) {
      expect(isWebLink(bad), bad).toBe(false);
    }
  });

  it("validatePinFields says 'not_web_link' for the link, once, after the length rule", () => {
    expect(validatePinFields({ link: "javascript:alert(1)" })).toEqual([
      {
        field: "link",
        rule: "not_web_link",
        code: "INVALID_INPUT",
        messageKey: "pins.field.linkInvalid",
        values: {},
      },
    ]);
    expect(validatePinFields({ link: "  " })).toEqual([]);
    expect(validatePinFields({ link: null })).toEqual([]);
    const tooLong = validatePinFields({ link: `javascript:${"x".repeat(3000)}` });
    expect(tooLong.map((failure) => failure.rule)).toEqual(["too_long"]);
  });
});
