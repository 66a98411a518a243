import { BRAND_NAME } from "@corkboard/core/messages";
import { escapeHtml } from "../html/escape-html.ts";
import { AppError } from "../http/app-error.ts";

export { escapeHtml } from "../html/escape-html.ts";

/**
 * The absolute URL of `path` on `origin`. The origin comes from configuration
 * (PUBLIC_ORIGIN), never from a Host header, so a forged Host cannot point a reset link at
 * an attacker; the path must stay on that origin ("//evil.example" is refused).
 */
export function absoluteLink(origin: string, path: string): string {
  let base: URL;
  try {
    base = new URL(origin);
  } catch (cause) {
    throw new AppError("INTERNAL", `Mail origin ${JSON.stringify(origin)} is not a URL`, { cause });
  }
  if (
    (base.protocol !== "https:" && base.protocol !== "http:") ||
    base.origin !== origin.replace(/\/$/, "")
  ) {
    throw new AppError("INTERNAL", `Mail origin ${JSON.stringify(origin)} must be a bare http(s) origin`);
  }
  const url = new URL(path, base);
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || url.origin !== base.origin) {
    throw new AppError("INTERNAL", `Mail link path ${JSON.stringify(path)} must stay on ${base.origin}`);
  }
  return url.toString();
}

/** The parts of one mail body; each paragraph is plain text, escaped for HTML here. */
export interface MailBody {
  greeting: string;
  paragraphs: string[];
  /** The main call to action: a button in HTML, a bare URL line in text. */
  action?: { label: string; url: string };
  /** A one-time code shown large (2FA). */
  code?: string;
  /** Small print under the action, e.g. "If you didn't ask for this, ignore this mail." */
  footnote: string;
  /** "Or open this link:" in the recipient's language (HTML only). */
  orOpenLink: string;
  origin: string;
}

/** The plain-text body. */
export function renderText(body: MailBody): string {
  const lines = [body.greeting, "", ...body.paragraphs.flatMap((p) => [p, ""])];
  if (body.code) lines.push(`    ${body.code}`, "");
  if (body.action) lines.push(`${body.action.label}: ${body.action.url}`, "");
  lines.push(body.footnote, "", `— ${BRAND_NAME} · ${body.origin}`);
  return `${lines.join("\n")}\n`;
}

/** The HTML body: one centred column, inline styles (mail clients ignore style sheets). */
export function renderHtml(subject: string, body: MailBody, lang: string): string {
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const code = body.code
    ? `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:6px">${escapeHtml(body.code)}</p>`
    : "";
  const action = body.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:24px;background:#e60023;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(body.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#5f5f5f">${escapeHtml(body.orOpenLink)} <a href="${escapeHtml(body.action.url)}" style="color:#111111;word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : "";
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#111111;font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:480px;margin:0 auto">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#e60023">${escapeHtml(BRAND_NAME)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(body.greeting)}</p>`,
    paragraphs,
    code,
    action,
    `<p style="margin:24px 0 0;font-size:13px;color:#5f5f5f">${escapeHtml(body.footnote)}</p>`,
    `<p style="margin:8px 0 0;font-size:13px;color:#5f5f5f"><a href="${escapeHtml(body.origin)}" style="color:#5f5f5f">${escapeHtml(BRAND_NAME)}</a></p>`,
    "</div></body></html>",
  ].join("");
}
