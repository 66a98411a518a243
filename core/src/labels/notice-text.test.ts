import { describe, expect, it } from "vitest";
import { noticeText } from "./notice-text.ts";

const tag = (offset: number, length: number, tag_type: number, link: string | null = "/help/") => ({
  offset,
  length,
  tag_type,
  link,
});

describe("notice text tags", () => {
  it("LABEL-009: a type-5 tag turns the substring at offset/length into a link", () => {
    const text = "If you need support, visit our help page today.";
    const { parts, plain } = noticeText(text, [tag(31, 9, 5, "/help/")]);
    expect(parts).toEqual([
      { text: "If you need support, visit our " },
      { text: "help page", link: "/help/" },
      { text: " today." },
    ]);
    expect(plain).toEqual([]);
  });

  it("LABEL-010: other tag types stay plain text and are reported for logging", () => {
    const text = "Call the help line.";
    const bold = tag(9, 4, 1);
    const { parts, plain } = noticeText(text, [bold]);
    expect(parts).toEqual([{ text }]);
    expect(plain).toEqual([bold]);
  });

  it("LABEL-009: a link tag without a link, outside the text or overlapping another stays plain", () => {
    const text = "abcdefghij";
    const first = tag(0, 4, 5, "/a/");
    const overlapping = tag(2, 4, 5, "/b/");
    const outside = tag(8, 5, 5, "/c/");
    const bare = tag(6, 2, 5, null);
    const { parts, plain } = noticeText(text, [outside, overlapping, bare, first]);
    expect(parts).toEqual([{ text: "abcd", link: "/a/" }, { text: "efghij" }]);
    expect(plain).toEqual(expect.arrayContaining([overlapping, outside, bare]));
    expect(plain).toHaveLength(3);
  });

  it("LABEL-009: a link at the very start and end leaves no empty parts", () => {
    expect(noticeText("help", [tag(0, 4, 5, "/h/")]).parts).toEqual([{ text: "help", link: "/h/" }]);
  });
});
