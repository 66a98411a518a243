// Issue 15 "Measured", quality: the judged query set of bench/search-queries.ts over a
// generated corpus with known answers plus real-world titles, on an embedded database
// (PGlite, the server's own migrations), ranked by Corkboard's search (the search repo's
// rankPinsStrictFirst with the query read by searchTerms, as the search endpoint does) and by a plain
// `ILIKE '%q%'` over title and description (newest first) in the same run on the same
// data: nDCG@10 and recall@50, overall and by query class.
//   npm run bench -- search-quality

import { sql } from "drizzle-orm";
import { searchTerms, strictTerms } from "../core/src/search/terms.ts";
import { openDatabase } from "../server/src/platform/db/database.ts";
import { schema } from "../server/src/platform/db/index.ts";
import { queryRows } from "../server/src/platform/db/raw.ts";
import { rankPinsStrictFirst } from "../server/src/search/rank-pins.ts";
import { rankPins } from "../server/src/search/repo.ts";
import { NO_FILTERS } from "../server/src/search/shopping-filters.ts";
import {
  ADJECTIVES,
  GENERATED_PINS,
  GENERATED_QUERIES,
  type JudgedQuery,
  NOUNS,
  REAL_PINS,
  REAL_QUERIES,
  SUFFIXES,
} from "./search-queries.ts";
import { writeResult } from "./support/report.ts";

const TARGET = 0.85;

/** A small seeded generator, so every run builds the same corpus. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = generator(15);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const DAY_MS = 86_400_000;
const now = Date.UTC(2026, 10, 1);
const someDay = () => new Date(now - Math.floor(random() * 365 * DAY_MS));

interface CorpusPin {
  key: string;
  title: string;
  description: string;
  link: string | null;
  tags: string[];
  adjective: string | null;
  noun: string | null;
}

function corpus(): CorpusPin[] {
  const pins: CorpusPin[] = [];
  for (let n = 0; n < GENERATED_PINS; n++) {
    const adjective = pick(ADJECTIVES);
    const noun = pick(NOUNS);
    pins.push({
      key: `g${n}`,
      title: `${adjective[0]?.toUpperCase()}${adjective.slice(1)} ${noun}${pick(SUFFIXES)}`,
      description: pick(["Saved from a home tour.", "Before and after.", "Photos by the owner.", ""]),
      link: random() < 0.8 ? `https://example-home.com/p/${n}` : null,
      tags: [],
      adjective,
      noun,
    });
  }
  for (const pin of REAL_PINS) {
    pins.push({
      key: pin.key,
      title: pin.title,
      description: pin.description,
      link: pin.link ?? null,
      tags: pin.tags ?? [],
      adjective: null,
      noun: null,
    });
  }
  // Real-world pins among the generated ones, in no particular order of age.
  return pins;
}

/** The judgements of a generated query: pins whose title has its adjective and noun. */
function judgeGenerated(pins: CorpusPin[]): JudgedQuery[] {
  return GENERATED_QUERIES.map((query) => {
    const relevant: Record<string, 2> = {};
    for (const pin of pins) {
      if (pin.noun === query.noun && (query.adjective === null || pin.adjective === query.adjective)) {
        relevant[pin.key] = 2;
      }
    }
    return { q: query.q, class: query.class, relevant };
  });
}

/** nDCG@10 with gains 2^grade − 1. */
function ndcgAt10(ranked: string[], relevant: Record<string, number>): number {
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = ranked
    .slice(0, 10)
    .reduce((sum, key, i) => sum + gain(relevant[key] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevant)
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

/** Relevant pins in the first 50, over min(relevant, 50) (so a query with 150 answers can reach 1). */
function recallAt50(ranked: string[], relevant: Record<string, number>): number {
  const wanted = Object.keys(relevant);
  const found = ranked.slice(0, 50).filter((key) => (relevant[key] ?? 0) > 0).length;
  return wanted.length === 0 ? 0 : found / Math.min(wanted.length, 50);
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);

const database = await openDatabase({ kind: "pglite", dataDir: null });
const db = database.db;
try {
  const started = performance.now();
  const [owner] = await db
    .insert(schema.users)
    .values({ username: "bench_search", fullName: "Bench Search", country: "US" })
    .returning();
  const [image] = await db
    .insert(schema.images)
    .values({
      storageKey: "bench/search",
      width: 736,
      height: 1104,
      dominantColor: "#a1b2c3",
      format: "jpeg",
      bytes: 1000,
      signature: "bench-search",
    })
    .returning();
  if (!owner || !image) throw new Error("bench owner or image not made");
  const boards = await db
    .insert(schema.boards)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        ownerId: owner.id,
        name: `Saved ${i + 1}`,
        slug: `saved-${i + 1}`,
      })),
    )
    .returning();
  const pins = corpus();
  const idOf = new Map<string, string>();
  const keyOf = new Map<string, string>();
  // Shuffled, so neither part is all newer than the other.
  const order = pins.map((pin) => ({ pin, r: random() })).sort((a, b) => a.r - b.r);
  for (let i = 0; i < order.length; i += 500) {
    const chunk = order.slice(i, i + 500).map(({ pin }) => pin);
    const rows = await db
      .insert(schema.pins)
      .values(
        chunk.map((pin) => ({
          pinnerId: owner.id,
          boardId: pick(boards).id,
          imageId: image.id,
          title: pin.title,
          description: pin.description,
          link: pin.link,
          dominantColor: "#a1b2c3",
          createdMethod: "seed" as const,
          createdAt: someDay(),
        })),
      )
      .returning({ id: schema.pins.id });
    rows.forEach((row, j) => {
      const key = chunk[j]?.key ?? "";
      idOf.set(key, row.id);
      keyOf.set(row.id, key);
    });
  }
  const tagged = new Map<string, string[]>();
  for (const pin of pins)
    for (const tag of pin.tags) tagged.set(tag, [...(tagged.get(tag) ?? []), idOf.get(pin.key) ?? ""]);
  for (const [tag, ids] of tagged) {
    await db.insert(schema.hashtags).values({ tag, pinCount: ids.length });
    await db.insert(schema.pinHashtags).values(ids.map((pinId) => ({ pinId, tag })));
  }
  await db.execute(sql`analyze`);
  console.log(`corpus: ${pins.length} pins in ${Math.round(performance.now() - started)} ms`);

  const queries = [...REAL_QUERIES, ...judgeGenerated(pins)];
  const keys = (ids: string[]) => ids.map((id) => keyOf.get(id) ?? id);

  async function corkboard(q: string): Promise<string[]> {
    const terms = searchTerms(q);
    if (terms === null) return [];
    const { hits } = await rankPinsStrictFirst(db, terms, {
      viewerId: "0",
      after: null,
      limit: 50,
      filters: NO_FILTERS,
    });
    return keys(hits.map((hit) => hit.id));
  }

  async function ilike(q: string): Promise<string[]> {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select id::text as id from pins
        where title ilike ${pattern} or description ilike ${pattern}
        order by created_at desc, id desc limit 50`,
    );
    return keys(rows.map((row) => row.id));
  }

  interface Scored {
    q: string;
    class: string;
    relevant: number;
    corkboard: { ndcg10: number; recall50: number; top3: string[] };
    ilike: { ndcg10: number; recall50: number };
    loose: { ndcg10: number; recall50: number };
    strict: { ndcg10: number; recall50: number };
  }

  // The strict terms whenever they find anything (D-038), the full terms only when they find
  // nothing: what a large corpus, where common queries pass STRICT_ENOUGH, gets. This corpus
  // is too small for most queries to reach the threshold, so this column shows its cost.
  async function strictWhenFound(q: string): Promise<string[]> {
    const terms = searchTerms(q);
    if (terms === null) return [];
    const page = { viewerId: "0", after: null, limit: 50, filters: NO_FILTERS };
    const strict = await rankPins(db, strictTerms(terms), page);
    return keys((strict.length > 0 ? strict : await rankPins(db, terms, page)).map((hit) => hit.id));
  }
  // The same search with typo tolerance loosened from word similarity 0.6 (pg_trgm's
  // default, what D-032 ships) to 0.5: one edit in a word of six to eight letters scores
  // 0.57–0.58 ("avocdo" / "avocado"). Measured beside, not shipped.
  async function loose(q: string): Promise<string[]> {
    await db.execute(sql`set pg_trgm.word_similarity_threshold = 0.5`);
    try {
      return await corkboard(q);
    } finally {
      await db.execute(sql`reset pg_trgm.word_similarity_threshold`);
    }
  }

  const scored: Scored[] = [];
  for (const query of queries) {
    const ours = await corkboard(query.q);
    const theirs = await ilike(query.q);
    const loosened = await loose(query.q);
    const strictly = await strictWhenFound(query.q);
    scored.push({
      q: query.q.length > 60 ? `${query.q.slice(0, 57)}…` : query.q,
      class: query.class,
      relevant: Object.keys(query.relevant).length,
      corkboard: {
        ndcg10: round(ndcgAt10(ours, query.relevant)),
        recall50: round(recallAt50(ours, query.relevant)),
        top3: ours.slice(0, 3),
      },
      ilike: {
        ndcg10: round(ndcgAt10(theirs, query.relevant)),
        recall50: round(recallAt50(theirs, query.relevant)),
      },
      loose: {
        ndcg10: round(ndcgAt10(loosened, query.relevant)),
        recall50: round(recallAt50(loosened, query.relevant)),
      },
      strict: {
        ndcg10: round(ndcgAt10(strictly, query.relevant)),
        recall50: round(recallAt50(strictly, query.relevant)),
      },
    });
  }

  const classes = [...new Set(scored.map((row) => row.class))];
  const summary = [...classes, "all"].map((name) => {
    const rows = name === "all" ? scored : scored.filter((row) => row.class === name);
    return {
      class: name,
      queries: rows.length,
      "Corkboard nDCG@10": round(mean(rows.map((row) => row.corkboard.ndcg10))),
      "ILIKE nDCG@10": round(mean(rows.map((row) => row.ilike.ndcg10))),
      "Corkboard recall@50": round(mean(rows.map((row) => row.corkboard.recall50))),
      "ILIKE recall@50": round(mean(rows.map((row) => row.ilike.recall50))),
      "similarity 0.5 nDCG@10": round(mean(rows.map((row) => row.loose.ndcg10))),
      "similarity 0.5 recall@50": round(mean(rows.map((row) => row.loose.recall50))),
      "strict when found nDCG@10": round(mean(rows.map((row) => row.strict.ndcg10))),
      "strict when found recall@50": round(mean(rows.map((row) => row.strict.recall50))),
    };
  });
  console.table(
    scored
      .filter((row) => row.corkboard.ndcg10 < 1)
      .map((row) => ({
        q: row.q,
        class: row.class,
        nDCG: row.corkboard.ndcg10,
        recall: row.corkboard.recall50,
        top3: row.corkboard.top3.join(" "),
      })),
  );
  console.table(summary);
  const overall = summary.at(-1)?.["Corkboard nDCG@10"] ?? 0;
  console.log(`Corkboard nDCG@10 ${overall} (target ≥ ${TARGET}: ${overall >= TARGET ? "met" : "not met"})`);
  writeResult("search-quality", {
    pins: pins.length,
    queries: scored.length,
    target: TARGET,
    summary,
    perQuery: scored,
  });
} finally {
  await database.close();
}
