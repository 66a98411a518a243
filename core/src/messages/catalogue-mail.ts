/**
 * The mails the server sends (IMPL-011…013, IMPL-028), in the recipient's language
 * (server/src/platform/mail/templates.ts). Only the server says these, so the web bundle
 * never carries them.
 */
export const mailMessages = {
  "mail.greeting": "Hi {name},",
  "mail.greetingNoName": "Hi,",
  "mail.orOpenLink": "Or open this link:",
  "mail.days": "{count, plural, one {# day} other {# days}}",
  "mail.hours": "{count, plural, one {# hour} other {# hours}}",
  "mail.minutes": "{count, plural, one {# minute} other {# minutes}}",
  // Email verification (IMPL-012, FOLLOW-012).
  "mail.verify.subject": "Confirm your email for Corkboard",
  "mail.verify.intro":
    "Confirm that {email} is your email address to finish setting up your Corkboard account.",
  "mail.verify.expiry": "The link works for {duration}.",
  "mail.verify.action": "Confirm your email",
  "mail.verify.footnote": "If you didn't create a Corkboard account, you can ignore this email.",
  // Password reset (IMPL-011).
  "mail.reset.subject": "Reset your Corkboard password",
  "mail.reset.intro": "Someone asked to reset the password of the Corkboard account for {email}.",
  "mail.reset.expiry": "The link works once, for {duration}.",
  "mail.reset.action": "Reset your password",
  "mail.reset.footnote":
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
  // Second-factor code (IMPL-013, AUTH-133).
  "mail.mfa.subject": "{code} is your Corkboard verification code",
  "mail.mfa.intro": "Enter this code to finish logging in. It works for {duration}.",
  "mail.mfa.footnote":
    "If you weren't logging in, someone may know your password: change it in your Corkboard settings.",
  // Board invite (IMPL-028).
  "mail.invite.subject": "{inviter} invited you to the board {board}",
  "mail.invite.intro": "{inviter} invited you to save Pins together on the board “{board}” on Corkboard.",
  "mail.invite.action": "See the invite",
  "mail.invite.footnote": "You got this email because {inviter} entered your address on Corkboard.",
  "mail.invite.someone": "Someone",
} as const;
