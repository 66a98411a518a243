import { count, type Placeholder, sql } from "drizzle-orm";
import { canSaveToBoardSql } from "../boards/index.ts";
import { type Executor, isForeignKeyViolation, schema } from "../platform/db/index.ts";
import { prepared } from "../platform/db/prepared.ts";

const { boards, boardSections, hashtags, images, pinHashtags, pins } = schema;

/**
 * A new pin's fields; its dominant colour is its image's, read by the insert itself. Only an
 * import gives `createdAt` (the date the pin had where it came from) and `imageUnavailable`.
 */
export type NewPin = Omit<typeof pins.$inferInsert, "id" | "dominantColor" | "updatedAt">;

/** A relation of pin ids (column pin_id) that hashtags are linked to. */
type PinIds = ReturnType<ReturnType<typeof pinIdsRelation>["as"]>;

/** What a save answers: the pin, its image's signature, and the board and section it went to. */
export interface InsertedPin {
  id: string;
  imageSignature: string;
  boardName: string;
  sectionTitle: string | null;
}

/**
 * Saves a pin with its hashtags linked and counted, in one prepared statement: a save is
 * one round trip and one commit. The statement checks what the save needs — the board's
 * save rule for the pinner (`canSaveToBoardSql`), the section being the board's, the image
 * existing — and inserts nothing when one fails: undefined, and the caller finds out why.
 */
export async function insertPin(
  db: Executor,
  pin: NewPin,
  tags: readonly string[],
): Promise<InsertedPin | undefined> {
  const query = prepared(db, "pin_insert", (db) => {
    const p = (name: keyof NewPin) => sql.placeholder(name);
    const target = db
      .$with("target", {
        boardName: sql<string>`board_name`.as("board_name"),
        sectionTitle: sql<string | null>`section_title`.as("section_title"),
      })
      .as(
        sql`select ${boards.id} as board_id, ${boards.name} as board_name,
            ${boardSections.id} as section_id, ${boardSections.title} as section_title
          from ${boards}
          left join ${boardSections}
            on ${boardSections.id} = ${p("sectionId")}::bigint and ${boardSections.boardId} = ${boards.id}
          where ${boards.id} = ${p("boardId")}::bigint and ${canSaveToBoardSql(p("pinnerId"))}
            and (${p("sectionId")}::bigint is null or ${boardSections.id} is not null)`,
      );
    const image = db
      .$with("image", { signature: sql<string>`signature`.as("signature") })
      .as(
        sql`select id as image_id, signature, dominant_color from ${images} where id = ${p("imageId")}::bigint`,
      );
    const newPin = pinIdsRelation(db, "new_pin").as(
      sql`insert into ${pins} (pinner_id, board_id, section_id, image_id, video_id, title, description, alt_text, link,
          dominant_color, created_method, site_type, repin_of_id, guid,
          price_minor, price_currency, brand, on_sale, availability, style, image_unavailable, created_at)
        select ${p("pinnerId")}::bigint, board_id, section_id, image_id, ${p("videoId")}::bigint,
          ${p("title")}::text, ${p("description")}::text, ${p("altText")}::text, ${p("link")}::text,
          dominant_color,
          ${p("createdMethod")}::pin_created_method, ${p("siteType")}::smallint,
          ${p("repinOfId")}::bigint, ${p("guid")}::text,
          ${p("priceMinor")}::bigint, ${p("priceCurrency")}::text, ${p("brand")}::text,
          ${p("onSale")}::boolean, ${p("availability")}::text, ${p("style")}::text,
          ${p("imageUnavailable")}::boolean, coalesce(${p("createdAt")}::timestamptz, now())
        from ${target}, ${image}
        returning id as pin_id`,
    );
    const [linked, counted] = hashtagLinks(db, newPin, sql.placeholder("tags"));
    return db
      .with(target, image, newPin, linked, counted)
      .select({
        id: sql<string>`${newPin.pinId}::text`,
        imageSignature: image.signature,
        boardName: target.boardName,
        sectionTitle: target.sectionTitle,
      })
      .from(newPin)
      .crossJoin(image)
      .crossJoin(target)
      .prepare("pin_insert");
  });
  const values = {
    pinnerId: pin.pinnerId,
    boardId: pin.boardId,
    sectionId: pin.sectionId ?? null,
    imageId: pin.imageId,
    videoId: pin.videoId ?? null,
    title: pin.title ?? "",
    description: pin.description ?? "",
    altText: pin.altText ?? "",
    link: pin.link ?? null,
    createdMethod: pin.createdMethod,
    siteType: pin.siteType ?? 0,
    repinOfId: pin.repinOfId ?? null,
    guid: pin.guid ?? null,
    // A repin keeps its source's product data (D-034); a new pin gets its page's later.
    priceMinor: pin.priceMinor ?? null,
    priceCurrency: pin.priceCurrency ?? null,
    brand: pin.brand ?? null,
    onSale: pin.onSale ?? false,
    availability: pin.availability ?? null,
    style: pin.style ?? null,
    imageUnavailable: pin.imageUnavailable ?? false,
    createdAt: pin.createdAt?.toISOString() ?? null,
    tags: tagsJson(tags),
  };
  try {
    const [row] = await query.execute(values);
    return row;
  } catch (error) {
    // The board, section or image was deleted after the statement read it: refused like
    // any other missing target, and the caller says which.
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Records an existing pin's hashtags and counts them (seed 001 §5). Tags are distinct and
 * lower-case; only links that are new raise a count.
 */
export async function addPinHashtags(db: Executor, pinId: string, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const pin = pinIdsRelation(db, "pin").as(sql`select ${pinId}::bigint as pin_id`);
  const [linked, counted] = hashtagLinks(db, pin, tagsJson(tags));
  await db.with(pin, linked, counted).select({ n: count() }).from(counted);
}

function pinIdsRelation(db: Executor, name: string) {
  return db.$with(name, { pinId: sql<string>`pin_id`.as("pin_id") });
}

/**
 * The CTEs that link the pins of `pin` to the tags of a JSON array and raise each tag's
 * count. The link's foreign key to the tag is checked at the end of the statement, after
 * the tag row exists. Popular tags are hot rows: upserting them in tag order keeps two
 * saves from taking each other's row locks crosswise (a deadlock).
 */
function hashtagLinks(db: Executor, pin: PinIds, tags: Placeholder | string) {
  const tag = { tag: sql<string>`tag`.as("tag") };
  const linked = db.$with("linked", tag).as(
    sql`insert into ${pinHashtags} (pin_id, tag)
      select pin_id, tag from ${pin}, json_array_elements_text(${tags}::json) as tag
      on conflict do nothing
      returning tag`,
  );
  const counted = db.$with("counted", tag).as(
    sql`insert into ${hashtags} (tag, pin_count)
      select tag, 1 from ${linked} order by tag
      on conflict (tag) do update set pin_count = ${hashtags}.pin_count + 1
      returning tag`,
  );
  return [linked, counted] as const;
}

/** Tags as the JSON array the statements take, sorted for the lock order. */
function tagsJson(tags: readonly string[]): string {
  return JSON.stringify([...tags].sort());
}
