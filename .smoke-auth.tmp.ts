import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startService } from "./bench/support/processes.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "cb-smoke-"));
const server = await startService("server/src/main.ts", { DATA_DIR: dataDir, DATABASE_URL: "" }, "/readyz");
const base = server.url.replace("127.0.0.1", "localhost");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const step = (s: string) => console.log("·", s);
const axe = readFileSync("node_modules/axe-core/axe.min.js", "utf8");
async function audit(page: Page, label: string) {
  await page.addScriptTag({ content: axe });
  const result = await page.evaluate(async () => (window as any).axe.run(document, { runOnly: ["wcag2a", "wcag2aa"] }));
  step(`axe ${label}: ${result.violations.length} violations ${result.violations.map((v: any) => `${v.id}(${v.nodes.length}) ${v.nodes[0]?.target}`).join("; ")}`);
}
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on("response", async (r) => (r.url().includes("/v3/") || r.url().includes("/resource/User")) && console.log("  ", r.request().method(), r.url().replace(base, ""), r.status(), r.status() >= 400 ? (await r.text()).slice(0, 200) : ""));
  page.on("pageerror", (e) => console.log("  pageerror:", e.message));
  await page.goto(`${base}/login/`);
  await page.getByRole("form", { name: "Log in" }).waitFor();
  await audit(page, "/login/");
  await page.getByLabel("Email").fill("nobody@fastmail.com");
  await page.getByLabel("Password").fill("whatever123");
  await page.getByRole("form", { name: "Log in" }).getByRole("button", { name: "Log in" }).click();
  await page.waitForTimeout(1500);
  step("unknown account → " + (await page.locator(".cb-text-field__error").allTextContents()).join(" | ") + " / toast: " + (await page.locator(".cb-toasts").innerText()));
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.waitForURL(/password\/reset/);
  step("forgot link → " + page.url().replace(base, "") + " value=" + (await page.getByLabel("Email or username").inputValue()));
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
  step("sent modal + toast: " + (await page.locator(".cb-toasts").innerText()));
  await audit(page, "sent modal");
  await page.keyboard.press("Escape");
  await page.goto(`${base}/password/reset/?token=nope`);
  await page.getByLabel("New password").fill("correct horse battery staple");
  await page.getByLabel("Confirm new password").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Change password" }).click();
  await page.getByRole("alert").waitFor();
  step("bad token → " + (await page.getByRole("alert").innerText()));
  // Keyboard-only signup in the modal.
  await page.goto(`${base}/`);
  await page.getByRole("button", { name: "Sign up" }).first().focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("auth-modal").waitFor();
  await page.getByRole("form", { name: "Sign up" }).waitFor();
  step("modal opened by keyboard; focus in: " + (await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))));
  await audit(page, "signup modal");
  const typeAt = async (text: string) => { await page.keyboard.type(text); };
  // Focus the email field by tabbing.
  for (let i = 0; i < 6; i++) {
    const label = await page.evaluate(() => (document.activeElement as HTMLInputElement)?.name);
    if (label === "email") break;
    await page.keyboard.press("Tab");
  }
  await typeAt("jo@gmial.com");
  await page.keyboard.press("Tab"); // suggestion button
  step("after email, focus: " + (await page.evaluate(() => document.activeElement?.textContent)));
  await page.keyboard.press("Enter");
  step("email now " + (await page.getByLabel("Email").inputValue()));
  await page.keyboard.press("Tab");
  await typeAt("correct horse battery staple");
  await page.keyboard.press("Tab");
  await typeAt("04021990");
  step("birthday " + (await page.getByLabel("Birthday").inputValue()));
  await page.keyboard.press("Escape");
  await page.waitForTimeout(300);
  step("Escape closes modal: " + ((await page.getByTestId("auth-modal").count()) === 0) + "; focus back on " + (await page.evaluate(() => document.activeElement?.textContent)));
  await page.goto(`${base}/?aec=soft_banned_reset&q=1`);
  await page.getByRole("heading", { name: "We protected your account" }).waitFor();
  step("aec → modal; url now " + page.url().replace(base, ""));
  await page.goto(`${base}/_/_/policy/privacy-policy/`);
  await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
  await audit(page, "privacy");
  await page.goto(`${base}/settings/security/`);
  await page.waitForURL(/\/login\/\?next=/);
  step("security logged out → " + page.url().replace(base, ""));
} catch (error) {
  console.log("FAILED", error);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
