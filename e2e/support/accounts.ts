import type { Browser, Page } from "playwright-core";
import { callApi } from "./api.ts";
import { newPage } from "./browser.ts";
import { latestMail, linkIn } from "./mail.ts";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let counter = 0;

/** An email no other journey of this run uses, on a domain the sign-up checks accept. */
export function uniqueEmail(tag: string): string {
  return `cb.${tag}.${run}.${++counter}@fastmail.com`;
}

/** The password every journey account gets. */
export const JOURNEY_PASSWORD = "violet-harbor-lantern-42";

/**
 * Signs `page`'s browser context up through the API (the sign-up screens have their own
 * journeys): it opens the home page for the CSRF cookie, then posts /v3/register/ with the
 * Origin and X-CSRFToken a same-origin page would send. The context is signed in after.
 */
export async function signUpThroughApi(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  const cookies = await page.context().cookies(baseUrl);
  const csrf = cookies.find((cookie) => cookie.name === "csrftoken")?.value ?? "";
  const response = await page.request.post(`${baseUrl}/v3/register/`, {
    headers: { Origin: baseUrl, "X-CSRFToken": csrf, "Content-Type": "application/json" },
    data: {
      type: "email",
      email,
      password: JOURNEY_PASSWORD,
      birthday: Math.floor(Date.UTC(1990, 4, 17) / 1000),
      country: "US",
    },
  });
  if (!response.ok())
    throw new Error(`sign-up of ${email} failed: ${response.status()} ${await response.text()}`);
}

/** A signed-in journey account whose email is verified (following needs one, FOLLOW-013). */
export interface VerifiedAccount {
  page: Page;
  email: string;
  username: string;
  /** A public board of theirs. */
  boardId: string;
}

/**
 * Signs an account up through the API in a fresh context, follows the verification link
 * from the dev outbox and makes a public board named after `tag`.
 */
export async function verifiedAccount(
  browser: Browser,
  baseUrl: string,
  tag: string,
): Promise<VerifiedAccount> {
  const page = await newPage(browser, { locale: "en-US", timezoneId: "UTC" });
  const email = uniqueEmail(tag);
  await signUpThroughApi(page, baseUrl, email);
  const mail = await latestMail(baseUrl, email);
  const verified = await page.goto(linkIn(mail.text, "/verify"));
  if ((verified?.status() ?? 500) >= 400) throw new Error(`verification of ${email} failed`);
  const board = await callApi<{ id: string; url: string }>(
    page,
    baseUrl,
    "POST",
    "/resource/BoardResource/create/",
    {
      name: `Journey ${tag} ${Date.now() % 100000}`,
      privacy: "public",
    },
  );
  const username = board.url.split("/")[1] ?? "";
  return { page, email, username, boardId: board.id };
}
