import {
  type ImportedBoard,
  type ImportedPin,
  ImportFormatError,
  type ImportInput,
  type ImportRecord,
  type ImportSource,
  type ImportSourceContext,
} from "../import-records.ts";
import {
  asRecord,
  filePath,
  optional,
  parseDate,
  parseJson,
  plainOf,
  readTextFile,
  reportSkip,
  type SkipReason,
  text,
  unlistedBoardName,
  webUrl,
  withHashtags,
} from "./source-kit.ts";

/**
 * Karakeep's (formerly Hoarder) JSON export (issue 20, D-055): `{bookmarks, lists}` as its
 * `zExportSchema` writes them. Manual lists become boards ("Parent / Child" for a nested
 * list); a bookmark becomes a pin on each list it is in, or on one catch-all board when it
 * is in none. Karakeep keeps everything to its owner, so the boards are secret. Smart lists
 * are searches, not memberships: the export carries none, and they are not boards here.
 */
export const karakeepSource: ImportSource = {
  format: "karakeep",
  records: (input: ImportInput, context: ImportSourceContext) => karakeepRecords(input, context),
};

const UNLISTED_KEY = "karakeep:unlisted";

async function* karakeepRecords(
  input: ImportInput,
  context: ImportSourceContext,
): AsyncGenerator<ImportRecord> {
  const data = asRecord(parseJson(await readTextFile(filePath(input, "Karakeep")), "Karakeep"));
  if (!data || !Array.isArray(data.bookmarks)) {
    throw new ImportFormatError("The file is not a Karakeep export: it has no “bookmarks” list.");
  }
  const boards = listBoards(Array.isArray(data.lists) ? data.lists : []);
  const pins: ImportedPin[] = [];
  let unlisted = false;
  for (const [index, entry] of data.bookmarks.entries()) {
    const sourceRef = `bookmarks[${index}]`;
    const pin = bookmarkPin(asRecord(entry), sourceRef);
    if (pin === null) continue;
    if (typeof pin === "string") {
      reportSkip(context, sourceRef, pin);
      continue;
    }
    const listIds = Array.isArray(asRecord(entry)?.lists) ? (asRecord(entry)?.lists as unknown[]) : [];
    const keys = [...new Set(listIds.map((id) => `list:${text(id) ?? ""}`))].filter((key) => boards.has(key));
    if (keys.length === 0) {
      unlisted = true;
      keys.push(UNLISTED_KEY);
    }
    for (const boardKey of keys) pins.push({ ...pin, boardKey });
  }
  yield* boards.values();
  if (unlisted) {
    yield { kind: "board", key: UNLISTED_KEY, name: unlistedBoardName("Karakeep"), secret: true };
  }
  yield* pins;
}

/** Manual lists as boards, keyed by list id, named by their path from the top list. */
function listBoards(lists: unknown[]): Map<string, ImportedBoard> {
  const byId = new Map<string, Record<string, unknown>>();
  for (const entry of lists) {
    const list = asRecord(entry);
    const id = text(list?.id);
    if (list && id) byId.set(id, list);
  }
  const boards = new Map<string, ImportedBoard>();
  for (const [id, list] of byId) {
    if (list.type === "smart") continue;
    const name = pathName(id, byId);
    if (!name) continue;
    boards.set(`list:${id}`, {
      kind: "board",
      key: `list:${id}`,
      name,
      ...optional("description", plainOf(text(list.description))),
      secret: true,
    });
  }
  return boards;
}

/** "Parent / Child" from the top list down; a loop of parents stops where it repeats. */
function pathName(id: string, byId: Map<string, Record<string, unknown>>): string | undefined {
  const names: string[] = [];
  const seen = new Set<string>();
  let current: string | undefined = id;
  while (current && !seen.has(current)) {
    seen.add(current);
    const list = byId.get(current);
    if (!list) break;
    const name = plainOf(text(list.name));
    if (name) names.unshift(name);
    current = text(list.parentId);
  }
  return names.length === 0 ? undefined : names.join(" / ");
}

/**
 * A bookmark as a pin (its board filled in by the caller). A link bookmark keeps its URL;
 * a text bookmark (a note) is kept only when its text holds a link, the rest being its
 * description. What is left out answers why (`SkipReason`); asset bookmarks are not in
 * Karakeep's export, and an entry with no content at all is no bookmark (null).
 */
function bookmarkPin(
  bookmark: Record<string, unknown> | undefined,
  sourceRef: string,
): Omit<ImportedPin, "boardKey"> | SkipReason | null {
  const content = asRecord(bookmark?.content);
  if (!bookmark || !content) return null;
  const note = plainOf(text(bookmark.note));
  let link: string | undefined;
  let body: string | undefined;
  if (content.type === "link") {
    link = webUrl(content.url);
  } else if (content.type === "text") {
    body = plainOf(text(content.text));
    link = webUrl(body?.match(/https?:\/\/[^\s<>"']+/)?.[0]);
  }
  if (!link)
    return content.type === "text" ? "importSources.skip.noteWithoutLink" : "importSources.skip.notWebLink";
  const tags = Array.isArray(bookmark.tags) ? bookmark.tags.map((tag) => text(tag) ?? "") : [];
  const description = withHashtags([body, note].filter(Boolean).join("\n\n") || undefined, tags);
  return {
    kind: "pin",
    ...optional("title", plainOf(text(bookmark.title))),
    ...optional("description", description),
    link,
    image: null,
    ...optional("createdAt", parseDate(bookmark.createdAt)),
    sourceRef,
  };
}
