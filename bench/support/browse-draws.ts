// Random public pins, boards (with the bookmark of their second page), sections and people,
// drawn once from a seeded database for the browse benches (hot-reads, embedded-reads).
import { encodeBookmark } from "../../core/src/contract/bookmark.ts";

/** Runs one SQL text and answers its rows (each bench has its own client). */
export type DrawQuery = <T>(text: string) => Promise<T[]>;

/** A board drawn with the bookmark of its second page (null when it has none). */
export interface DrawnBoard {
  id: string;
  slug: string;
  username: string;
  bookmark: string | null;
}

/** `pinCount` random public pins and every public board, section and board owner. */
export async function drawBrowseSamples(query: DrawQuery, pinCount: number, pageSize: number) {
  const pinIds = (
    await query<{ id: string }>(`select p.id::text as id from pins p join boards b on b.id = p.board_id
      where b.privacy = 'public' and b.archived_at is null order by random() limit ${pinCount}`)
  ).map((row) => row.id);
  const boards: DrawnBoard[] = (
    await query<{ id: string; slug: string; username: string; later: string | null }>(
      `select b.id::text as id, b.slug, u.username,
       (select json_build_object('createdAt', p.created_at, 'id', p.id::text)::text from pins p
        where p.board_id = b.id and p.section_id is null order by p.created_at desc, p.id desc
        offset ${pageSize - 1} limit 1) as later
     from boards b join users u on u.id = b.owner_id
     where b.privacy = 'public' and b.archived_at is null and b.pin_count > ${2 * pageSize}`,
    )
  ).map(({ later, ...board }) => {
    const position = later === null ? null : (JSON.parse(later) as { createdAt: string; id: string });
    return {
      ...board,
      bookmark:
        position &&
        encodeBookmark({ createdAt: new Date(position.createdAt).toISOString(), id: position.id }),
    };
  });
  const sections = await query<{ id: string; board_id: string }>(
    `select s.id::text as id, s.board_id::text from board_sections s join boards b on b.id = s.board_id
     where b.privacy = 'public' and b.archived_at is null`,
  );
  const people = await query<{ id: string; username: string }>(
    `select distinct u.id::text as id, u.username from users u join boards b on b.owner_id = u.id
     where b.privacy = 'public' and b.archived_at is null`,
  );
  const laterBoards = boards.filter(
    (board): board is DrawnBoard & { bookmark: string } => board.bookmark !== null,
  );
  return { pinIds, boards, laterBoards, sections, people };
}
