import type { AddressInfo } from "node:net";
import { text as readText } from "node:stream/consumers";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../http/app-error.ts";
import { createMailer } from "./create-mailer.ts";
import { passwordResetMail } from "./templates.ts";

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

const REFUSED = "refused@corkboard.test";

// A real SMTP server on a random loopback port: nodemailer talks to it over TCP exactly as
// it would to a relay, so the test covers URL parsing, AUTH, envelope and MIME encoding.
function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret") return callback(null, { user: "mailer" });
      return callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) return callback(new Error("Mailbox unavailable"));
      return callback();
    },
    onData(stream, session, callback) {
      readText(stream).then((raw) => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user,
          raw,
        });
        callback();
      }, callback);
    },
  });
  return { server, received };
}

describe("SMTP mailer (IMPL-012)", () => {
  const { server, received } = startSmtp();
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received.length = 0;
  });

  it("delivers a templated mail with both bodies through a real SMTP session", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      from: "Corkboard <no-reply@corkboard.test>",
    });
    expect(mailer.kind).toBe("smtp");
    expect(mailer.outbox).toBeNull();
    const mail = passwordResetMail({
      to: "ada@corkboard.test",
      origin: "https://pins.corkboard.test",
      path: "/password/reset/?token=abc_DEF-123&ue=ada%40corkboard.test",
      firstName: "Ada",
      expiresInMinutes: 60,
    });
    await mailer.send(mail);
    await mailer.close();

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.user).toBe("mailer");
    expect(message?.from).toBe("no-reply@corkboard.test");
    expect(message?.to).toEqual(["ada@corkboard.test"]);
    const parsed = parseMime(message?.raw ?? "");
    expect(parsed.headers.subject).toBe("Reset your Corkboard password");
    expect(parsed.headers.from).toBe("Corkboard <no-reply@corkboard.test>");
    expect(parsed.headers.to).toBe("ada@corkboard.test");
    const link = "https://pins.corkboard.test/password/reset/?token=abc_DEF-123&ue=ada%40corkboard.test";
    expect(parsed.parts["text/plain"]).toContain(`Reset your password: ${link}`);
    expect(parsed.parts["text/plain"]).toContain("Hi Ada,");
    expect(parsed.parts["text/html"]).toContain(`href="${link.replace("&", "&amp;")}"`);
  });

  it("answers UNAVAILABLE, without the relay's words, when the relay refuses", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      from: "x@corkboard.test",
    });
    const error = await mailer
      .send({ to: REFUSED, subject: "Hello", text: "hi", html: "<p>hi</p>" })
      .catch((e: unknown) => e);
    await mailer.close();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "UNAVAILABLE", message: "The mail could not be sent" });
  });

  it("answers UNAVAILABLE for wrong credentials", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`,
      from: "x@corkboard.test",
    });
    await expect(
      mailer.send({ to: "ada@corkboard.test", subject: "Hello", text: "hi", html: "<p>hi</p>" }),
    ).rejects.toMatchObject({ code: "UNAVAILABLE" });
    await mailer.close();
    expect(received).toHaveLength(0);
  });

  it("refuses a recipient that smuggles header lines and folds subjects to one line", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      from: "x@corkboard.test",
    });
    await expect(
      mailer.send({ to: "a@corkboard.test\r\nBcc: b@corkboard.test", subject: "s", text: "t", html: "h" }),
    ).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await mailer.send({
      to: "a@corkboard.test",
      subject: "one\r\nBcc: b@corkboard.test",
      text: "t",
      html: "h",
    });
    await mailer.close();
    expect(received[0]?.to).toEqual(["a@corkboard.test"]);
    expect(parseMime(received[0]?.raw ?? "").headers.subject).toBe("one Bcc: b@corkboard.test");
  });
});

// Just enough MIME for nodemailer's output: top-level headers, multipart/alternative parts,
// quoted-printable or base64 bodies.
function parseMime(raw: string): { headers: Record<string, string>; parts: Record<string, string> } {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  const parts: Record<string, string> = {};
  if (!boundary) return { headers, parts };
  for (const chunk of rest.join("\r\n\r\n").split(`--${boundary}`)) {
    const split = chunk.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const partHeaders = parseHeaders(chunk.slice(0, split));
    const type = (partHeaders["content-type"] ?? "").split(";")[0]?.trim() ?? "";
    const body = chunk.slice(split + 4);
    parts[type] = decodeBody(body, partHeaders["content-transfer-encoding"] ?? "7bit");
  }
  return { headers, parts };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const escaped = body.replace(/=\r\n/g, "").replaceAll("%", "%25");
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`));
}
