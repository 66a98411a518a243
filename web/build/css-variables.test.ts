import { describe, expect, it } from "vitest";
import { pruneCssVariables, referencedVariables } from "./css-variables.ts";

describe("pruneCssVariables", () => {
  const tokens = ":root{--a:1px;--b:var(--a);--c:red;--d:var(--c);--unused:blue}";

  it("keeps variables read by rules and the variables they read in turn", () => {
    const app = ".x{width:var(--b)}";
    expect(pruneCssVariables(tokens, [app])).toBe(":root{--a:1px;--b:var(--a);}");
  });

  it("counts references from JavaScript (inline styles)", () => {
    const js = 'el.style.color="var(--d)"';
    expect(pruneCssVariables(tokens, [js])).toBe(":root{--c:red;--d:var(--c);}");
  });

  it("does not count a dropped declaration as a use of what it reads", () => {
    expect(pruneCssVariables(tokens, [])).toBe("");
  });

  it("never mistakes a BEM modifier in a selector for a declaration", () => {
    const css = ":root{--c:red;--x:blue}.cb-button--primary:hover{color:var(--c)}";
    expect(pruneCssVariables(css, [])).toBe(":root{--c:red;}.cb-button--primary:hover{color:var(--c)}");
  });

  it("finds var() references with fallbacks", () => {
    expect([...referencedVariables("a{b:var(--x, var(--y))}")]).toEqual(["--x", "--y"]);
  });
});
