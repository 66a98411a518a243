import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { envelopePlugin } from "../http/envelope-plugin.ts";
import { createMailer } from "./create-mailer.ts";
import { DevOutbox, OUTBOX_CAPACITY } from "./dev-outbox.ts";
import { registerDevOutboxRoutes } from "./outbox-routes.ts";
import { passwordResetMail } from "./templates.ts";

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: `text ${subject}`,
  html: `<p>${subject}</p>`,
});

describe("DevOutbox (IMPL-012 embedded default)", () => {
  it("keeps the last 200 mails, newest first", () => {
    const outbox = new DevOutbox();
    for (let i = 0; i < OUTBOX_CAPACITY + 5; i++)
      outbox.add(mail(`u${i}@corkboard.test`, `#${i}`), "from@x.test");
    expect(outbox.size).toBe(200);
    const list = outbox.list();
    expect(list[0]?.subject).toBe("#204");
    expect(list.at(-1)?.subject).toBe("#5");
    expect(outbox.latest("u3@corkboard.test")).toBeNull();
  });

  it("finds the newest mail to an address, case-insensitively", () => {
    const outbox = new DevOutbox();
    outbox.add(mail("Ada@Corkboard.test", "first"), "f@x.test");
    outbox.add(mail("bob@corkboard.test", "other"), "f@x.test");
    outbox.add(mail("ada@corkboard.test", "second"), "f@x.test");
    expect(outbox.latest(" ADA@corkboard.test ")?.subject).toBe("second");
    expect(outbox.latest()?.subject).toBe("second");
    expect(outbox.latest("nobody@corkboard.test")).toBeNull();
    outbox.clear();
    expect(outbox.latest()).toBeNull();
  });

  it("is what the mailer writes to when no SMTP URL is configured", async () => {
    const outbox = new DevOutbox();
    const mailer = createMailer({ smtpUrl: null, from: "Corkboard <no-reply@corkboard.test>", outbox });
    expect(mailer.kind).toBe("outbox");
    expect(mailer.outbox).toBe(outbox);
    await mailer.send(mail("ada@corkboard.test", "Hello\r\nthere"));
    expect(outbox.latest("ada@corkboard.test")).toMatchObject({
      subject: "Hello there",
      from: "Corkboard <no-reply@corkboard.test>",
    });
    await mailer.close();
    expect(createMailer({ smtpUrl: "", from: "x@y.test" }).outbox).toBeInstanceOf(DevOutbox);
  });
});

describe("dev outbox routes", () => {
  let app: FastifyInstance;
  let open: FastifyInstance;
  const outbox = new DevOutbox();

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    registerDevOutboxRoutes(app, outbox);
    open = Fastify({ logger: false });
    await open.register(envelopePlugin);
    registerDevOutboxRoutes(open, outbox, { access: "anyone" });
  });
  afterAll(async () => {
    await app.close();
    await open.close();
  });
  beforeEach(() => outbox.clear());

  it("lists mails newest first on an accessible page with clickable links", async () => {
    outbox.add(mail("one@corkboard.test", "Older"), "f@x.test");
    outbox.add(
      passwordResetMail({
        to: "ada@corkboard.test",
        origin: "http://localhost:3000",
        path: "/password/reset/?token=abc&ue=ada",
        firstName: "<b>Ada</b>",
        expiresInMinutes: 60,
      }),
      "Corkboard <no-reply@corkboard.test>",
    );
    const response = await app.inject({ method: "GET", url: "/outbox/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const page = response.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<h1>Dev outbox</h1>");
    expect(page).toContain("<main>");
    expect(page).toContain("2 mails");
    expect(page.indexOf("Reset your Corkboard password")).toBeLessThan(page.indexOf("Older"));
    expect(page).toContain(
      '<a href="http://localhost:3000/password/reset/?token=abc&amp;ue=ada">http://localhost:3000/password/reset/?token=abc&amp;ue=ada</a>',
    );
    expect(page).toContain("Hi &lt;b&gt;Ada&lt;/b&gt;,");
    expect(page).not.toContain("<b>Ada</b>");
    expect(page).toContain("Corkboard &lt;no-reply@corkboard.test&gt;");
  });

  it("says when there is no mail", async () => {
    const response = await app.inject({ method: "GET", url: "/outbox/" });
    expect(response.body).toContain("No mail yet.");
  });

  it("answers the newest mail to an address as JSON, 404 when none", async () => {
    outbox.add(mail("ada@corkboard.test", "first"), "f@x.test");
    outbox.add(mail("ada@corkboard.test", "second"), "f@x.test");
    const response = await app.inject({ method: "GET", url: "/outbox/latest.json?to=ada%40corkboard.test" });
    expect(response.statusCode).toBe(200);
    const data = response.json().resource_response.data;
    expect(data).toMatchObject({ to: "ada@corkboard.test", subject: "second", text: "text second" });
    expect(Date.parse(data.sentAt)).not.toBeNaN();
    const missing = await app.inject({ method: "GET", url: "/outbox/latest.json?to=bob%40corkboard.test" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().resource_response.error.code).toBe("NOT_FOUND");
  });

  it("hides the outbox from other machines and from proxied requests by default", async () => {
    outbox.add(mail("ada@corkboard.test", "secret link"), "f@x.test");
    const remote = await app.inject({ method: "GET", url: "/outbox/", remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain("secret link");
    const proxied = await app.inject({
      method: "GET",
      url: "/outbox/latest.json",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(proxied.statusCode).toBe(404);
    const openRemote = await open.inject({ method: "GET", url: "/outbox/", remoteAddress: "203.0.113.9" });
    expect(openRemote.statusCode).toBe(200);
    expect(openRemote.body).toContain("secret link");
  });
});
