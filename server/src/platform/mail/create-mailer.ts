import { createTransport } from "nodemailer";
import { AppError } from "../http/app-error.ts";
import { DevOutbox } from "./dev-outbox.ts";
import type { Mail, Mailer } from "./mail.ts";

/** What the mailer needs from the configuration. */
export interface MailerOptions {
  /** smtp[s]://user:pass@host:port (e.g. SMTP_URL); null sends to the dev outbox. */
  smtpUrl: string | null;
  /** The From header, e.g. `Corkboard <no-reply@corkboard.example>` (e.g. MAIL_FROM). */
  from: string;
  /** The outbox to fill when there is no SMTP; a new one when omitted. */
  outbox?: DevOutbox;
}

/** A mailer plus the outbox it writes to (null with SMTP), for the outbox page. */
export type ConfiguredMailer = Mailer & { readonly outbox: DevOutbox | null };

/**
 * The configured mailer (IMPL-012): SMTP through nodemailer when `smtpUrl` is set,
 * otherwise the in-memory dev outbox.
 */
export function createMailer(options: MailerOptions): ConfiguredMailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, from: string): ConfiguredMailer {
  const transport = createTransport({
    url: smtpUrl,
    // nodemailer waits up to two minutes by default; a sign-up should fail faster.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    outbox: null,
    async send(mail) {
      const headers = oneLineHeaders(mail);
      try {
        await transport.sendMail({ from, ...headers, text: mail.text, html: mail.html });
      } catch (cause) {
        // The relay's answer may name internal hosts: log it (cause), never show it.
        throw new AppError("UNAVAILABLE", "The mail could not be sent", { cause });
      }
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(options: MailerOptions): ConfiguredMailer {
  const outbox = options.outbox ?? new DevOutbox();
  return {
    kind: "outbox",
    outbox,
    async send(mail) {
      outbox.add({ ...mail, ...oneLineHeaders(mail) }, options.from);
    },
    async close() {},
  };
}

// Subjects carry user-chosen text (board names, first names) and `to` comes from a form:
// neither may smuggle extra header lines.
export function oneLineHeaders(mail: Mail): Pick<Mail, "to" | "subject"> {
  if (/[\r\n]/.test(mail.to)) throw new AppError("INVALID_INPUT", "The recipient address is invalid");
  return { to: mail.to.trim(), subject: mail.subject.replace(/[\r\n]+/g, " ").trim() };
}
