import { parseArgs } from "node:util";
import { addSsoConnection, listSsoConnections, removeSsoConnection, SsoInputError } from "../auth/index.ts";
import type { Database } from "../platform/db/index.ts";

/** The SSO commands' usage, part of `npm run admin -- --help`. */
export const SSO_USAGE = `Enterprise single sign-on (AUTH-006, IMPL-014; D-044):

  sso add --domain D [--domain D2 …] --issuer URL --client-id X --client-secret Y
                                    register a company's OpenID Connect IdP for its
                                    email domains (https issuer; discovery is checked
                                    now). Register PUBLIC_ORIGIN/connect/sso/callback/
                                    as the redirect URI at the IdP.
  sso list                          connections and their domains (no secrets)
  sso remove <id>                   the connection and its domains`;

type Out = (line: string) => void;

/** Runs `sso <command> …`; answers the exit code. An operator's mistake is said on `err`, exit 1. */
export async function runSsoCommand(
  db: Database,
  args: string[],
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === "add") {
      const { values } = parseArgs({
        args: rest,
        options: {
          domain: { type: "string", multiple: true, default: [] },
          issuer: { type: "string", default: "" },
          "client-id": { type: "string", default: "" },
          "client-secret": { type: "string", default: "" },
        },
      });
      const added = await addSsoConnection(db, {
        domains: values.domain,
        issuer: values.issuer,
        clientId: values["client-id"],
        clientSecret: values["client-secret"],
      });
      out(`SSO connection ${added.id} added for ${added.domains.join(", ")}`);
      return 0;
    }
    if (command === "list" && rest.length === 0) {
      for (const row of await listSsoConnections(db)) {
        out(`${row.id}\t${row.issuer}\t${row.clientId}\t${row.domains.join(", ")}`);
      }
      return 0;
    }
    if (command === "remove" && rest.length === 1 && rest[0]) {
      await removeSsoConnection(db, rest[0]);
      out(`SSO connection ${rest[0]} removed`);
      return 0;
    }
  } catch (error) {
    if (error instanceof SsoInputError || (error instanceof TypeError && "code" in error)) {
      err(error.message);
      return 1;
    }
    throw error;
  }
  err(SSO_USAGE);
  return 2;
}
