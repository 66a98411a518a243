import { BRAND_NAME } from "@corkboard/core/messages";
import type { Mail } from "./mail.ts";
import { absoluteLink, type MailBody, renderHtml, renderText } from "./mail-layout.ts";

/** Common input of every template. `origin` is the configured public origin (never Host). */
export interface MailTemplateBase {
  to: string;
  origin: string;
  /** Used in the greeting when known. */
  firstName?: string | null;
}

/** A mail whose action is a link the caller made (token included). */
export interface LinkMailInput extends MailTemplateBase {
  /** Path and query on `origin`, e.g. `/email/verify/?token=…`. */
  path: string;
  /** How long the link works, said in the mail. */
  expiresInMinutes: number;
}

/** The email-verification mail (IMPL-012, FOLLOW-012). */
export function emailVerificationMail(input: LinkMailInput): Mail {
  const subject = `Confirm your email for ${BRAND_NAME}`;
  return compose(input, subject, {
    paragraphs: [
      `Confirm that ${input.to} is your email address to finish setting up your ${BRAND_NAME} account.`,
      `The link works for ${duration(input.expiresInMinutes)}.`,
    ],
    action: { label: "Confirm your email", url: absoluteLink(input.origin, input.path) },
    footnote: `If you didn't create a ${BRAND_NAME} account, you can ignore this email.`,
  });
}

/** The password-reset mail with a single-use link (IMPL-011). */
export function passwordResetMail(input: LinkMailInput): Mail {
  const subject = `Reset your ${BRAND_NAME} password`;
  return compose(input, subject, {
    paragraphs: [
      `Someone asked to reset the password of the ${BRAND_NAME} account for ${input.to}.`,
      `The link works once, for ${duration(input.expiresInMinutes)}.`,
    ],
    action: { label: "Reset your password", url: absoluteLink(input.origin, input.path) },
    footnote: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  });
}

/** The second-factor code mail (IMPL-013; six digits, AUTH-133). */
export function mfaCodeMail(input: MailTemplateBase & { code: string; expiresInMinutes: number }): Mail {
  const subject = `${input.code} is your ${BRAND_NAME} verification code`;
  return compose(input, subject, {
    paragraphs: [`Enter this code to finish logging in. It works for ${duration(input.expiresInMinutes)}.`],
    code: input.code,
    footnote: `If you weren't logging in, someone may know your password: change it in your ${BRAND_NAME} settings.`,
  });
}

/** The board-invite mail (IMPL-028; the accept page comes with the boards feature). */
export function boardInviteMail(
  input: MailTemplateBase & { path: string; inviterName: string; boardName: string },
): Mail {
  const subject = `${input.inviterName} invited you to the board ${input.boardName}`;
  return compose(input, subject, {
    paragraphs: [
      `${input.inviterName} invited you to save Pins together on the board “${input.boardName}” on ${BRAND_NAME}.`,
    ],
    action: { label: "See the invite", url: absoluteLink(input.origin, input.path) },
    footnote: `You got this email because ${input.inviterName} entered your address on ${BRAND_NAME}.`,
  });
}

function compose(
  input: MailTemplateBase,
  subject: string,
  body: Omit<MailBody, "greeting" | "origin">,
): Mail {
  const full: MailBody = {
    ...body,
    greeting: input.firstName?.trim() ? `Hi ${input.firstName.trim()},` : "Hi,",
    origin: absoluteLink(input.origin, "/"),
  };
  return { to: input.to, subject, text: renderText(full), html: renderHtml(subject, full) };
}

function duration(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, "day");
  if (minutes % 60 === 0) return plural(minutes / 60, "hour");
  return plural(minutes, "minute");
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}
