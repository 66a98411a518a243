import { readFile, stat } from "node:fs/promises";
import { t } from "@corkboard/core/messages";
import { PIN_LIMITS } from "@corkboard/core/pins";
import { Parser } from "htmlparser2";
import { ArchiveError } from "../../platform/archive/zip-reader.ts";
import {
  ImportFormatError,
  type ImportInput,
  type ImportSourceContext,
  type SkipReason,
} from "../import-records.ts";

/**
 * What the import sources share (issue 20, D-055): reading an uploaded file within a size,
 * JSON that may be truncated, dates in the shapes exports write them, HTML as plain text,
 * and the archive reader's refusals turned into the import's own.
 */

/** The largest single JSON or HTML file a source reads into memory. */
export const MAX_TEXT_FILE_BYTES = 256 * 1024 * 1024;

/** The path of an uploaded file; any other input is not this source's. */
export function filePath(input: ImportInput, format: string): string {
  if (input.kind !== "file") throw new ImportFormatError(`A ${format} import reads an uploaded file.`);
  return input.path;
}

/** The file as UTF-8 text (a byte-order mark dropped), refused over `maxBytes`. */
export async function readTextFile(path: string, maxBytes = MAX_TEXT_FILE_BYTES): Promise<string> {
  const { size } = await stat(path);
  if (size > maxBytes) {
    throw new ImportFormatError(
      `The file is ${Math.ceil(size / 1024 / 1024)} MB; at most ${maxBytes / 1024 / 1024} MB is read.`,
    );
  }
  return stripBom(await readFile(path, "utf8"));
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parses JSON, saying in words that the file is not JSON or stops early. */
export function parseJson(text: string, format: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const trimmed = text.trimEnd();
    const looksCut = trimmed.startsWith("{") && !trimmed.endsWith("}");
    throw new ImportFormatError(
      looksCut
        ? `The ${format} export stops early: the file is truncated. Export it again and upload the whole file.`
        : `The file is not a ${format} export: it is not valid JSON.`,
    );
  }
}

/** The archive reader's refusal (bomb, damage, limits) as the import's, with the same words. */
export async function archiveErrorsAsFormatErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ArchiveError) throw new ImportFormatError(error.detail);
    throw error;
  }
}

/** A plain object, or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A trimmed non-empty string, or undefined (numbers are written out: ids may be either). */
export function text(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * A date as exports write it: ISO 8601, "2017/02/13 15:35:01" (read as UTC), Unix seconds
 * or milliseconds. Anything unreadable, or outside 1990…ten years from now, is no date.
 */
export function parseDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (typeof value === "number" && Number.isFinite(value)) {
    date = new Date(value < 1e11 ? value * 1000 : value);
  } else if (typeof value === "string") {
    const raw = value.trim();
    if (/^\d{9,13}$/.test(raw)) return parseDate(Number(raw));
    const slashed =
      /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?(?:\s*(?:UTC|GMT|Z))?$/i.exec(
        raw,
      );
    if (slashed) {
      const [, y, mo, d, h = "0", mi = "0", s = "0"] = slashed;
      date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
    } else if (raw !== "") {
      date = new Date(raw);
    }
  }
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1990 && year <= new Date().getUTCFullYear() + 10 ? date : undefined;
}

/** Elements whose content is never text a person wrote: dropped whole. */
const NOT_TEXT = new Set(["script", "style", "noscript", "template", "iframe", "object", "svg", "head"]);

/** Markup worth parsing: a tag, a comment or an entity. "a < b" and "x<y" alone are text. */
const MARKUP = /<\/?[a-zA-Z][^<>]*>|<!--|&(#\d+|#x[\da-fA-F]+|[a-zA-Z]\w*);/;

/**
 * HTML (or text that may hold tags and entities) as plain text: tags dropped, entities
 * decoded, scripts and styles dropped with their content; line breaks kept (at most one
 * blank line), other white space collapsed. Nothing of the markup passes through; what
 * comes out is shown as text, never as HTML.
 */
export function plainText(html: string): string {
  if (!MARKUP.test(html)) return tidy(html);
  let out = "";
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (NOT_TEXT.has(name)) skipping += 1;
        else if (name === "br" || name === "p" || name === "div" || name === "li") out += "\n";
      },
      onclosetag(name) {
        if (NOT_TEXT.has(name) && skipping > 0) skipping -= 1;
      },
      ontext(data) {
        if (skipping === 0) out += data;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return tidy(out);
}

function tidy(text: string): string {
  return text
    .replace(/[ \t\f\v\r]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * A description with the source's tags appended as hashtags (Corkboard's tags are the
 * description's hashtags, PIN-054), as many as fit in the description's limit.
 */
export function withHashtags(description: string | undefined, tags: readonly string[]): string | undefined {
  let out = description ?? "";
  const seen = new Set<string>();
  for (const tag of tags) {
    const word = tag
      .trim()
      .replace(/^#+/, "")
      .replace(/[^\p{L}\p{N}_]+/gu, "_")
      .replace(/^_+|_+$/g, "");
    if (word === "" || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    const next = `${out}${out === "" ? "" : seen.size === 1 ? "\n\n" : " "}#${word}`;
    if (Array.from(next).length > PIN_LIMITS.descriptionMax) break;
    out = next;
  }
  return out === "" ? undefined : out;
}

/** An absolute http(s) URL, or undefined: links and image addresses are only ever these. */
export function webUrl(value: unknown, base?: string): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The name of the board for things the source keeps in no list or collection. */
export function unlistedBoardName(source: string): string {
  return t("importSources.unlistedBoard", { source });
}

/** Plain text of a value (`plainText`), or undefined when nothing is left. */
export function plainOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const plain = plainText(value);
  return plain === "" ? undefined : plain;
}

/** `{key: value}` when the value is there, `{}` when not (exactOptionalPropertyTypes). */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}

export type { SkipReason };

/** Where a source says what it left out and why (D-055): `ImportSourceContext.skipped`. */
export type SkipReporter = Pick<ImportSourceContext, "skipped">;

/** Reports a skipped item to the pipeline, when it listens. */
export function reportSkip(context: ImportSourceContext, sourceRef: string, reason: SkipReason): void {
  context.skipped?.(sourceRef, reason);
}
