import type { EndpointData, searchEndpoint } from "@corkboard/core/contract";
import {
  searchEndpoint as search,
  searchAutocompleteEndpoint,
  searchTypeaheadEndpoint,
} from "@corkboard/core/contract";
import type { Database } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";
import { getJson, type TestBrowser } from "../test/inject.ts";
import type { TestApp } from "../test/test-app.ts";

/** The search answer, any scope. */
export type SearchAnswer = EndpointData<typeof searchEndpoint>;
export type PinsAnswer = Extract<SearchAnswer, { scope: "pins" }>;

export const SEARCH = search.path;
export const AUTOCOMPLETE = searchAutocompleteEndpoint.path;
export const TYPEAHEAD = searchTypeaheadEndpoint.path;

/** Searches logged out, or as a signed-in browser. */
export async function searchAs(t: TestApp, who: TestBrowser | null, query: Record<string, string>) {
  return who ? who.get<SearchAnswer>(SEARCH, query) : getJson<SearchAnswer>(t.app, SEARCH, query);
}

/** The titles of the pins a search finds (first page), logged out or as a browser. */
export async function pinTitles(
  t: TestApp,
  who: TestBrowser | null,
  q: string,
  extra: Record<string, string> = {},
) {
  const { status, body } = await searchAs(t, who, { q, ...extra });
  if (status !== 200)
    throw new Error(`search ${JSON.stringify(q)} answered ${status}: ${JSON.stringify(body)}`);
  const data = body.resource_response.data;
  if (data.scope !== "pins") throw new Error("not a pins answer");
  return data.results.map((pin) => pin.title);
}

/** Links pins to a hashtag as a save does (pin_hashtags and the tag's count). */
export async function tagPins(db: Database, tag: string, pinIds: string[]): Promise<void> {
  await db.insert(schema.hashtags).values({ tag, pinCount: pinIds.length }).onConflictDoNothing();
  await db.insert(schema.pinHashtags).values(pinIds.map((pinId) => ({ pinId, tag })));
}
