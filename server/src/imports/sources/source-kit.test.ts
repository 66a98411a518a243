import { describe, expect, it } from "vitest";
import { parseDate, plainText, webUrl, withHashtags } from "./source-kit.ts";

describe("issue 20: what the import sources share (source-kit)", () => {
  it("issue 20: HTML becomes plain text: tags and scripts dropped, entities decoded, line breaks kept", () => {
    expect(plainText("<p>One &amp; two</p><p>three<script>alert(1)</script></p><style>p{}</style>")).toBe(
      "One & two\nthree",
    );
    expect(plainText("if a < b and x<y then")).toBe("if a < b and x<y then");
    expect(plainText("line one\n\n\n\nline   two ")).toBe("line one\n\nline two");
    expect(plainText("<img src=x onerror=alert(1)>caption")).toBe("caption");
  });

  it("issue 20: dates in the shapes exports write them; anything else is no date", () => {
    expect(parseDate("2017/02/13 15:35:01")).toEqual(new Date(Date.UTC(2017, 1, 13, 15, 35, 1)));
    expect(parseDate("2022-12-01T10:00:00Z")).toEqual(new Date("2022-12-01T10:00:00Z"));
    expect(parseDate(1717243200)).toEqual(new Date(1717243200 * 1000));
    expect(parseDate(1717243200123)).toEqual(new Date(1717243200123));
    expect(parseDate("1717243200")).toEqual(new Date(1717243200 * 1000));
    for (const bad of ["not a date", "", null, undefined, 0, "1850-01-01", "9999-01-01", {}]) {
      expect(parseDate(bad)).toBeUndefined();
    }
  });

  it("issue 20: only absolute http(s) addresses are links", () => {
    expect(webUrl("https://a.example/x?y=1")).toBe("https://a.example/x?y=1");
    expect(webUrl("/media/1.jpg", "https://pinry.example/")).toBe("https://pinry.example/media/1.jpg");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "/relative", "", 7]) {
      expect(webUrl(bad)).toBeUndefined();
    }
  });

  it("issue 20: tags become hashtags after the description, within its 500 characters", () => {
    expect(withHashtags("Notes", ["bread basics", "#Baking", "baking", ""])).toBe(
      "Notes\n\n#bread_basics #Baking",
    );
    expect(withHashtags(undefined, ["a"])).toBe("#a");
    expect(withHashtags(undefined, [])).toBeUndefined();
    const long = "x".repeat(495);
    expect(withHashtags(long, ["fits", "no"])).toBe(long);
  });
});
