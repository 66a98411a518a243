import { describe, expect, it } from "vitest";
import { AppError } from "../http/app-error.ts";
import { absoluteLink, escapeHtml } from "./mail-layout.ts";
import { boardInviteMail, emailVerificationMail, mfaCodeMail, passwordResetMail } from "./templates.ts";

const origin = "https://pins.corkboard.test";

describe("mail templates (IMPL-012)", () => {
  it("builds the verification mail with an absolute link in both bodies", () => {
    const mail = emailVerificationMail({
      to: "ada@corkboard.test",
      origin,
      path: "/email/verify/?token=t0k3n&x=1",
      expiresInMinutes: 2880,
    });
    expect(mail.to).toBe("ada@corkboard.test");
    expect(mail.subject).toBe("Confirm your email for Corkboard");
    expect(mail.text).toContain(
      "Confirm your email: https://pins.corkboard.test/email/verify/?token=t0k3n&x=1",
    );
    expect(mail.text).toContain("works for 2 days");
    expect(mail.text).toMatch(/^Hi,\n/);
    expect(mail.html).toContain('href="https://pins.corkboard.test/email/verify/?token=t0k3n&amp;x=1"');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it("says the reset link is single-use and when it expires (IMPL-011)", () => {
    const mail = passwordResetMail({ to: "a@b.test", origin, path: "/pw/reset?t=1", expiresInMinutes: 30 });
    expect(mail.text).toContain("The link works once, for 30 minutes.");
    expect(mail.text).toContain("https://pins.corkboard.test/pw/reset?t=1");
  });

  it("puts the six-digit code in the subject and both bodies (AUTH-133)", () => {
    const mail = mfaCodeMail({
      to: "a@b.test",
      origin,
      code: "042917",
      expiresInMinutes: 10,
      firstName: "Ada",
    });
    expect(mail.subject).toBe("042917 is your Corkboard verification code");
    expect(mail.text).toContain("    042917\n");
    expect(mail.text).toContain("Hi Ada,");
    expect(mail.html).toContain(">042917</p>");
  });

  it("escapes user-chosen text in the HTML and keeps it verbatim in the text", () => {
    const mail = boardInviteMail({
      to: "bob@corkboard.test",
      origin,
      path: "/invite/42/",
      inviterName: 'Eve <script>alert("x")</script>',
      boardName: "Cats & \"Dogs\" 'n' <b>more</b>",
      firstName: "<img src=x onerror=alert(1)>",
    });
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain("Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Cats &amp; &quot;Dogs&quot; &#39;n&#39; &lt;b&gt;more&lt;/b&gt;");
    expect(mail.html).toContain("Hi &lt;img src=x onerror=alert(1)&gt;,");
    expect(mail.text).toContain('Eve <script>alert("x")</script> invited you');
    expect(mail.text).toContain("See the invite: https://pins.corkboard.test/invite/42/");
  });

  it("IMPL-045 speaks the recipient's language: the board invite in Japanese, names kept as typed", () => {
    const mail = boardInviteMail({
      to: "hanako@corkboard.test",
      origin,
      path: "/invite/42/",
      inviterName: "Ada",
      boardName: "Kitchen",
      firstName: "Hanako",
      locale: "ja",
    });
    expect(mail.subject).toBe("Ada さんがボード「Kitchen」にあなたを招待しました");
    expect(mail.text).toMatch(/^Hanako さん\n/);
    expect(mail.text).toContain("招待を見る: https://pins.corkboard.test/invite/42/");
    expect(mail.html).toMatch(/^<!doctype html><html lang="ja">/);
  });

  it("IMPL-045 counts a code's lifetime in Japanese units", () => {
    const mail = mfaCodeMail({ to: "a@b.test", origin, code: "042917", expiresInMinutes: 10, locale: "ja" });
    expect(mail.subject).toBe("042917 は Corkboard の確認コードです");
    expect(mail.text).toContain("有効期間は 10 分間です。");
    expect(mail.text).toMatch(/^こんにちは\n/);
  });

  it("accepts an origin with a trailing slash", () => {
    expect(absoluteLink("http://localhost:3000/", "/a?b=c")).toBe("http://localhost:3000/a?b=c");
  });

  it.each([
    ["a protocol-relative path", origin, "//evil.test/reset"],
    ["an absolute URL as path", origin, "https://evil.test/reset"],
    ["a backslash path", origin, "/\\evil.test"],
    ["a relative path", origin, "reset"],
    ["an origin with a path", "https://pins.corkboard.test/app", "/reset"],
    ["a non-http origin", "javascript:alert(1)", "/reset"],
    ["no origin at all", "", "/reset"],
  ])("refuses %s: links only ever point at the configured origin", (_, base, path) => {
    expect(() => absoluteLink(base, path)).toThrow(AppError);
  });

  it("escapes every HTML-special character", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
