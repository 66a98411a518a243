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
  optional,
  parseDate,
  plainOf,
  text,
  unlistedBoardName,
  webUrl,
  withHashtags,
} from "./source-kit.ts";

/**
 * A Pinry instance, read through its REST API (issue 20, D-055): `/api/v2/boards/` and
 * `/api/v2/pins/` (Django REST framework's limit/offset pages, `{count, next, results}`),
 * a board's pins by `pins__id`, authenticated by `Authorization: Token …`. With a token,
 * the token's owner's boards and pins; without one, what the instance shows anyone.
 *
 * Every request goes through `context.fetchJson` (the SSRF-safe fetcher) and stays on the
 * instance's own origin: a `next` link elsewhere is refused, so the token goes nowhere else.
 */
export const pinrySource: ImportSource = {
  format: "pinry",
  records: (input: ImportInput, context: ImportSourceContext) => pinryRecords(input, context),
};

/** Items a page asks for; Pinry's default page is 50 too. */
const PAGE_SIZE = 50;
/** No import reads more pages than this (500,000 items): a `next` that never ends is cut off. */
const MAX_PAGES = 10_000;
const UNLISTED_KEY = "pinry:unlisted";

type Get = (url: string) => Promise<unknown>;

async function* pinryRecords(input: ImportInput, context: ImportSourceContext): AsyncGenerator<ImportRecord> {
  if (input.kind !== "pinry") throw new ImportFormatError("A Pinry import reads a Pinry instance's address.");
  const base = webUrl(input.baseUrl);
  if (!base) throw new ImportFormatError("The Pinry address must be a web address (http:// or https://).");
  const api = new URL("api/v2/", base.endsWith("/") ? base : `${base}/`);
  const headers: Record<string, string> = input.token ? { Authorization: `Token ${input.token}` } : {};
  const get: Get = (url) => {
    context.signal.throwIfAborted();
    if (new URL(url).origin !== api.origin) {
      throw new ImportFormatError(
        `The Pinry instance's pages lead to another site (${new URL(url).host}); the import stays on ${api.host}.`,
      );
    }
    return context.fetchJson(url, headers);
  };

  const owner = input.token ? await tokenOwner(get, api) : undefined;
  const mine: Record<string, string> = owner ? { submitter__username: owner } : {};
  const seen = new Set<string>();
  for await (const board of pages(get, endpoint(api, "boards/", mine))) {
    const id = text(board.id);
    const name = plainOf(text(board.name));
    if (!id || !name) continue;
    const pins: Record<string, unknown>[] = [];
    for await (const pin of pages(get, endpoint(api, "pins/", { pins__id: id }))) pins.push(pin);
    const record: ImportedBoard = {
      kind: "board",
      key: `boards/${id}`,
      name,
      // Corkboard has no private pin on a public board: a board holding one is kept secret.
      secret: board.private === true || pins.some((pin) => pin.private === true),
      ...optional("createdAt", parseDate(board.published)),
    };
    yield record;
    for (const pin of pins) {
      const pinId = text(pin.id);
      if (pinId) seen.add(pinId);
      yield pinRecord(pin, record.key, api);
    }
  }
  const unlisted: Record<string, unknown>[] = [];
  for await (const pin of pages(get, endpoint(api, "pins/", mine))) {
    const pinId = text(pin.id);
    if (pinId && !seen.has(pinId)) unlisted.push(pin);
  }
  if (unlisted.length === 0) return;
  yield {
    kind: "board",
    key: UNLISTED_KEY,
    name: unlistedBoardName("Pinry"),
    secret: unlisted.some((pin) => pin.private === true),
  };
  for (const pin of unlisted) yield pinRecord(pin, UNLISTED_KEY, api);
}

/** The token's user, from `/api/v2/profile/users/` (a list of the signed-in user). */
async function tokenOwner(get: Get, api: URL): Promise<string> {
  const answer = await get(new URL("profile/users/", api).href);
  const users = Array.isArray(answer) ? answer : (asRecord(answer)?.results as unknown[] | undefined);
  const username = text(asRecord(users?.[0])?.username);
  if (!username) {
    throw new ImportFormatError(
      "The Pinry instance did not accept the token (its profile answered no user). Copy the token from Pinry's profile page again.",
    );
  }
  return username;
}

function endpoint(api: URL, path: string, filters: Record<string, string>): string {
  const url = new URL(path, api);
  for (const [key, value] of Object.entries(filters)) url.searchParams.set(key, value);
  url.searchParams.set("limit", String(PAGE_SIZE));
  url.searchParams.set("offset", "0");
  return url.href;
}

/** Every item of a paged list, following `next` (a bare list is one page). */
async function* pages(get: Get, first: string): AsyncGenerator<Record<string, unknown>> {
  let url: string | undefined = first;
  const visited = new Set<string>();
  while (url && !visited.has(url)) {
    if (visited.size >= MAX_PAGES) {
      throw new ImportFormatError(
        `The Pinry instance's list goes on past ${MAX_PAGES} pages; the import stops.`,
      );
    }
    visited.add(url);
    const answer = await get(url);
    const page = asRecord(answer);
    const items = Array.isArray(answer) ? answer : page?.results;
    if (!Array.isArray(items)) {
      throw new ImportFormatError(
        `The address does not answer like a Pinry instance (${new URL(url).pathname} gave no list of results).`,
      );
    }
    for (const item of items) {
      const row = asRecord(item);
      if (row) yield row;
    }
    const next = Array.isArray(answer) ? undefined : text(page?.next);
    url = next ? new URL(next, url).href : undefined;
  }
}

/**
 * A Pinry pin: its description (and tags) and the page it came from (`referer`); its image
 * as the instance stores it, else the address it was taken from (`url`). Pinry pins have
 * no title and the API gives no date.
 */
function pinRecord(pin: Record<string, unknown>, boardKey: string, api: URL): ImportedPin {
  const tags = Array.isArray(pin.tags) ? pin.tags.map((tag) => text(tag) ?? "") : [];
  const stored = webUrl(asRecord(pin.image)?.image, api.href);
  const image = stored ?? webUrl(pin.url);
  return {
    kind: "pin",
    boardKey,
    ...optional("description", withHashtags(plainOf(text(pin.description)), tags)),
    ...optional("link", webUrl(pin.referer)),
    image: image ? { kind: "url", url: image } : null,
    sourceRef: text(pin.resource_link) ?? `pins/${text(pin.id) ?? "?"}`,
  };
}
