// What `npm test` does about Chromium before it starts (scripts/check-browser.ts), decided
// apart from doing it so the choice can be tested without a machine to break.

/** What the check found out about the machine. */
export interface BrowserFacts {
  /** The Chromium the journeys will launch (e2e/support/chromium-path.ts). */
  path: string;
  /** True when that path is Debian's, the one apt-get installs. */
  isDefaultPath: boolean;
  /** An executable is there. */
  found: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** This run already tried to install it. */
  installTried?: boolean;
}

/** The steps that install Debian's Chromium, as .ci/run runs them. */
export const APT_INSTALL = [
  ["apt-get", "update", "-qq"],
  ["apt-get", "install", "-y", "-qq", "chromium"],
] as const;

/** Go on; install it now; or stop at once and say what to run. */
export type BrowserPlan = { kind: "ready" } | { kind: "install" } | { kind: "stop"; message: string };

/** Decides what to do; a stop's message ends with the one command that fixes it. */
export function planBrowserCheck(facts: BrowserFacts): BrowserPlan {
  if (facts.found) return { kind: "ready" };
  const missing = `The browser journeys of npm test need Chromium at ${facts.path}; there is none.`;
  const stop = (advice: string, command: string): BrowserPlan => ({
    kind: "stop",
    message: `${missing}\n${advice}\n  ${command}`,
  });
  const sudo = facts.isRoot ? "" : "sudo ";
  const aptCommand = `${sudo}apt-get update && ${sudo}apt-get install -y chromium`;
  if (!facts.isDefaultPath)
    return stop("Point CHROMIUM_PATH at a Chromium, or unset it and run:", aptCommand);
  if (!facts.hasAptGet)
    return stop("Install Chromium, then run:", "CHROMIUM_PATH=/path/to/chromium npm test");
  if (facts.installTried)
    return stop("Installing it did not work; see apt-get's output above, then run:", aptCommand);
  if (facts.isRoot) return { kind: "install" };
  return stop("Run:", aptCommand);
}
