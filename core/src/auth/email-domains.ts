/**
 * Domain lists for the email rules. Data only, so the lists can grow without touching the
 * rules; the server may pass a larger, maintained disposable list into the same checks.
 */

/**
 * Common provider domains for the "Did you mean …?" hint, most used first so that a tie
 * in edit distance goes to the likelier provider (AUTH-192 DECISION, in its order).
 */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "aol.com",
  "icloud.com",
  "live.com",
  "msn.com",
  "me.com",
  "mac.com",
  "comcast.net",
  "att.net",
  "verizon.net",
  "sbcglobal.net",
  "ymail.com",
  "rocketmail.com",
  "googlemail.com",
  "hotmail.co.uk",
  "yahoo.co.uk",
  "btinternet.com",
  "gmx.de",
  "web.de",
  "t-online.de",
  "yahoo.fr",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "wanadoo.fr",
  "hotmail.fr",
  "libero.it",
  "yahoo.it",
  "virgilio.it",
  "yahoo.es",
  "hotmail.es",
  "yahoo.co.jp",
  "naver.com",
  "daum.net",
  "qq.com",
  "163.com",
  "mail.ru",
  "yandex.ru",
  "bigpond.com",
  "shaw.ca",
  "rogers.com",
  "proton.me",
];

/**
 * Domains and top-level domains reserved for documentation and testing (RFC 2606, RFC 6761):
 * no mail is ever delivered there, so an address on them is fake (AUTH-187 DECISION).
 */
export const RESERVED_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  "example.com",
  "example.net",
  "example.org",
]);

/** Reserved top-level domains (RFC 2606, RFC 6761, RFC 6762). */
export const RESERVED_EMAIL_TLDS: ReadonlySet<string> = new Set([
  "test",
  "example",
  "invalid",
  "localhost",
  "local",
]);

/**
 * A compact built-in list of well-known disposable ("throwaway") mail services, enough for
 * the browser; the server adds a maintained list through the `extraDisallowed` option.
 */
export const DISPOSABLE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  "10minutemail.com",
  "10minutemail.net",
  "1secmail.com",
  "1secmail.net",
  "1secmail.org",
  "burnermail.io",
  "crazymailing.com",
  "discard.email",
  "dispostable.com",
  "dropmail.me",
  "emailfake.com",
  "emailondeck.com",
  "fakeinbox.com",
  "fakemail.net",
  "getairmail.com",
  "getnada.com",
  "grr.la",
  "guerrillamail.com",
  "guerrillamail.net",
  "guerrillamail.org",
  "guerrillamailblock.com",
  "harakirimail.com",
  "inboxkitten.com",
  "jetable.org",
  "mail.tm",
  "mailcatch.com",
  "maildrop.cc",
  "mailinator.com",
  "mailnesia.com",
  "mailpoof.com",
  "mailsac.com",
  "mintemail.com",
  "moakt.com",
  "mohmal.com",
  "mytemp.email",
  "nada.email",
  "sharklasers.com",
  "spam4.me",
  "spambox.us",
  "spamgourmet.com",
  "temp-mail.io",
  "temp-mail.org",
  "tempinbox.com",
  "tempmail.com",
  "tempmail.net",
  "tempmailo.com",
  "tempr.email",
  "throwawaymail.com",
  "trashmail.com",
  "trashmail.net",
  "yopmail.com",
  "yopmail.fr",
  "yopmail.net",
]);
