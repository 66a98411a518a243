// The follow graph of the follow-feed bench: creators with a board each, a celebrity
// followed by every other creator (D-069), and viewers' follows drawn afresh per run.
// Prepared once on a bench database and reused by later runs.
import type pg from "pg";
import type { BenchSession } from "./session.ts";

/** Usernames of the bench's creators; the first is the celebrity. */
export const CREATOR_PREFIX = "bench_creator_";
/** The celebrity creator's username. */
export const CELEBRITY = `${CREATOR_PREFIX}1`;

/** A single count answered by `sqlText` (which selects `n` as text). */
export async function count(client: pg.Client, sqlText: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(sqlText);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Creators up to `targetUsers` people, each with one public board, made before the bulk
 * pins so the pins spread over them (the bulk insert draws a random board per pin).
 */
export async function ensureCreators(client: pg.Client, targetUsers: number): Promise<void> {
  const have = await count(client, "select count(*)::text as n from users");
  const missing = targetUsers - have;
  if (missing <= 0) return;
  const started = performance.now();
  const first = await count(
    client,
    `select count(*)::text as n from users where username like '${CREATOR_PREFIX}%'`,
  );
  await client.query(
    `insert into users (username, full_name, email, email_verified, country, avatar_color_index, created_at)
     select '${CREATOR_PREFIX}' || g, 'Creator ' || g, '${CREATOR_PREFIX}' || g || '@example.com', true, 'US',
            g % 8, now() - interval '200 days'
     from generate_series($1::int, $2::int) g`,
    [first + 1, first + missing],
  );
  await client.query(
    `insert into boards (owner_id, name, slug)
     select u.id, 'Ideas', 'ideas' from users u
     where u.username like '${CREATOR_PREFIX}%' and not exists (select 1 from boards b where b.owner_id = u.id)`,
  );
  console.log(
    `${missing.toLocaleString("en")} creators made in ${Math.round(performance.now() - started)} ms`,
  );
}

/**
 * The celebrity (D-069): the first creator, followed by every other creator (far above the
 * 10,000-follower default threshold at 20,000+ creators), with `celebrityPins` pins spread
 * over the same year as the bulk pins. Answers their id.
 */
export async function ensureCelebrity(client: pg.Client, celebrityPins: number): Promise<string> {
  const { rows } = await client.query<{ id: string }>("select id::text from users where username = $1", [
    CELEBRITY,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error("no celebrity creator");
  await client.query(
    `insert into follows (follower_id, followee_id)
     select u.id, $1::bigint from users u where u.username like '${CREATOR_PREFIX}%' and u.id <> $1::bigint
     on conflict do nothing`,
    [id],
  );
  const missing =
    celebrityPins - (await count(client, `select count(*)::text as n from pins where pinner_id = ${id}`));
  if (missing > 0)
    await client.query(
      `insert into pins (pinner_id, board_id, image_id, title, description, link, dominant_color, created_method, created_at)
       select $1::bigint, (select id from boards where owner_id = $1::bigint limit 1), p.image_id, p.title,
              p.description, p.link, p.dominant_color, 'seed', now() - (random() * 365) * interval '1 day'
       from pins p where p.pinner_id <> $1::bigint limit $2`,
      [id, missing],
    );
  return id;
}

/** Each viewer follows exactly `follows` random creators, drawn afresh (earlier runs' follows dropped). */
export async function drawFollows(
  client: pg.Client,
  sessions: BenchSession[],
  follows: number,
  celebrityId: string | null,
): Promise<void> {
  for (const session of sessions) {
    await client.query("delete from follows where follower_id = $1", [session.userId]);
    // With a celebrity: them, and `follows` - 1 others.
    await client.query(
      `insert into follows (follower_id, followee_id)
       select $1::bigint, u.id from users u
       where u.username like '${CREATOR_PREFIX}%' and u.id <> coalesce($3::bigint, 0)
       order by random() limit $2`,
      [session.userId, celebrityId ? follows - 1 : follows, celebrityId],
    );
    if (celebrityId)
      await client.query("insert into follows (follower_id, followee_id) values ($1, $2)", [
        session.userId,
        celebrityId,
      ]);
    // Follows written by SQL bypass the backfill: the materialised feed is built again below.
    await client.query("delete from feed_viewers where viewer_id = $1", [session.userId]);
    await client.query("delete from feed_items where viewer_id = $1", [session.userId]);
  }
  // As autovacuum would: the planner then knows how many people each viewer follows.
  await client.query("analyze follows");
}
