import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "./config.ts";

const README = path.resolve(import.meta.dirname, "../../../../README.md");

/**
 * The names in the first column of README.md's "## Configuration" table, one entry per
 * backticked name. Anything else backticked there (a wildcard such as `RECAPTCHA_*`) is
 * returned as it is, so it cannot stand in for the names it hides.
 */
function documentedVariables(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Configuration\n"));
  if (!section) throw new Error("README.md has no ## Configuration section");
  const rows = section.split("\n").filter((line) => line.startsWith("|"));
  // The header row and the |---| separator come first.
  return rows.slice(2).flatMap((row) => {
    const firstCell = row.split("|")[1] ?? "";
    return [...firstCell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
  });
}

describe("README's Configuration table (every variable Corkboard reads)", () => {
  const documented = documentedVariables(readFileSync(README, "utf8"));

  it("names only plain variable names, each once", () => {
    expect(documented.filter((name) => !/^[A-Z][A-Z0-9_]*$/.test(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it("lists exactly the variables the configuration reads", () => {
    const read = new Set(CONFIG_VARIABLES);
    expect({
      readButNotInReadme: CONFIG_VARIABLES.filter((name) => !documented.includes(name)),
      inReadmeButNotRead: documented.filter((name) => !read.has(name)),
    }).toEqual({ readButNotInReadme: [], inReadmeButNotRead: [] });
  });
});
