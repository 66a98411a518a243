import { advisorySeveritySchema, noticeSchema, type SearchAdvisory } from "@corkboard/core/contract";
import { advisoryPhrases, foldAdvisoryText } from "@corkboard/core/labels";
import { z } from "zod";
import type { Executor } from "../platform/db/index.ts";
import * as repo from "./advisories-repo.ts";

/**
 * An advisory as an operator writes it (`npm run admin -- advisory set <name> <file.json>`):
 * its severity (SEARCH-039), type, country and notices (LABEL-008). Checked before it is
 * stored, so every notice the web receives has this shape.
 */
export const advisoryDefinitionSchema = z.object({
  severity: advisorySeveritySchema,
  advisory_type: z.string().min(1).max(64),
  resource_country: z
    .string()
    .regex(/^[A-Z]{2}$/, "is an ISO 3166-1 alpha-2 code")
    .nullable()
    .default(null),
  notices: z.array(noticeSchema).min(1).max(5),
});
/** An advisory as an operator writes it. */
export type AdvisoryDefinition = z.input<typeof advisoryDefinitionSchema>;

/** An advisory's name: lower case letters, digits and underscores. */
export const advisoryNameSchema = z
  .string()
  .regex(/^[a-z0-9_]{1,64}$/, "is lower-case letters, digits and _");

/** What went wrong with an operator's command, said to the operator. */
export class AdvisoryInputError extends Error {}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || what}: ${issue.message}`);
    throw new AdvisoryInputError(`${what} is not valid:\n  ${issues.join("\n  ")}`);
  }
  return parsed.data;
}

/** Folds terms for storage (D-035); a term with no word is refused. */
function foldTerms(terms: string[]): string[] {
  return terms.map((term) => {
    const folded = foldAdvisoryText(term);
    if (!folded) throw new AdvisoryInputError(`term has no words: ${JSON.stringify(term)}`);
    return folded;
  });
}

/**
 * Advisories (SEARCH-038…040, LABEL-008, LABEL-011; D-035): the operator's tools to define
 * them, attach search terms and mark pins sensitive, and the look-up a search makes.
 */
export class AdvisoryService {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** Creates or replaces an advisory from its definition (checked). */
  async set(name: string, definition: unknown): Promise<void> {
    const checked = parse(advisoryDefinitionSchema, definition, "advisory");
    await repo.upsertAdvisory(this.#db, {
      name: parse(advisoryNameSchema, name, "name"),
      severity: checked.severity,
      advisoryType: checked.advisory_type,
      resourceCountry: checked.resource_country,
      notices: checked.notices,
    });
  }

  /** Deletes an advisory with its terms and sensitive pins. */
  async remove(name: string): Promise<void> {
    if (!(await repo.deleteAdvisory(this.#db, name)))
      throw new AdvisoryInputError(`no advisory named ${name}`);
  }

  /** Every advisory with its terms and count of sensitive pins. */
  list() {
    return repo.listAdvisories(this.#db);
  }

  /** Points search terms at an advisory; answers the folded terms stored. */
  async addTerms(name: string, terms: string[]): Promise<string[]> {
    const folded = foldTerms(terms);
    await repo.putTerms(this.#db, await this.#id(name), folded);
    return folded;
  }

  /** Removes search terms (as folded); answers how many there were. */
  removeTerms(terms: string[]): Promise<number> {
    return repo.deleteTerms(this.#db, foldTerms(terms));
  }

  /** Covers a pin with an advisory's notice (LABEL-011). */
  async markPin(pinId: string, name: string): Promise<void> {
    const advisoryId = await this.#id(name);
    if (!/^\d{1,19}$/.test(pinId) || !(await repo.markPinSensitive(this.#db, pinId, advisoryId)))
      throw new AdvisoryInputError(`no pin ${pinId}`);
  }

  /** Uncovers a pin. */
  async unmarkPin(pinId: string): Promise<void> {
    if (!/^\d{1,19}$/.test(pinId) || !(await repo.unmarkPinSensitive(this.#db, pinId)))
      throw new AdvisoryInputError(`pin ${pinId} is not marked sensitive`);
  }

  /**
   * The advisory a search query raises (SEARCH-038): a term equal to a run of the query's
   * whole words, folded (D-035); the most severe when several match. Null when none does.
   */
  async forQuery(query: string): Promise<SearchAdvisory | null> {
    const row = await repo.findAdvisoryByPhrases(this.#db, advisoryPhrases(query));
    if (!row) return null;
    return {
      advisory: row.name,
      severity: row.severity,
      advisory_type: row.advisoryType,
      resource_country: row.resourceCountry,
      advisory_details: {
        advisory: row.name,
        severity: row.severity,
        notices: row.notices as SearchAdvisory["advisory_details"]["notices"],
      },
    };
  }

  async #id(name: string): Promise<string> {
    const id = await repo.findAdvisoryId(this.#db, name);
    if (id === undefined) throw new AdvisoryInputError(`no advisory named ${name}`);
    return id;
  }
}
