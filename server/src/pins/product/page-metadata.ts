import { Parser } from "htmlparser2";

/**
 * One pass of htmlparser2 over a page (D-034): its <meta> tags, its JSON-LD blocks and its
 * microdata items (the WHATWG microdata model: itemscope, itemtype, itemprop, with values
 * from content/href/src/value/datetime attributes or the element's text). Pure; no I/O.
 */

/** A microdata item: its types and properties (each a list of strings or items). */
export interface MicrodataItem {
  types: string[];
  props: Map<string, (string | MicrodataItem)[]>;
}

/** What a page says about itself in machine-readable form. */
export interface PageMetadata {
  /** meta property/name (lower case) → the first content given. */
  meta: Map<string, string>;
  /** Parsed JSON-LD blocks (those that parse). */
  jsonLd: unknown[];
  /** Top-level microdata items. */
  items: MicrodataItem[];
  /** itemprop values outside any itemscope (common for price meta tags). */
  looseProps: Map<string, string[]>;
}

/** Attributes that carry an itemprop's value, by element (WHATWG microdata §5.2.4). */
const VALUE_ATTRIBUTE: Record<string, string> = {
  meta: "content",
  audio: "src",
  embed: "src",
  iframe: "src",
  img: "src",
  source: "src",
  track: "src",
  video: "src",
  a: "href",
  area: "href",
  link: "href",
  object: "data",
  data: "value",
  meter: "value",
  time: "datetime",
};

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

interface Frame {
  name: string;
  /** The item this element opens (itemscope), if any. */
  item: MicrodataItem | null;
  /** Property names this element's text is the value of, and the item they belong to. */
  textProps: { names: string[]; owner: MicrodataItem | null } | null;
  text: string;
}

/** Reads the meta tags, JSON-LD and microdata of an HTML document. */
export function readPageMetadata(html: string): PageMetadata {
  const meta = new Map<string, string>();
  const jsonLd: unknown[] = [];
  const items: MicrodataItem[] = [];
  const looseProps = new Map<string, string[]>();
  const stack: Frame[] = [];
  let script: { text: string } | null = null;

  const currentItem = (): MicrodataItem | null => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const item = stack[i]?.item;
      if (item) return item;
    }
    return null;
  };
  const addProp = (owner: MicrodataItem | null, names: string[], value: string | MicrodataItem) => {
    for (const name of names) {
      if (owner) owner.props.set(name, [...(owner.props.get(name) ?? []), value]);
      else if (typeof value === "string") looseProps.set(name, [...(looseProps.get(name) ?? []), value]);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "meta") {
          const key = (attribs.property ?? attribs.name ?? attribs.itemprop ?? "").trim().toLowerCase();
          if (key && attribs.content !== undefined && !meta.has(key)) meta.set(key, attribs.content.trim());
        }
        if (name === "script" && (attribs.type ?? "").trim().toLowerCase() === "application/ld+json") {
          script = { text: "" };
        }
        const names = (attribs.itemprop ?? "").split(/\s+/).filter((n) => n !== "");
        const owner = currentItem();
        let item: MicrodataItem | null = null;
        if (attribs.itemscope !== undefined) {
          item = { types: (attribs.itemtype ?? "").split(/\s+/).filter((t) => t !== ""), props: new Map() };
          if (names.length > 0 && owner !== null) addProp(owner, names, item);
          // An item whose itemprop has no item around it (Argos: <ul itemprop="offers"
          // itemscope itemtype="…/Offer" itemref="…">) is kept as a top-level item.
          else if (owner === null) items.push(item);
        }
        let textProps: Frame["textProps"] = null;
        if (names.length > 0 && item === null) {
          // A `content` attribute gives the value on any element, as schema.org's own
          // examples and search engines read it (eBay, Argos: <span itemprop="price"
          // content="5.95">5,95 EUR</span>); otherwise the element's value attribute.
          const attribute = VALUE_ATTRIBUTE[name];
          const value = attribs.content ?? (attribute === undefined ? undefined : attribs[attribute]);
          if (value !== undefined) addProp(owner, names, value.trim());
          else if (!VOID.has(name)) textProps = { names, owner };
        }
        if (!VOID.has(name)) stack.push({ name, item, textProps, text: "" });
      },
      ontext(text) {
        if (script) script.text += text;
        for (const frame of stack) if (frame.textProps) frame.text += text;
      },
      onclosetag(name) {
        if (name === "script" && script) {
          const parsed = parseJson(script.text);
          if (parsed !== undefined) jsonLd.push(parsed);
          script = null;
        }
        if (VOID.has(name)) return;
        // Pop to the matching element; htmlparser2 closes implied ends for us.
        const frame = stack.pop();
        if (frame?.textProps) addProp(frame.textProps.owner, frame.textProps.names, collapse(frame.text));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { meta, jsonLd, items, looseProps };
}

/** JSON-LD as pages write it: stray control characters and HTML comments are tolerated. */
function parseJson(text: string): unknown {
  const cleaned = text
    .trim()
    .replace(/^<!--|-->$/g, "")
    .trim();
  if (cleaned === "") return undefined;
  try {
    return JSON.parse(cleaned);
  } catch {
    try {
      // Raw newlines and tabs inside strings are invalid JSON that shops still publish.
      return JSON.parse(cleaned.replace(CONTROL_CHARACTERS, " "));
    } catch {
      return undefined;
    }
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f]+/g;

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
