import {
  DEFAULT_LOCALE,
  type Locale,
  type MessageKey,
  type MessageValues,
  translate,
} from "@corkboard/core/messages";
import type { Mail } from "./mail.ts";
import { absoluteLink, type MailBody, renderHtml, renderText } from "./mail-layout.ts";

/** Common input of every template. `origin` is the configured public origin (never Host). */
export interface MailTemplateBase {
  to: string;
  origin: string;
  /** Used in the greeting when known. */
  firstName?: string | null;
  /** The recipient's language (their setting, else their request's; see mail-locale.ts). */
  locale?: Locale;
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
  const say = sayer(input);
  return compose(input, say("mail.verify.subject"), {
    paragraphs: [
      say("mail.verify.intro", { email: input.to }),
      say("mail.verify.expiry", { duration: duration(input.expiresInMinutes, say) }),
    ],
    action: { label: say("mail.verify.action"), url: absoluteLink(input.origin, input.path) },
    footnote: say("mail.verify.footnote"),
  });
}

/** The password-reset mail with a single-use link (IMPL-011). */
export function passwordResetMail(input: LinkMailInput): Mail {
  const say = sayer(input);
  return compose(input, say("mail.reset.subject"), {
    paragraphs: [
      say("mail.reset.intro", { email: input.to }),
      say("mail.reset.expiry", { duration: duration(input.expiresInMinutes, say) }),
    ],
    action: { label: say("mail.reset.action"), url: absoluteLink(input.origin, input.path) },
    footnote: say("mail.reset.footnote"),
  });
}

/** The second-factor code mail (IMPL-013; six digits, AUTH-133). */
export function mfaCodeMail(input: MailTemplateBase & { code: string; expiresInMinutes: number }): Mail {
  const say = sayer(input);
  return compose(input, say("mail.mfa.subject", { code: input.code }), {
    paragraphs: [say("mail.mfa.intro", { duration: duration(input.expiresInMinutes, say) })],
    code: input.code,
    footnote: say("mail.mfa.footnote"),
  });
}

/** The board-invite mail (IMPL-028; the accept page comes with the boards feature). */
export function boardInviteMail(
  input: MailTemplateBase & { path: string; inviterName: string; boardName: string },
): Mail {
  const say = sayer(input);
  const names = { inviter: input.inviterName, board: input.boardName };
  return compose(input, say("mail.invite.subject", names), {
    paragraphs: [say("mail.invite.intro", names)],
    action: { label: say("mail.invite.action"), url: absoluteLink(input.origin, input.path) },
    footnote: say("mail.invite.footnote", names),
  });
}

/** What a template says, in its recipient's language. */
type Say = (key: MessageKey, values?: MessageValues) => string;

function sayer(input: MailTemplateBase): Say {
  const locale = input.locale ?? DEFAULT_LOCALE;
  return (key, values) => translate(locale, key, values);
}

function compose(
  input: MailTemplateBase,
  subject: string,
  body: Omit<MailBody, "greeting" | "origin" | "orOpenLink">,
): Mail {
  const say = sayer(input);
  const name = input.firstName?.trim();
  const full: MailBody = {
    ...body,
    greeting: name ? say("mail.greeting", { name }) : say("mail.greetingNoName"),
    orOpenLink: say("mail.orOpenLink"),
    origin: absoluteLink(input.origin, "/"),
  };
  const lang = input.locale ?? DEFAULT_LOCALE;
  return { to: input.to, subject, text: renderText(full), html: renderHtml(subject, full, lang) };
}

/** "2 days", "30 minutes", "10 分間": the largest whole unit. */
function duration(minutes: number, say: Say): string {
  if (minutes % 1440 === 0) return say("mail.days", { count: minutes / 1440 });
  if (minutes % 60 === 0) return say("mail.hours", { count: minutes / 60 });
  return say("mail.minutes", { count: minutes });
}
