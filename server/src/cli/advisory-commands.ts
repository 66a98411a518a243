import { readFile } from "node:fs/promises";
import { AdvisoryInputError, AdvisoryService } from "../labels/index.ts";
import type { Executor } from "../platform/db/index.ts";

/** The advisory commands' usage, part of `npm run admin -- --help`. */
export const ADVISORY_USAGE = `Advisories and sensitive pins (SEARCH-038…040, LABEL-008…011; D-035):

  advisory list                                  advisories, their terms and pins
  advisory set <name> <definition.json>          create or replace; the file holds
                                                 {severity 0|1|2, advisory_type,
                                                 resource_country?, notices: [...]}
  advisory remove <name>                         with its terms and sensitive pins
  advisory add-terms <name> <term>...            searches that raise it (folded:
                                                 case, accents, punctuation, spaces)
  advisory remove-terms <term>...
  advisory mark-pin <pin_id> <name>              cover a pin with its notice
  advisory unmark-pin <pin_id>`;

type Out = (line: string) => void;

/** An advisory definition file's JSON; a missing or malformed file is the operator's mistake. */
async function readDefinition(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new AdvisoryInputError(`cannot read ${path}: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Runs `advisory <command> …` against the database; answers the exit code. A mistake of the
 * operator's (a bad definition, an unknown name) is said on `err`, exit code 1.
 */
export async function runAdvisoryCommand(
  db: Executor,
  args: string[],
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const service = new AdvisoryService(db);
  const [command, first, ...rest] = args;
  try {
    switch (command) {
      case "list":
        for (const row of await service.list())
          out(
            `${row.name}\tseverity ${row.severity}\t${row.advisoryType}\t${row.pins} pin(s)\t${row.terms.join(", ")}`,
          );
        return 0;
      case "set": {
        if (!first || !rest[0]) break;
        await service.set(first, await readDefinition(rest[0]));
        out(`advisory ${first} saved`);
        return 0;
      }
      case "remove":
        if (!first) break;
        await service.remove(first);
        out(`advisory ${first} removed`);
        return 0;
      case "add-terms":
        if (!first || rest.length === 0) break;
        out(`terms of ${first}: ${(await service.addTerms(first, rest)).join(", ")}`);
        return 0;
      case "remove-terms":
        if (!first) break;
        out(`${await service.removeTerms([first, ...rest])} term(s) removed`);
        return 0;
      case "mark-pin":
        if (!first || !rest[0]) break;
        await service.markPin(first, rest[0]);
        out(`pin ${first} covered by ${rest[0]}`);
        return 0;
      case "unmark-pin":
        if (!first) break;
        await service.unmarkPin(first);
        out(`pin ${first} uncovered`);
        return 0;
    }
  } catch (error) {
    if (error instanceof AdvisoryInputError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
  err(ADVISORY_USAGE);
  return 2;
}
