import { createReadStream } from "node:fs";
import { Parser } from "htmlparser2";
import {
  type ImportedPin,
  ImportFormatError,
  type ImportInput,
  type ImportRecord,
  type ImportSource,
  type ImportSourceContext,
} from "../import-records.ts";

/**
 * Netscape bookmark HTML (issue 20, D-054): every browser's bookmark export. Read with
 * htmlparser2 as a stream of tags and text — never executed, never kept as HTML: titles and
 * descriptions are text, `<script>` and `<style>` contents are ignored.
 *
 * The format (Microsoft's "Netscape Bookmark File Format"): a `<!DOCTYPE
 * NETSCAPE-Bookmark-file-1>`, then nested `<DL>` lists where `<DT><H3>` names a folder whose
 * `<DL>` follows, `<DT><A HREF ADD_DATE …>` is a bookmark and an optional `<DD>` after it is
 * its description. A folder holding bookmarks becomes a board named by its path of folders
 * ("Bookmarks bar / Recipes"); bookmarks outside every folder go to the default board.
 * Empty folders make nothing.
 */

const DOCTYPE = /^\uFEFF?\s*<!DOCTYPE\s+NETSCAPE-Bookmark-file-1\s*>/i;
/** Board names are at most 50 characters (BOARD-031): a long path keeps its end. */
const BOARD_NAME_MAX = 50;
const PATH_SEPARATOR = " / ";

/** The Netscape bookmark source. */
export const netscapeSource: ImportSource = {
  format: "netscape",
  detect: (head) => DOCTYPE.test(head),
  records: (input, context) => readBookmarks(input, context),
};

interface Folder {
  name: string;
  /** The board key once a bookmark made the board; null until then. */
  boardKey: string | null;
}

async function* readBookmarks(input: ImportInput, context: ImportSourceContext): AsyncIterable<ImportRecord> {
  if (input.kind !== "file") throw new ImportFormatError("a bookmark file is needed");
  const queue: ImportRecord[] = [];
  const folders: Folder[] = [];
  /** One entry per open <DL>: the folder it lists, or null for a list outside any folder. */
  const lists: (Folder | null)[] = [];
  const boardNames = new Set<string>();
  let pendingFolder: string | null = null;
  let heading: string | null = null;
  let anchor: { pin: ImportedPin; title: string } | null = null;
  let description: string | null = null;
  let lastPin: ImportedPin | null = null;
  let skipText = 0;
  let sawList = false;
  let line = 1;
  let bookmarks = 0;

  const flushPin = () => {
    if (lastPin) {
      if (description !== null) lastPin.description = clean(description);
      queue.push(lastPin);
    }
    lastPin = null;
    description = null;
  };
  const boardFor = (): string => {
    const folder = folders.at(-1);
    if (!folder) {
      if (!boardNames.has("")) {
        boardNames.add("");
        queue.push({ kind: "board", key: "", name: fitBoardName(context.defaultBoardName) });
      }
      return "";
    }
    if (folder.boardKey === null) {
      const key = folders.map((f) => f.name).join("\u0000");
      folder.boardKey = key;
      if (!boardNames.has(key)) {
        boardNames.add(key);
        queue.push({
          kind: "board",
          key,
          name: fitBoardName(folders.map((f) => f.name).join(PATH_SEPARATOR)),
        });
      }
    }
    return folder.boardKey;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" || name === "style") skipText++;
        if (name === "dt" || name === "dl") flushPin();
        if (name === "dl") {
          sawList = true;
          const folder = pendingFolder === null ? null : { name: pendingFolder, boardKey: null };
          if (folder) folders.push(folder);
          lists.push(folder);
          pendingFolder = null;
        } else if (name === "h3") {
          heading = "";
        } else if (name === "a") {
          flushPin();
          bookmarks++;
          const added = unixDate(attributes.add_date);
          anchor = {
            title: "",
            pin: {
              kind: "pin",
              boardKey: "",
              link: attributes.href?.trim() ?? "",
              image: null,
              sourceRef: `line ${line}`,
              ...(added ? { createdAt: added } : {}),
            },
          };
        } else if (name === "dd") {
          if (lastPin) description = "";
        }
      },
      ontext(text) {
        line += countLines(text);
        if (skipText > 0) return;
        if (heading !== null) heading += text;
        else if (anchor) anchor.title += text;
        else if (description !== null) description += text;
      },
      onclosetag(name) {
        if (name === "script" || name === "style") skipText = Math.max(0, skipText - 1);
        if (name === "h3" && heading !== null) {
          pendingFolder = clean(heading) || "Untitled";
          heading = null;
        } else if (name === "a" && anchor) {
          const { pin, title } = anchor;
          pin.title = clean(title);
          pin.boardKey = boardFor();
          lastPin = pin;
          anchor = null;
        } else if (name === "dl") {
          flushPin();
          const list = lists.pop();
          if (list) folders.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  let head = true;
  for await (const chunk of createReadStream(input.path, { encoding: "utf8", highWaterMark: 64 * 1024 })) {
    if (context.signal.aborted) return;
    if (head) {
      head = false;
      if (!DOCTYPE.test(chunk as string)) {
        throw new ImportFormatError(
          "This is not a browser bookmark file: it does not start with <!DOCTYPE NETSCAPE-Bookmark-file-1>.",
        );
      }
    }
    parser.write(chunk as string);
    yield* queue.splice(0);
  }
  if (head) throw new ImportFormatError("The file is empty.");
  const openLists = lists.length;
  parser.end();
  flushPin();
  yield* queue.splice(0);
  if (!sawList) throw new ImportFormatError("The file holds no bookmark list (<DL>).");
  if (openLists > 0) {
    throw new ImportFormatError(
      `The file ends inside a folder after ${bookmarks} bookmarks: it looks cut off. Export the bookmarks again.`,
    );
  }
}

/** Text as a person reads it: whitespace runs as one space, trimmed. */
function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** A board name of at most 50 characters; a long folder path keeps its end. */
function fitBoardName(name: string): string {
  if (name.length <= BOARD_NAME_MAX) return name;
  return `…${name.slice(name.length - BOARD_NAME_MAX + 1).trimStart()}`;
}

/**
 * ADD_DATE is Unix seconds in the format; some tools write milliseconds or (Chrome's own
 * store) microseconds. Nonsense (0, negative, past 2200) is no date.
 */
function unixDate(value: string | undefined): Date | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  let n = Number(value.trim());
  if (n > 1e14) n /= 1e6;
  else if (n > 1e11) n /= 1e3;
  if (n <= 0 || n > 7_258_118_400) return null;
  return new Date(Math.round(n * 1000));
}
