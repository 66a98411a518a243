// Import boundaries (docs/ARCHITECTURE.md "Import boundaries", D-030): runs dependency-cruiser
// with the rules of .dependency-cruiser.cjs and `--ignore-known`, so the violations listed in
// .dependency-cruiser-known-violations.json pass and any other fails. dependency-cruiser
// 18 ignores known violations of module rules only; this script applies the same list to the
// folder rule (no-feature-cycles), matching rule, folders and cycle exactly.
//
//   node scripts/check-imports.ts            check (npm run lint runs it)
//   node scripts/check-imports.ts --baseline  rewrite the list from today's violations
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const BASELINE = ".dependency-cruiser-known-violations.json";
const SOURCES = ["core/src", "server/src", "web/src"];
const depcruise = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");

interface Violation {
  type: string;
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}

/** Runs depcruise; its exit code counts errors, so only a run without output has failed. */
function run(args: string[]): string {
  const child = spawnSync(process.execPath, [depcruise, ...SOURCES, ...args], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (child.error || (child.status !== 0 && !child.stdout)) {
    console.error(child.stderr || child.error);
    process.exit(2);
  }
  return child.stdout;
}

const key = (v: Violation) =>
  JSON.stringify([v.rule.name, v.from, v.to, (v.cycle ?? []).map((step) => step.name)]);

if (process.argv.includes("--baseline")) {
  run(["--output-type", "baseline", "--output-to", BASELINE]);
  console.log(`${BASELINE} rewritten from today's violations`);
} else {
  const result = JSON.parse(run(["--ignore-known", "--output-type", "json"])) as {
    summary: { violations: Violation[]; totalCruised: number };
  };
  const known = new Set(
    (JSON.parse(readFileSync(path.join(root, BASELINE), "utf8")) as Violation[]).map(key),
  );
  const found = result.summary.violations;
  const fresh = found.filter((v) => v.rule.severity === "error" && !known.has(key(v)));
  const stillKnown = found.filter((v) => v.rule.severity === "ignore" || known.has(key(v))).length;
  for (const v of fresh) {
    const path = v.cycle ? [v.from, ...v.cycle.map((step) => step.name)].join(" → ") : `${v.from} → ${v.to}`;
    console.error(`  error ${v.rule.name}: ${path}`);
  }
  const fixed = known.size - stillKnown;
  console.log(
    `import boundaries: ${result.summary.totalCruised} modules, ${fresh.length} new violations, ` +
      `${stillKnown} known (${BASELINE})` +
      (fixed > 0 ? `; ${fixed} known ones are gone: shrink the list with \`npm run lint:baseline\`` : ""),
  );
  if (fresh.length > 0) {
    console.error("See .dependency-cruiser.cjs for each rule's reason, docs/ARCHITECTURE.md for the fix.");
    process.exit(1);
  }
}
