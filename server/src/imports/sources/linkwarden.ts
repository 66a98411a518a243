import {
  type ImportedBoard,
  type ImportedPin,
  type ImportedSection,
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
  webUrl,
  withHashtags,
} from "./source-kit.ts";

/**
 * Linkwarden's JSON backup (issue 20, D-055): its user row with `collections[]`, each with
 * `links[]` and their `tags[]`. A top collection becomes a board (secret unless Linkwarden
 * made it public); a sub-collection at any depth becomes a section of its top collection's
 * board, titled by its path below it ("Frontend / Frameworks"), since Corkboard sections do
 * not nest. Links become pins; a preview image is read only when the backup holds it as an
 * address (Linkwarden's own export leaves previews out).
 */
export const linkwardenSource: ImportSource = {
  format: "linkwarden",
  records: (input: ImportInput, context: ImportSourceContext) => linkwardenRecords(input, context),
};

interface Collection {
  id: string;
  index: number;
  row: Record<string, unknown>;
  parentId: string | undefined;
}

async function* linkwardenRecords(
  input: ImportInput,
  context: ImportSourceContext,
): AsyncGenerator<ImportRecord> {
  const data = asRecord(parseJson(await readTextFile(filePath(input, "Linkwarden")), "Linkwarden"));
  if (!data || !Array.isArray(data.collections)) {
    throw new ImportFormatError("The file is not a Linkwarden export: it has no “collections” list.");
  }
  const collections = new Map<string, Collection>();
  for (const [index, entry] of data.collections.entries()) {
    const row = asRecord(entry);
    if (!row) continue;
    const id = text(row.id) ?? `#${index}`;
    collections.set(id, { id, index, row, parentId: text(row.parentId) });
  }
  const boards: ImportedBoard[] = [];
  const sections: ImportedSection[] = [];
  const pins: ImportedPin[] = [];
  for (const collection of collections.values()) {
    const chain = ancestry(collection, collections);
    const top = chain[0] as Collection;
    const boardKey = `collection:${top.id}`;
    const name = nameOf(top);
    if (top === collection) {
      boards.push({
        kind: "board",
        key: boardKey,
        name,
        ...optional("description", plainOf(text(top.row.description))),
        // Linkwarden shows a collection to its owner and members only unless it is public.
        secret: top.row.isPublic !== true,
        ...optional("createdAt", parseDate(top.row.createdAt)),
      });
    } else {
      sections.push({
        kind: "section",
        key: `collection:${collection.id}`,
        boardKey,
        title: chain.slice(1).map(nameOf).join(" / "),
        ...optional("createdAt", parseDate(collection.row.createdAt)),
      });
    }
    const links = Array.isArray(collection.row.links) ? collection.row.links : [];
    for (const [index, entry] of links.entries()) {
      const sourceRef = `collections[${collection.index}].links[${index}]`;
      const pin = linkPin(asRecord(entry), sourceRef);
      if (pin === null) continue;
      if (typeof pin === "string") {
        reportSkip(context, sourceRef, pin);
        continue;
      }
      pins.push({
        ...pin,
        boardKey,
        ...(top === collection ? {} : { sectionKey: `collection:${collection.id}` }),
      });
    }
  }
  yield* boards;
  yield* sections;
  yield* pins;
}

/**
 * The collection's ancestors from the top one down to it. A missing parent ends the chain;
 * a loop of parents is broken at the member that comes first in the file, which is a top.
 */
function ancestry(collection: Collection, collections: Map<string, Collection>): Collection[] {
  const chain = [collection];
  let current = collection;
  while (current.parentId && !isLoopTop(current, collections)) {
    const parent = collections.get(current.parentId);
    if (!parent || chain.includes(parent)) break;
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}

/** Whether the collection's parents lead back to it, and it comes first in the file among them. */
function isLoopTop(collection: Collection, collections: Map<string, Collection>): boolean {
  const loop: Collection[] = [];
  let current: Collection | undefined = collection;
  while (current && !loop.includes(current)) {
    loop.push(current);
    current = current.parentId ? collections.get(current.parentId) : undefined;
  }
  if (current !== collection) return false;
  return loop.every((member) => member.index >= collection.index);
}

function nameOf(collection: Collection): string {
  return plainOf(text(collection.row.name)) ?? `Collection ${collection.id}`;
}

/**
 * A link as a pin (its board filled in by the caller). An uploaded file (no url) and a url
 * that is no web address are left out, answering why; a non-object entry is nothing (null).
 */
function linkPin(
  link: Record<string, unknown> | undefined,
  sourceRef: string,
): Omit<ImportedPin, "boardKey"> | SkipReason | null {
  if (!link) return null;
  const url = webUrl(link.url);
  if (!url) return text(link.url) ? "importSources.skip.notWebLink" : "importSources.skip.uploadedFile";
  const tags = Array.isArray(link.tags) ? link.tags.map((tag) => text(asRecord(tag)?.name ?? tag) ?? "") : [];
  const image = webUrl(link.image) ?? webUrl(link.preview);
  return {
    kind: "pin",
    ...optional("title", plainOf(text(link.name))),
    ...optional("description", withHashtags(plainOf(text(link.description)), tags)),
    link: url,
    image: image ? { kind: "url", url: image } : null,
    // importDate is when the link was first saved, elsewhere, before Linkwarden imported it.
    ...optional("createdAt", parseDate(link.importDate) ?? parseDate(link.createdAt)),
    sourceRef,
  };
}
