import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/inject.ts";
import { signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

// An error the server words itself reaches the reader in their language (IMPL-045, D-036):
// `t()` inside a request asks the request's language (setting, then Accept-Language).
describe("the language of the server's own words (IMPL-045)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("IMPL-045 says a refusal in the language the browser asks for, English otherwise", async () => {
    const visitor = new TestBrowser(t.app, t.config.publicOrigin);
    const ja = await visitor.post(
      "/resource/UserSettingsResource/update/",
      { locale: "ja" },
      {
        "accept-language": "ja-JP,ja;q=0.9",
      },
    );
    expect(ja.body.resource_response.error?.code).toBe("UNAUTHORIZED");
    expect(ja.body.resource_response.message).toBe("続けるにはログインしてください。");
    const other = await visitor.post(
      "/resource/UserSettingsResource/update/",
      { locale: "ja" },
      {
        "accept-language": "de-DE",
      },
    );
    expect(other.body.resource_response.message).toBe("Log in to continue.");
  });

  it("IMPL-045 the person's setting comes before the browser's language", async () => {
    const member = await signedIn(t, "words-setting");
    const other = await signedIn(t, "words-other");
    await member.browser.post("/resource/UserSettingsResource/update/", { locale: "ja" });
    // Following needs a verified email, which this new account has not: the refusal's words.
    const answer = await member.browser.post(
      "/resource/UserFollowResource/create/",
      { user_id: other.id },
      { "accept-language": "en-US" },
    );
    expect(answer.body.resource_response.error?.code).toBe("EMAIL_NOT_VERIFIED");
    expect(answer.body.resource_response.message).toContain(
      "リンクを開いてメールアドレスを確認してください。",
    );
  });
});
