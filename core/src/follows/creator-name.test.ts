import { describe, expect, it } from "vitest";
import { CREATOR_NAME_MAX, clipCreatorName } from "./creator-name.ts";

describe("clipCreatorName", () => {
  it("FOLLOW-023 keeps a name of up to 70 characters and clips a longer one at 70", () => {
    const seventy = "a".repeat(CREATOR_NAME_MAX);
    expect(clipCreatorName(seventy)).toBe(seventy);
    expect(clipCreatorName(`${seventy}b`)).toBe(`${seventy}…`);
    expect(clipCreatorName("Maya Bakes")).toBe("Maya Bakes");
  });

  it("FOLLOW-023 counts code points, so an emoji at the cut stays whole", () => {
    const name = `${"a".repeat(69)}😀😀`;
    expect(clipCreatorName(name)).toBe(`${"a".repeat(69)}😀…`);
  });
});
