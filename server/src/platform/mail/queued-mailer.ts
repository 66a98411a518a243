import { z } from "zod";
import type { JobOptions, Jobs } from "../jobs/index.ts";
import { type ConfiguredMailer, oneLineHeaders } from "./create-mailer.ts";
import type { Mailer } from "./mail.ts";

const mailPayload = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });

/**
 * Retries of a mail (D-048): 10 s doubling (jittered) to at most 10 minutes, ten times —
 * about an hour of relay outage before the mail waits in `jobs failed` for a replay.
 */
export const MAIL_RETRIES: Pick<JobOptions<typeof mailPayload>, "retryLimit" | "backoff"> = {
  retryLimit: 10,
  backoff: { delaySeconds: 10, maxDelaySeconds: 600 },
};

/**
 * The SMTP mailer behind the job queue (D-048): `send` checks the headers, stores the mail as
 * a job and resolves; a worker hands it to the relay, retrying while the relay is down, so
 * an SMTP outage loses no mail. The features keep calling the same Mailer.
 */
export function queuedMailer(
  transport: Mailer,
  jobs: Jobs,
  retries: Pick<JobOptions<typeof mailPayload>, "retryLimit" | "backoff"> = MAIL_RETRIES,
): ConfiguredMailer {
  const mailJob = jobs.define("mail-send", (mail) => transport.send(mail), {
    payload: mailPayload,
    ...retries,
    timeoutMs: 60_000,
    concurrency: 2,
    // Mails hold sign-in codes and reset links: a sent one is not kept.
    keepCompletedSeconds: 60,
  });
  return {
    kind: transport.kind,
    outbox: null,
    async send(mail) {
      // A mail that can never be sent is refused now, to the caller, not retried for an hour.
      const headers = oneLineHeaders(mail);
      await jobs.enqueue(mailJob, { ...mail, ...headers });
    },
    close: () => transport.close(),
  };
}
