import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/inject.ts";
import { ADULT_BIRTHDAY, GOOD_PASSWORD, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { mailCount, waitForMail } from "./auth-test-kit.ts";

// Mails speak their recipient's language (IMPL-045, D-036): the language they chose in
// settings, else — for a mail they asked for themselves — the one their browser asks for.
const JAPANESE_BROWSER = { "accept-language": "ja-JP,ja;q=0.9,en;q=0.5" };
const ENGLISH_BROWSER = { "accept-language": "en-US,en;q=0.9" };

describe("the language of mails (IMPL-045, D-036)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const mailsTo = (email: string) =>
    t.app.appContext.mailer.outbox?.list().filter((mail) => mail.to === email) ?? [];

  async function signUpFrom(email: string, headers: Record<string, string>) {
    const browser = new TestBrowser(t.app, t.config.publicOrigin);
    const answer = await browser.post(
      "/v3/register/",
      { type: "email", email, password: GOOD_PASSWORD, birthday: ADULT_BIRTHDAY, country: "JP" },
      headers,
    );
    expect(answer.status).toBe(200);
    return waitForMail(t.app, email);
  }

  it("IMPL-045 sign-up from a Japanese browser mails the verification link in Japanese", async () => {
    const mail = await signUpFrom("hanako@fastmail.com", JAPANESE_BROWSER);
    expect(mail?.subject).toBe("Corkboard のメールアドレスを確認してください");
    expect(mail?.text).toContain("リンクの有効期間は 1 日間です。");
    expect(mail?.text).toContain("メールアドレスを確認: http://corkboard.test/email/verify/?token=");
    expect(mail?.html).toMatch(/^<!doctype html><html lang="ja">/);
    expect(mail?.html).toContain("または次のリンクを開いてください:");
  });

  it("IMPL-045 sign-up from an English browser, or one asking for a language Corkboard lacks, mails in English", async () => {
    const english = await signUpFrom("ellen@fastmail.com", ENGLISH_BROWSER);
    expect(english?.subject).toBe("Confirm your email for Corkboard");
    const french = await signUpFrom("francois@fastmail.com", { "accept-language": "fr-FR,fr" });
    expect(french?.subject).toBe("Confirm your email for Corkboard");
    expect(french?.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  /** A person who chose `setting` asks for a reset link from a browser sending `headers`. */
  async function resetMailOf(name: string, setting: "en" | "ja", headers: Record<string, string>) {
    const member = await signedIn(t, name);
    await member.browser.post("/resource/UserSettingsResource/update/", { locale: setting });
    const before = mailCount(t.app, member.email);
    const visitor = new TestBrowser(t.app, t.config.publicOrigin);
    await visitor.post("/v3/users/forgot_password/", { username_or_email: member.email }, headers);
    await waitForMail(t.app, member.email, before);
    // The sign-up's verification mail came first; the reset is the other one.
    return mailsTo(member.email).find((mail) => !mail.subject.startsWith("Confirm"));
  }

  it("IMPL-045 the setting comes before the browser: a ja user resetting from an English browser reads Japanese", async () => {
    const reset = await resetMailOf("setting-ja", "ja", ENGLISH_BROWSER);
    expect(reset?.subject).toBe("Corkboard のパスワードを再設定");
    expect(reset?.text).toContain("リンクは 1 時間、1 回だけ使えます。");
  });

  it("IMPL-045 an English setting wins over a Japanese browser", async () => {
    const reset = await resetMailOf("setting-en", "en", JAPANESE_BROWSER);
    expect(reset?.subject).toBe("Reset your Corkboard password");
  });
});
