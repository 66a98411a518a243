import { type MessageKey, messages } from "./catalogue.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/** Values substituted into a message's placeholders. */
export type MessageValues = Record<string, string | number>;

/** Plural rules and number format of one locale, made once (Intl objects are costly). */
interface LocaleFormats {
  plural: Intl.PluralRules;
  number: Intl.NumberFormat;
}
const formatsByLocale = new Map<Locale, LocaleFormats>();

function formatsOf(locale: Locale): LocaleFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/**
 * Fills `{name}` placeholders and the `{count, plural, one {…} other {…}}` form (`#` is the
 * formatted number). A missing value leaves the placeholder visible so gaps are caught.
 */
export function formatText(
  template: string,
  values: MessageValues = {},
  locale: Locale = getActiveLocale(),
): string {
  let out = "";
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf("{", index);
    if (open === -1) {
      out += template.slice(index);
      break;
    }
    out += template.slice(index, open);
    const close = matchingBrace(template, open);
    out += formatPlaceholder(template.slice(open + 1, close), values, locale);
    index = close + 1;
  }
  return out;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in message: ${text}`);
}

function formatPlaceholder(body: string, values: MessageValues, locale: Locale): string {
  const [name = "", kind, ...rest] = body.split(",");
  const key = name.trim();
  const value = values[key];
  if (value === undefined) return `{${body}}`;
  const formats = formatsOf(locale);
  if (kind?.trim() !== "plural") return typeof value === "number" ? formats.number.format(value) : value;
  const count = Number(value);
  const options = parsePluralOptions(rest.join(","));
  const exact = options.get(`=${count}`);
  // Japanese has only "other"; English "one" and "other" (Intl.PluralRules of the locale).
  const chosen = exact ?? options.get(formats.plural.select(count)) ?? options.get("other") ?? "";
  return formatText(chosen.replaceAll("#", formats.number.format(count)), values, locale);
}

function parsePluralOptions(text: string): Map<string, string> {
  const options = new Map<string, string>();
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf("{", index);
    if (open === -1) break;
    const selector = text.slice(index, open).trim();
    const close = matchingBrace(text, open);
    options.set(selector, text.slice(open + 1, close));
    index = close + 1;
  }
  return options;
}

/** Looks a message up in the catalogue of the active locale and fills its placeholders. */
export function t(key: MessageKey, values?: MessageValues): string {
  return translate(getActiveLocale(), key, values);
}

/**
 * `t` in a given locale: for the server, which speaks to many people at once (a mail in its
 * recipient's language, a page head in its visitor's). A key the locale lacks is said in
 * English; a key never registered shows itself, so the gap is seen.
 */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const template = registries.get(locale)?.get(key) ?? registries.get(DEFAULT_LOCALE)?.get(key);
  return template === undefined ? key : formatText(template, values, locale);
}

/** A date (or instant) in the words of `locale` (the active one unless given). */
export function formatDate(
  date: Date | number,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = getActiveLocale(),
): string {
  // One formatter per locale and options: a list of notifications formats each row's date.
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A number in the digits and separators of `locale` (the active one unless given). */
export function formatNumber(value: number, locale: Locale = getActiveLocale()): string {
  return formatsOf(locale).number.format(value);
}

const registries = new Map<Locale, Map<string, string>>([
  [DEFAULT_LOCALE, new Map(Object.entries(messages))],
]);
let activeLocale: Locale = DEFAULT_LOCALE;
let resolveLocale: (() => Locale | undefined) | null = null;

/**
 * Adds a feature catalogue (e.g. `authMessages`, or its translation `authMessagesJa` with
 * locale "ja") to what `t` can say. The server registers every catalogue at start; the web
 * registers an English one when the screens that use it load, and a language's whole
 * translation when that language is chosen (web/src/platform/i18n/locale.ts).
 */
export function registerMessages(
  catalogue: Readonly<Record<string, string>>,
  locale: Locale = DEFAULT_LOCALE,
): void {
  let registry = registries.get(locale);
  if (!registry) {
    registry = new Map();
    registries.set(locale, registry);
  }
  for (const [key, text] of Object.entries(catalogue)) registry.set(key, text);
}

/** The language `t` speaks now: the resolver's answer when it has one, else the active locale. */
export function getActiveLocale(): Locale {
  return resolveLocale?.() ?? activeLocale;
}

/**
 * Makes `t` speak `locale` (the web, once per choice; the server never calls it: it says
 * each text with `translate` and the reader's locale, or through `setLocaleResolver`).
 */
export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/**
 * Lets `t` ask who it is speaking to: the server answers with the language of the request
 * being handled (so an error's words reach the reader in their language), or undefined
 * outside a request, where the active locale (English) holds.
 */
export function setLocaleResolver(resolver: (() => Locale | undefined) | null): void {
  resolveLocale = resolver;
}

/** True when `key` names a message `t` can say now (base or a registered feature catalogue). */
export function hasMessage(key: string): key is MessageKey {
  return registries.get(DEFAULT_LOCALE)?.has(key) ?? false;
}
