import { describe, expect, it } from "vitest";
import { CLASSIFIER_PATTERNS, classifyPath } from "./classifier.ts";
import { RESERVED_FIRST_SEGMENTS } from "./reserved.ts";
import { isUserPagePath } from "./user-path.ts";

/** A path the pattern matches: each `{x}` a plain segment, a trailing "*" two more. */
function instance(pattern: string): string {
  return pattern.replace(/\{[^}]+\}/g, "ada").replace(/\*$/, "a/b");
}

/** What the profile and board pages' guard asked the classifier before (its /{username} routes). */
function classifierSaysUserPage(path: string): boolean {
  const { kind, pattern } = classifyPath(path);
  return (kind === "profile" || kind === "board") && pattern?.startsWith("/{username}") === true;
}

describe("isUserPagePath (GATE-018, GATE-028, D-073)", () => {
  it("GATE-028 agrees with the classifier on every route it knows, and around them", () => {
    const paths = new Set<string>();
    for (const pattern of CLASSIFIER_PATTERNS) {
      const path = instance(pattern);
      for (const variant of [path, `${path}/`, path.toUpperCase(), `${path}/more`, `${path}/more/and/more`]) {
        paths.add(variant);
      }
    }
    for (const reserved of RESERVED_FIRST_SEGMENTS) {
      for (const rest of ["", "/x", "/x/y", "/x/y/z"]) {
        paths.add(`/${reserved}${rest}`);
        paths.add(
          `/${encodeURIComponent(reserved).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}${rest}`,
        );
      }
    }
    for (const path of [
      "/",
      "",
      "/ada",
      "/ada/",
      "/Ada/garden/",
      "/ada/garden/beds",
      "/ada/garden/beds/x",
      "/%E0%A4%A/b",
      "/pinky/",
      "/settingsx/a",
    ]) {
      paths.add(path);
    }
    // "//x" reads as a host to the classifier's URL parser; a router's pathname never starts so.
    for (const path of paths) {
      if (!path.startsWith("//")) expect(isUserPagePath(path), path).toBe(classifierSaysUserPage(path));
    }
  });

  it("GATE-018 profiles, boards and sections are user pages; reserved first segments never", () => {
    expect(isUserPagePath("/ada/")).toBe(true);
    expect(isUserPagePath("/ada/garden/")).toBe(true);
    expect(isUserPagePath("/ada/garden/beds/")).toBe(true);
    expect(isUserPagePath("/settings/")).toBe(false);
    expect(isUserPagePath("/Search/x/")).toBe(false);
    expect(isUserPagePath("/%70in/1/")).toBe(false);
  });
});
