import { Parser } from "htmlparser2";

/**
 * The layout of Pinterest's data export (issue 20, D-055; sources in
 * `../fixtures/README.md`): one HTML page whose `<h1>` headings open sections ("Pins",
 * "Boards", …). In a section each item starts with a line that is a link (the pin's or
 * board's page) and goes on with `<br>Key: value,` lines; "No data" marks a field the
 * item lacks, and a link's value is the `<a href>` on its line (Canonical Link).
 *
 * This module turns that page into sections of items of fields, as text only: tags are
 * dropped, entities decoded, and scripts and styles dropped with their content.
 */

/** One item of a section: the link that opened it and its fields, keys in lower case. */
export interface ExportItem {
  href: string;
  linkText: string;
  fields: Map<string, ExportField>;
}

/** A field's text, and the link on its line if it had one. */
export interface ExportField {
  value: string;
  href?: string;
}

/** A section of the page: its heading and its items. */
export interface ExportSection {
  heading: string;
  items: ExportItem[];
}

interface Line {
  text: string;
  hrefs: string[];
  /** The line's first content was a link: an item's opening line. */
  opensWithLink: boolean;
  firstHref?: string;
  firstLinkText?: string;
}

const NOT_TEXT = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "object",
  "svg",
  "head",
  "title",
]);
const HEADINGS = new Set(["h1", "h2", "h3"]);
const LINE_BREAKS = new Set(["br", "p", "div", "li", "tr", "dt", "dd", "hr"]);
/** "Key: value" — keys are short words ("Canonical Link", "Created at"). */
const FIELD_LINE = /^([A-Za-z][A-Za-z0-9 _-]{0,40}):(?:\s+|$)([\s\S]*)$/;
const MISSING = new Set(["no data", "none", "null", "n/a"]);

/** Reads the export page into its sections; lines before the first heading belong to none. */
export function readExportPage(html: string): ExportSection[] {
  const sections: ExportSection[] = [];
  let current: { heading: string; lines: Line[] } | null = null;
  const finished: { heading: string; lines: Line[] }[] = [];
  let line: Line = emptyLine();
  let heading: string | null = null;
  let skipping = 0;
  let link: { href: string; text: string } | null = null;

  const flush = () => {
    line.text = line.text.replace(/\s+/g, " ").trim();
    if (current && (line.text !== "" || line.hrefs.length > 0)) current.lines.push(line);
    line = emptyLine();
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (NOT_TEXT.has(name)) {
          skipping += 1;
          return;
        }
        if (skipping > 0) return;
        if (HEADINGS.has(name)) {
          flush();
          heading = "";
        } else if (LINE_BREAKS.has(name)) {
          flush();
        } else if (name === "a") {
          link = { href: attributes.href ?? "", text: "" };
          if (line.text.trim() === "" && line.hrefs.length === 0) line.opensWithLink = true;
        }
      },
      onclosetag(name) {
        if (NOT_TEXT.has(name)) {
          if (skipping > 0) skipping -= 1;
          return;
        }
        if (skipping > 0) return;
        if (HEADINGS.has(name) && heading !== null) {
          if (current) finished.push(current);
          current = { heading: heading.replace(/\s+/g, " ").trim(), lines: [] };
          heading = null;
        } else if (name === "a" && link) {
          line.hrefs.push(link.href);
          if (line.opensWithLink && line.firstHref === undefined) {
            line.firstHref = link.href;
            line.firstLinkText = link.text.replace(/\s+/g, " ").trim();
          }
          link = null;
        }
      },
      ontext(data) {
        if (skipping > 0) return;
        if (heading !== null) heading += data;
        else {
          line.text += data;
          if (link) link.text += data;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flush();
  if (current) finished.push(current);
  for (const section of finished) sections.push({ heading: section.heading, items: itemsOf(section.lines) });
  return sections;
}

function emptyLine(): Line {
  return { text: "", hrefs: [], opensWithLink: false };
}

function itemsOf(lines: readonly Line[]): ExportItem[] {
  const items: ExportItem[] = [];
  let item: ExportItem | null = null;
  for (const line of lines) {
    const field = FIELD_LINE.exec(line.text);
    if (line.opensWithLink && line.firstHref !== undefined && !field) {
      item = { href: line.firstHref, linkText: line.firstLinkText ?? "", fields: new Map() };
      items.push(item);
      continue;
    }
    if (!item || !field) continue;
    const key = (field[1] as string).trim().toLowerCase();
    const value = (field[2] as string).trim().replace(/,$/, "").trim();
    const href = line.hrefs[0];
    if (MISSING.has(value.toLowerCase()) && href === undefined) continue;
    if (value === "" && href === undefined) continue;
    item.fields.set(key, href === undefined ? { value } : { value, href });
  }
  return items;
}

/** The first of the keys the item has, as text. */
export function field(item: ExportItem, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const found = item.fields.get(key);
    if (found && found.value !== "") return found.value;
  }
  return undefined;
}

/** The first of the keys the item has, as the link on its line (or its text if it is one). */
export function fieldLink(item: ExportItem, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const found = item.fields.get(key);
    if (found?.href) return found.href;
    if (found && /^https?:\/\//i.test(found.value)) return found.value;
  }
  return undefined;
}

/** True for "True", "Yes", "1", "secret", "private". */
export function isTrue(value: string | undefined): boolean {
  return value !== undefined && /^(true|yes|1|secret|private|protected)$/i.test(value.trim());
}

/** Whether a page looks like Pinterest's export: a "Pins" section whose items link to pins. */
export function looksLikePinterestExport(html: string): boolean {
  if (!/<h[1-3][^>]*>\s*(Pins|Boards)\s*<\/h[1-3]>/i.test(html)) return false;
  return /pinterest\.[a-z.]+\/pin\//i.test(html) || /Board Name:|Canonical Link:|Created at:/i.test(html);
}
