import { type MessageKey, messages } from "./catalogue.ts";

/** Values substituted into a message's placeholders. */
export type MessageValues = Record<string, string | number>;

const pluralRules = new Intl.PluralRules("en");
const numberFormat = new Intl.NumberFormat("en");

/**
 * Fills `{name}` placeholders and the `{count, plural, one {…} other {…}}` form (`#` is the
 * formatted number). A missing value leaves the placeholder visible so gaps are caught.
 */
export function formatText(template: string, values: MessageValues = {}): string {
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
    out += formatPlaceholder(template.slice(open + 1, close), values);
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

function formatPlaceholder(body: string, values: MessageValues): string {
  const [name = "", kind, ...rest] = body.split(",");
  const key = name.trim();
  const value = values[key];
  if (value === undefined) return `{${body}}`;
  if (kind?.trim() !== "plural") return typeof value === "number" ? numberFormat.format(value) : value;
  const count = Number(value);
  const options = parsePluralOptions(rest.join(","));
  const exact = options.get(`=${count}`);
  const chosen = exact ?? options.get(pluralRules.select(count)) ?? options.get("other") ?? "";
  return formatText(chosen.replaceAll("#", numberFormat.format(count)), values);
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

/** Looks a message up in the catalogue and fills its placeholders. */
export function t(key: MessageKey, values?: MessageValues): string {
  const template = registry.get(key);
  // A key of a feature catalogue that was never registered shows itself, so the gap is seen.
  return template === undefined ? key : formatText(template, values);
}

const registry = new Map<string, string>(Object.entries(messages));

/**
 * Adds a feature catalogue (e.g. `authMessages`) to what `t` can say. The server registers
 * every catalogue at start; the web registers one when the screens that use it load.
 */
export function registerMessages(catalogue: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(catalogue)) registry.set(key, text);
}

/** True when `key` names a message `t` can say now (base or a registered feature catalogue). */
export function hasMessage(key: string): key is MessageKey {
  return registry.has(key);
}
