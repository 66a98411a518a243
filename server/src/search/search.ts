import {
  decodeRankBookmark,
  type EndpointData,
  encodeRankBookmark,
  type RankPosition,
  type SearchAdvisory,
  type searchAutocompleteEndpoint,
  type searchEndpoint,
  type searchTypeaheadEndpoint,
} from "@corkboard/core/contract";
import { advisoryEffect } from "@corkboard/core/labels";
import { type SearchTerms, searchTerms } from "@corkboard/core/search";
import type { z } from "zod";
import { findBoardCovers } from "../boards/index.ts";
import { presentPinSummary } from "../pins/index.ts";
import { searchingViewerId, type Viewer } from "../platform/auth/viewer.ts";
import type { Executor } from "../platform/db/index.ts";
import { AppError } from "../platform/http/app-error.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { presentBoardHit, presentPersonHit } from "./presenter.ts";
import { rankPinsStrictFirst } from "./rank-pins.ts";
import * as repo from "./repo.ts";
import { anyFilter, readShoppingFilters } from "./shopping-filters.ts";
import * as suggestions from "./suggestions-repo.ts";

/** The advisory a query raises, if any (the labels feature's, handed in by the composition root). */
export type AdvisoryLookup = (query: string) => Promise<SearchAdvisory | null>;

type SearchQuery = z.output<(typeof searchEndpoint)["query"]>;
type SearchAnswer = EndpointData<typeof searchEndpoint>;
type Suggestion = EndpointData<typeof searchAutocompleteEndpoint>[number];
type TypeaheadQuery = z.output<(typeof searchTypeaheadEndpoint)["query"]>;
type AutocompleteQuery = z.output<(typeof searchAutocompleteEndpoint)["query"]>;

/** Suggestions offered at most (SEARCH-011, SEARCH-013). */
const MAX_SUGGESTIONS = 5;

const yes = (flag: string) => flag === "true" || flag === "1";

/**
 * Search (IMPL-035, IMPL-036, D-032): pins, boards and people, ranked by text relevance,
 * saves and recency; paged by (score, id). Who may see what is the boards policy's
 * (`canListBoardSql`); this service reads the query and shapes the answer.
 */
export class SearchService {
  readonly #db: Executor;
  readonly #urls: ImageUrls;
  readonly #advisoryFor: AdvisoryLookup;

  constructor(db: Executor, urls: ImageUrls, advisoryFor: AdvisoryLookup = async () => null) {
    this.#db = db;
    this.#urls = urls;
    this.#advisoryFor = advisoryFor;
  }

  /** A page of results for the scope (SEARCH-005); `ref` and `os` are never read (SEARCH-010). */
  async search(viewer: Viewer | null, query: SearchQuery): Promise<SearchAnswer> {
    const terms = searchTerms(query.q);
    const after = query.bookmark === undefined ? null : decodeRankBookmark(query.bookmark);
    if (query.bookmark !== undefined && after === null) {
      throw new AppError("INVALID_INPUT", "Invalid bookmark", { detail: "bookmark is invalid" });
    }
    const empty = { results: [], bookmark: null, advisory: null };
    if (terms === null) {
      // Nothing to look for (empty, spaces or punctuation only): an empty page, not an error.
      return { scope: query.scope, ...empty } as SearchAnswer;
    }
    // SEARCH-038…040 (D-035): the query's advisory travels with every page; an ABUSIVE one
    // answers no results at all, so no client can list what the notice stands in for.
    const advisory = await this.#advisoryFor(query.q);
    if (advisory && !advisoryEffect(advisory.severity).results) {
      return { scope: query.scope, ...empty, advisory } as SearchAnswer;
    }
    const page = { viewerId: searchingViewerId(viewer), after, limit: query.page_size + 1 };
    switch (query.scope) {
      case "pins": {
        const filters = readShoppingFilters(query);
        const { hits, strict } = await rankPinsStrictFirst(this.#db, terms, { ...page, filters });
        // Only an unfiltered search counts as what people search (SEARCH-011).
        if (after === null && !anyFilter(filters)) await this.#record(terms, hits);
        const rows = byId(
          await repo.findPinRows(
            this.#db,
            kept(hits, query.page_size).map((hit) => hit.id),
          ),
        );
        return {
          scope: "pins",
          ...this.#page(
            hits,
            query.page_size,
            (id) => rows.get(id),
            (row) => presentPinSummary(row, this.#urls),
            strict,
          ),
          advisory,
        };
      }
      case "boards": {
        const hits = await repo.rankBoards(this.#db, terms, page);
        const ids = kept(hits, query.page_size).map((hit) => hit.id);
        const [rows, covers] = await Promise.all([
          repo.findBoardHits(this.#db, ids).then(byId),
          findBoardCovers(this.#db, ids, 1),
        ]);
        const present = (row: repo.BoardHitRow) => presentBoardHit(row, covers.get(row.id)?.[0], this.#urls);
        return {
          scope: "boards",
          ...this.#page(hits, query.page_size, (id) => rows.get(id), present),
          advisory,
        };
      }
      case "people": {
        const hits = await repo.rankPeople(this.#db, terms, page);
        const rows = byId(
          await repo.findPersonHits(
            this.#db,
            kept(hits, query.page_size).map((hit) => hit.id),
          ),
        );
        return {
          scope: "people",
          ...this.#page(
            hits,
            query.page_size,
            (id) => rows.get(id),
            (row) => presentPersonHit(row, this.#urls),
          ),
          advisory,
        };
      }
    }
  }

  /**
   * Search box suggestions (SEARCH-011, SEARCH-012): queries people searched, public board
   * names and hashtags that start with what was typed, at most 5, most used first; never a
   * secret board's name or a tag used only on secret boards.
   */
  async autocomplete(query: AutocompleteQuery): Promise<Suggestion[]> {
    const rows = counted(await this.#suggestionRows(query.q));
    return yes(query.show_pin_count) ? rows : rows.map((row) => ({ query: row.query }));
  }

  /** Searched queries, public board names and hashtags starting with the text (a '#' text: hashtags). */
  async #suggestionRows(text: string): Promise<suggestions.SuggestionRow[]> {
    const prefix = text.trim().replace(/\s+/g, " ");
    if (prefix === "" || prefix === "#") return [];
    const tag = prefix.startsWith("#") ? prefix.slice(1) : null;
    const [searched, boards, tags] = await Promise.all([
      tag === null ? suggestions.popularQueriesByPrefix(this.#db, prefix, MAX_SUGGESTIONS) : [],
      tag === null ? suggestions.boardNamesByPrefix(this.#db, prefix, MAX_SUGGESTIONS) : [],
      suggestions.hashtagsByPrefix(this.#db, tag ?? prefix, MAX_SUGGESTIONS),
    ]);
    return [...searched, ...boards, ...tags];
  }

  /**
   * The composer typeahead (SEARCH-015, SEARCH-016): a term starting with '#' suggests
   * hashtags by use (LABEL-015), any other term what the search box would. Only suggestions
   * that find pins, each with a query (LABEL-014), at most `count`.
   */
  async typeahead(query: TypeaheadQuery): Promise<suggestions.SuggestionRow[]> {
    const term = query.term.trim();
    if (term === "" || term === "#") return [];
    const found = term.startsWith("#")
      ? await suggestions.hashtagsByPrefix(this.#db, term.slice(1), query.count)
      : await this.#suggestionRows(term);
    return counted(found).slice(0, query.count);
  }

  /** Counts a first-page search that found pins anyone may see (D-032). */
  async #record(terms: SearchTerms, hits: repo.RankedHit[]): Promise<void> {
    const publicCount = hits[0]?.public_count ?? 0;
    if (publicCount > 0) await repo.recordQuery(this.#db, terms.phrase, publicCount);
  }

  #page<Row, Item>(
    hits: repo.RankedHit[],
    pageSize: number,
    rowOf: (id: string) => Row | undefined,
    present: (row: Row) => Item,
    strict = false,
  ): { results: Item[]; bookmark: string | null } {
    const shown = kept(hits, pageSize);
    const last = shown.at(-1);
    const results: Item[] = [];
    for (const hit of shown) {
      const row = rowOf(hit.id);
      // A row gone between the two reads (deleted meanwhile) is left out.
      if (row !== undefined) results.push(present(row));
    }
    const position: RankPosition | null = last ? { score: last.score, id: last.id, strict } : null;
    return {
      results,
      bookmark: hits.length > pageSize && position ? encodeRankBookmark(position) : null,
    };
  }
}

function kept(hits: repo.RankedHit[], pageSize: number): repo.RankedHit[] {
  return hits.slice(0, pageSize);
}

function byId<Row extends { id: string }>(rows: Row[]): Map<string, Row> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Distinct suggestions (case- and accent-blind), most pins first, at most five (SEARCH-013). */
function counted(rows: suggestions.SuggestionRow[]): suggestions.SuggestionRow[] {
  const seen = new Set<string>();
  const sorted = rows
    .map((row) => ({ query: row.query, pin_count: Number(row.pin_count) }))
    .sort((a, b) => b.pin_count - a.pin_count);
  const list: suggestions.SuggestionRow[] = [];
  for (const row of sorted) {
    const key = row.query.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    if (row.query === "" || seen.has(key)) continue;
    seen.add(key);
    list.push(row);
    if (list.length === MAX_SUGGESTIONS) break;
  }
  return list;
}
