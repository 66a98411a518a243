import type { AddressInfo } from "node:net";
import { text as readText } from "node:stream/consumers";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/test-app.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import type { OpenDatabase } from "../db/index.ts";
import { type Jobs, startPgBossJobs } from "../jobs/index.ts";
import { createMailer } from "./create-mailer.ts";
import { queuedMailer } from "./queued-mailer.ts";

/** A real SMTP server on `port` (0: any free one) that keeps what it receives. */
async function startSmtp(port: number, received: string[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      readText(stream).then((raw) => {
        received.push(raw);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}
const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

// D-048 (issue 18): mail is a job with retries, so an SMTP outage delays mail and loses none.
describe("mail through the job queue survives an SMTP outage (D-048, IMPL-012)", () => {
  let database: OpenDatabase;
  let jobs: Jobs;
  const warnings: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = await startPgBossJobs(database.queueConnection, {
      log: { warn: (_details, message) => warnings.push(message), error() {} },
      pollSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it("a mail sent while the relay is down is delivered once it is back", async () => {
    const received: string[] = [];
    // Find a free port, then leave it closed: the relay is down.
    const probe = await startSmtp(0, received);
    await stopSmtp(probe.server);
    const transport = createMailer({
      smtpUrl: `smtp://127.0.0.1:${probe.port}`,
      from: "Corkboard <no-reply@corkboard.test>",
    });
    const mailer = queuedMailer(transport, jobs, { retryLimit: 5, backoff: { delaySeconds: 1 } });
    const outcomes: string[] = [];
    jobs.onOutcome((name, outcome) => outcomes.push(`${name}:${outcome}`));

    // The caller is answered at once although nothing can be delivered.
    await mailer.send({ to: "ada@corkboard.test", subject: "Reset", text: "link", html: "<p>link</p>" });
    // The first attempt has failed (connection refused) before the relay comes back.
    await expect.poll(() => warnings, { timeout: 10_000 }).toContain("job attempt failed; retrying");
    expect(received).toEqual([]);
    const relay = await startSmtp(probe.port, received);
    try {
      await jobs.idle(30_000);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Reset");
      expect(received[0]).toContain("To: ada@corkboard.test");
      expect(outcomes).toEqual(["mail-send:completed"]);
      expect(await jobs.failed()).toEqual([]);
      // A mail that could never be sent (a forged header line) is refused to the caller, not queued.
      await expect(
        mailer.send({ to: "a@corkboard.test\r\nBcc: b@corkboard.test", subject: "s", text: "t", html: "h" }),
      ).rejects.toMatchObject({ code: "INVALID_INPUT" });
      expect((await jobs.queued()).get("mail-send")).toBe(0);
    } finally {
      await stopSmtp(relay.server);
      await mailer.close();
    }
  });
});

// D-048: the app built with SMTP_URL sends its mail through the queue (only the mailer's
// construction changed; the features call the same Mailer).
describe("an app with SMTP configured queues its mail (D-048)", () => {
  it("send resolves once stored; the relay receives the mail from the job", async () => {
    const received: string[] = [];
    const relay = await startSmtp(0, received);
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${relay.port}` });
    try {
      const { mailer, jobs } = t.app.appContext;
      expect(mailer.outbox).toBeNull();
      await mailer.send({
        to: "grace@corkboard.test",
        subject: "Code",
        text: "123456",
        html: "<p>123456</p>",
      });
      await jobs.idle();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("To: grace@corkboard.test");
    } finally {
      await t.close();
      await stopSmtp(relay.server);
    }
  });
});
