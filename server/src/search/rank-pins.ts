import { type SearchTerms, STRICT_ENOUGH, strictTerms } from "@corkboard/core/search";
import type { Executor } from "../platform/db/index.ts";
import { countListedToAnyone, type RankedHit, rankPins } from "./repo.ts";
import { anyFilter } from "./shopping-filters.ts";

/**
 * Ranks pins over the strict terms when they find enough (D-038): a common word then never
 * pays for the substring and typo branches' trigram candidates. Fewer than STRICT_ENOUGH
 * pins anyone may see (a typo, a rare word) ranks over the full terms instead. The first page
 * decides; its bookmark carries the choice (`after.strict`) to the next pages, so paging
 * never mixes the two. A hashtag query is exact already. Whether the strict terms find enough
 * is a question about the words, so the shopping filters do not enter it (D-066): a filter
 * that narrows a common word's pins to a few does not make its words typos.
 */
export async function rankPinsStrictFirst(
  db: Executor,
  terms: SearchTerms,
  page: Parameters<typeof rankPins>[2],
): Promise<{ hits: RankedHit[]; strict: boolean }> {
  if (page.after !== null) {
    const strict = page.after.strict === true;
    return { hits: await rankPins(db, strict ? strictTerms(terms) : terms, page), strict };
  }
  if (terms.hashtag === null) {
    const strict = strictTerms(terms);
    const hits = await rankPins(db, strict, page);
    if ((hits[0]?.public_count ?? 0) >= STRICT_ENOUGH) return { hits, strict: true };
    if (anyFilter(page.filters) && (await countListedToAnyone(db, strict, STRICT_ENOUGH)) >= STRICT_ENOUGH) {
      return { hits, strict: true };
    }
  }
  return { hits: await rankPins(db, terms, page), strict: false };
}
