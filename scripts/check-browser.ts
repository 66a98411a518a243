// First step of `npm test`: the browser journeys come last, after minutes of other tests,
// so a missing Chromium is found here instead. As root on Debian/Ubuntu it is installed
// (as .ci/run does); otherwise the run stops at once with the command to run (D-029).
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH, DEFAULT_CHROMIUM_PATH } from "../e2e/support/chromium-path.ts";
import { APT_INSTALL, type BrowserFacts, planBrowserCheck } from "./support/browser-check.ts";

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, command)));
}

function facts(): BrowserFacts {
  return {
    path: CHROMIUM_PATH,
    isDefaultPath: CHROMIUM_PATH === DEFAULT_CHROMIUM_PATH,
    found: isExecutable(CHROMIUM_PATH),
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath("apt-get"),
  };
}

let plan = planBrowserCheck(facts());
if (plan.kind === "install") {
  console.log("Installing Debian's Chromium for the browser journeys…");
  for (const [command, ...args] of APT_INSTALL) {
    const run = spawnSync(command, args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (run.status !== 0) break;
  }
  plan = planBrowserCheck({ ...facts(), installTried: true });
}
if (plan.kind === "stop") {
  console.error(plan.message);
  process.exit(1);
}
