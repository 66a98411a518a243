import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/database.ts";
import { queryRows } from "../platform/db/raw.ts";
import { AppError } from "../platform/http/app-error.ts";
import { DEMO_BOARDS } from "./demo-boards.ts";

/** How many pins to add and how. */
export interface BulkPinOptions {
  pins: number;
  /** Rows per INSERT … SELECT; each batch is its own statement and commit. */
  batchSize: number;
  /** created_at is spread uniformly over this many days before now. */
  spanDays: number;
  /** Called after each batch with the running total. */
  onBatch?: (progress: { batch: number; batches: number; inserted: number; ms: number }) => void;
}

const SUBJECTS = [...new Set(DEMO_BOARDS.flatMap((board) => board.subjects))];
const TAGS = [...new Set(DEMO_BOARDS.flatMap((board) => board.tags))];
const SITES = [...new Set(DEMO_BOARDS.map((board) => board.site))];
const SUFFIXES = ["", " ideas", " inspiration", " for beginners", " we love", " on a budget", " done simply"];

/**
 * Adds pins in bulk for benchmarks with set-based SQL: each batch is one
 * `INSERT … SELECT … FROM generate_series`, drawing a random (board, section) slot among the
 * existing unarchived boards and a random existing image that is not an avatar, so no
 * image work is done. Needs at least one board and one image (seed the demo first).
 * Board and section pin counts move once per batch (the bulk trigger of migration 0008).
 */
export async function insertBulkPins(db: Executor, options: BulkPinOptions): Promise<number> {
  const [pool] = await queryRows<{ slots: number; images: number }>(
    db,
    sql`select (select count(*)::int from (${slotsQuery()}) s) as slots,
               (select count(*)::int from (${poolQuery()}) p) as images`,
  );
  if (!pool || pool.slots === 0 || pool.images === 0) {
    throw new AppError(
      "INVALID_INPUT",
      "Bulk pins need at least one board and one image: seed the demo first",
    );
  }
  const batches = Math.ceil(options.pins / options.batchSize);
  const started = performance.now();
  let inserted = 0;
  for (let batch = 1; batch <= batches; batch++) {
    const size = Math.min(options.batchSize, options.pins - inserted);
    await db.transaction(async (tx) => {
      // Counted per statement, not per row (migration 0008): each board's count moves
      // once per batch.
      await tx.execute(sql`select set_config('corkboard.bulk_pin_insert', 'on', true)`);
      await tx.execute(batchInsert(size, options.spanDays));
    });
    inserted += size;
    options.onBatch?.({ batch, batches, inserted, ms: Math.round(performance.now() - started) });
  }
  return inserted;
}

/** Refreshes the planner's statistics, and the postings' visibility map, after a bulk load. */
export async function analyze(db: Executor): Promise<void> {
  await db.execute(sql`analyze`);
  // Search's walk and word counts are index-only scans (D-072): they need the visibility map
  // of the postings just written, which autovacuum would set only later.
  await db.execute(sql`vacuum search_postings`);
}

// One slot per unarchived board (outside sections) plus one per section, numbered 1..n.
function slotsQuery(): SQL {
  return sql`
    select row_number() over (order by b.id, s.id nulls first)::int as n,
           b.id as board_id, b.owner_id, s.id as section_id
    from boards b
    left join lateral (select null::bigint as id union all select id from board_sections where board_id = b.id) s on true
    where b.archived_at is null`;
}

// Avatars are images too, but nobody pins a profile picture.
function poolQuery(): SQL {
  return sql`
    select row_number() over (order by i.id)::int as n, i.id, i.dominant_color
    from images i
    where not exists (select 1 from users u where u.avatar_image_id = i.id)`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function batchInsert(size: number, spanDays: number): SQL {
  // The random draws live in a subquery's select list: volatile, so evaluated per row.
  return sql`
    with slots as materialized (${slotsQuery()}),
         pool as materialized (${poolQuery()}),
         counts as (select (select count(*) from slots)::int as slots, (select count(*) from pool)::int as images),
         words as (select ${textArray(SUBJECTS)} as subjects, ${textArray(TAGS)} as tags,
                          ${textArray(SITES)} as sites, ${textArray(SUFFIXES)} as suffixes),
         draws as (
           select g,
                  1 + floor(random() * c.slots)::int as slot,
                  1 + floor(random() * c.images)::int as image,
                  1 + floor(random() * cardinality(w.subjects))::int as subject,
                  random() as r
           from generate_series(1, ${size}::int) g, counts c, words w
         )
    insert into pins (pinner_id, board_id, section_id, image_id, title, description, link,
                      dominant_color, created_method, created_at)
    select s.owner_id, s.board_id, s.section_id, p.id,
           initcap(left(w.subjects[d.subject], 1)) || substr(w.subjects[d.subject], 2)
             || w.suffixes[1 + (d.g % cardinality(w.suffixes))],
           w.subjects[d.subject] || '. Saved for later.'
             || case when d.r < 0.4 then ' #' || w.tags[1 + (d.g % cardinality(w.tags))] else '' end,
           case when d.r < 0.85
                then w.sites[1 + (d.g % cardinality(w.sites))] || replace(w.subjects[d.subject], ' ', '-')
           end,
           p.dominant_color, 'seed',
           now() - (random() * ${spanDays}::float8) * interval '1 day'
    from draws d
    cross join words w
    join slots s on s.n = d.slot
    join pool p on p.n = d.image`;
}
