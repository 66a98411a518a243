import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { CHROMIUM_PATH } from "./chromium-path.ts";

/**
 * Launches headless Chromium — Debian's, or CHROMIUM_PATH; the tests never download a
 * browser of their own — with the flags this closed network needs (no background
 * networking, no component updates), so nothing reaches for the internet.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * A new page in a fresh context (desktop by default). Every document it loads records what
 * its Content-Security-Policy blocked, which `seriousA11yViolations` reports with axe's
 * findings: a journey's page check also proves the policy breaks nothing (issue 18, item 6).
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`csp: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return context.newPage();
}

/** What the page's Content-Security-Policy blocked since it loaded. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  ]);
}

/**
 * Resolves once the page has drawn two more frames: a scroll just dispatched has been
 * applied, and what it scheduled for the next frame (the grid's visible band) has rendered.
 * Waiting for frames, not milliseconds, keeps loops honest on a slow machine.
 */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Serious and critical axe-core violations on the current page, and what its Content-Security-Policy blocked, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Colours are judged on the settled page: a toast fading in is briefly a blend of its
  // colours and the page's, which is not what anyone reads. Endless animations (spinners)
  // are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocked = await cspViolations(page);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    )
    .concat(blocked);
}
