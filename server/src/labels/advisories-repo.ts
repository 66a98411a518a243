import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/index.ts";
import { schema } from "../platform/db/index.ts";

// The SQL of advisories, their search terms and sensitive pins (D-035).

const { advisories, advisoryTerms, pins, sensitivePins } = schema;

/** An advisory as stored. */
export interface AdvisoryValues {
  name: string;
  severity: number;
  advisoryType: string;
  resourceCountry: string | null;
  notices: unknown;
}

/** Creates or replaces the advisory named `values.name`. */
export async function upsertAdvisory(db: Executor, values: AdvisoryValues): Promise<void> {
  await db
    .insert(advisories)
    .values(values)
    .onConflictDoUpdate({ target: advisories.name, set: { ...values, updatedAt: new Date() } });
}

/** Deletes an advisory (its terms and sensitive pins go with it); false when there is none. */
export async function deleteAdvisory(db: Executor, name: string): Promise<boolean> {
  const rows = await db.delete(advisories).where(eq(advisories.name, name)).returning({ id: advisories.id });
  return rows.length > 0;
}

/** The id of the advisory named `name`. */
export async function findAdvisoryId(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db.select({ id: advisories.id }).from(advisories).where(eq(advisories.name, name));
  return row?.id;
}

/** Every advisory with its terms and how many pins it covers, by name. */
export function listAdvisories(db: Executor) {
  return db
    .select({
      name: advisories.name,
      severity: advisories.severity,
      advisoryType: advisories.advisoryType,
      terms: sql<
        string[]
      >`coalesce((select array_agg(t.term order by t.term) from ${advisoryTerms} t where t.advisory_id = ${advisories.id}), '{}')`,
      pins: sql<number>`(select count(*)::int from ${sensitivePins} s where s.advisory_id = ${advisories.id})`,
    })
    .from(advisories)
    .orderBy(asc(advisories.name));
}

/** Points folded terms at an advisory (a term belongs to one advisory: the last set wins). */
export async function putTerms(db: Executor, advisoryId: string, terms: string[]): Promise<void> {
  if (terms.length === 0) return;
  await db
    .insert(advisoryTerms)
    .values(terms.map((term) => ({ term, advisoryId })))
    .onConflictDoUpdate({ target: advisoryTerms.term, set: { advisoryId } });
}

/** Removes folded terms; answers how many there were. */
export async function deleteTerms(db: Executor, terms: string[]): Promise<number> {
  if (terms.length === 0) return 0;
  const rows = await db
    .delete(advisoryTerms)
    .where(inArray(advisoryTerms.term, terms))
    .returning({ term: advisoryTerms.term });
  return rows.length;
}

/**
 * The advisory of the first term among `phrases` (a query's word runs), the most severe
 * first (lowest severity number), then the longest term: one indexed look-up.
 */
export async function findAdvisoryByPhrases(db: Executor, phrases: string[]) {
  if (phrases.length === 0) return undefined;
  const [row] = await db
    .select({
      name: advisories.name,
      severity: advisories.severity,
      advisoryType: advisories.advisoryType,
      resourceCountry: advisories.resourceCountry,
      notices: advisories.notices,
    })
    .from(advisoryTerms)
    .innerJoin(advisories, eq(advisories.id, advisoryTerms.advisoryId))
    .where(inArray(advisoryTerms.term, phrases))
    .orderBy(asc(advisories.severity), sql`length(${advisoryTerms.term}) desc`)
    .limit(1);
  return row;
}

/** Marks a pin sensitive under an advisory; false when there is no such pin. */
export async function markPinSensitive(db: Executor, pinId: string, advisoryId: string): Promise<boolean> {
  const [pin] = await db.select({ id: pins.id }).from(pins).where(eq(pins.id, pinId));
  if (!pin) return false;
  await db
    .insert(sensitivePins)
    .values({ pinId, advisoryId })
    .onConflictDoUpdate({ target: sensitivePins.pinId, set: { advisoryId } });
  return true;
}

/** Lifts a pin's sensitivity; false when it was not marked. */
export async function unmarkPinSensitive(db: Executor, pinId: string): Promise<boolean> {
  const rows = await db
    .delete(sensitivePins)
    .where(eq(sensitivePins.pinId, pinId))
    .returning({ pinId: sensitivePins.pinId });
  return rows.length > 0;
}
