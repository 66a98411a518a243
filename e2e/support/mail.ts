// Mails the server sent, read from its dev outbox (GET /outbox/latest.json, loopback only).

/** A mail as the dev outbox lists it. */
export interface OutboxMail {
  subject: string;
  text: string;
}

/** The newest mail the server at `origin` sent to `to` (optionally with a matching subject), polled. */
export async function latestMail(origin: string, to: string, subjectHas?: RegExp): Promise<OutboxMail> {
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${origin}/outbox/latest.json?to=${encodeURIComponent(to)}`);
    if (response.ok) {
      const body = (await response.json()) as Record<string, unknown>;
      const mail = ((body.resource_response as { data?: unknown } | undefined)?.data ?? body) as OutboxMail;
      if (!subjectHas || subjectHas.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The first absolute link in a mail's text whose path contains `path`. */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s<>"]*${path.replace(/\//g, "\\/")}[^\\s<>"]*`));
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return match[0];
}
