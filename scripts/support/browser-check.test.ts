import { describe, expect, it } from "vitest";
import { type BrowserFacts, planBrowserCheck } from "./browser-check.ts";

const missing: BrowserFacts = {
  path: "/usr/bin/chromium",
  isDefaultPath: true,
  found: false,
  isRoot: false,
  hasAptGet: true,
};

/** The last line of a stop's message: the command to run. */
function command(facts: BrowserFacts): string {
  const plan = planBrowserCheck(facts);
  if (plan.kind !== "stop") throw new Error(`expected a stop, got ${plan.kind}`);
  return plan.message.split("\n").at(-1)?.trim() ?? "";
}

describe("the Chromium check at the start of npm test (D-029)", () => {
  it("goes on when Chromium is there", () => {
    expect(planBrowserCheck({ ...missing, found: true })).toEqual({ kind: "ready" });
  });

  it("installs it as root where apt-get exists", () => {
    expect(planBrowserCheck({ ...missing, isRoot: true })).toEqual({ kind: "install" });
  });

  it("otherwise stops at once with the one command to run", () => {
    expect(command(missing)).toBe("sudo apt-get update && sudo apt-get install -y chromium");
    expect(command({ ...missing, hasAptGet: false })).toBe("CHROMIUM_PATH=/path/to/chromium npm test");
  });

  it("stops after a failed install instead of trying again", () => {
    expect(command({ ...missing, isRoot: true, installTried: true })).toBe(
      "apt-get update && apt-get install -y chromium",
    );
  });

  it("never installs over a CHROMIUM_PATH of the user's own", () => {
    const custom = { ...missing, path: "/opt/chromium/chrome", isDefaultPath: false, isRoot: true };
    expect(planBrowserCheck(custom).kind).toBe("stop");
    expect(planBrowserCheck(custom)).toMatchObject({ message: expect.stringContaining("CHROMIUM_PATH") });
  });
});
