import { describe, expect, it } from "vitest";
import { interestId, interestName, interestPath, interestQuery, parseInterestId } from "./interests.ts";

describe("interests of the discovery pages (IMPL-038)", () => {
  it("IMPL-038: an interest id names its kind and key and reads back", () => {
    const tag = { kind: "hashtag", key: "homedecor" } as const;
    const topic = { kind: "topic", key: "kitchen garden" } as const;
    expect(interestId(tag)).toBe("t.homedecor");
    expect(parseInterestId(interestId(topic))).toEqual(topic);
    expect(parseInterestId("x.nothing")).toBeNull();
    expect(parseInterestId("t.")).toBeNull();
    expect(parseInterestId(`b.${"a".repeat(121)}`)).toBeNull();
  });

  it("IMPL-038: a hashtag's page searches the tag exactly; a topic's its name", () => {
    expect(interestQuery({ kind: "hashtag", key: "homedecor" })).toBe("#homedecor");
    expect(interestQuery({ kind: "topic", key: "kitchen garden" })).toBe("kitchen garden");
    expect(interestName({ kind: "topic", key: "kitchen garden" })).toBe("Kitchen garden");
    expect(interestPath({ kind: "topic", key: "kitchen garden" })).toBe(
      "/ideas/kitchen-garden/b.kitchen%20garden/",
    );
    // A tag in a script slugify drops still has a page.
    expect(interestPath({ kind: "hashtag", key: "料理" })).toBe(
      `/ideas/ideas/${encodeURIComponent("t.料理")}/`,
    );
  });
});
