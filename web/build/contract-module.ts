/**
 * The web's view of the core contract. Core builds zod schemas when imported; the browser
 * needs only each endpoint's method and path (TypeScript still takes every type from the
 * real contract), and zod plus the schemas would cost ~28 KB gzip of the 100 KB first-load
 * budget. So the build serves "@corkboard/core/contract" as this generated module: the
 * endpoints as plain data, and the zod-free error catalogue re-exported as is.
 *
 * Each endpoint is a module of its own, so it is bundled with the pages that call it: as one
 * module, every endpoint any page calls (76 of them, ~0.9 KB gzip) sat in the "common" chunk
 * of every first load.
 */

/** The id prefix of one endpoint's generated module. */
export const ENDPOINT_MODULE = "\0corkboard:endpoint:";

/** The runtime part of an endpoint that the browser uses. */
export interface EndpointRoute {
  method: string;
  path: string;
}

function isEndpoint(value: unknown): value is EndpointRoute & { query: unknown; data: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.method === "string" &&
    typeof candidate.path === "string" &&
    "query" in candidate &&
    "data" in candidate
  );
}

/**
 * Source of the generated module: each endpoint in `contract` re-exported from its own
 * module (endpointModuleSource), then `export *` of each zod-free module in `reexports`
 * (absolute paths).
 */
export function contractModuleSource(
  contract: Record<string, unknown>,
  reexports: readonly string[],
): string {
  const lines = Object.entries(contract)
    .filter((entry): entry is [string, EndpointRoute] => isEndpoint(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name]) => `export { ${name} } from ${JSON.stringify(`${ENDPOINT_MODULE}${name}`)};`);
  for (const file of reexports) lines.push(`export * from ${JSON.stringify(file)};`);
  return `${lines.join("\n")}\n`;
}

/** Source of one endpoint's module (`id` from contractModuleSource): its method and path; null if none. */
export function endpointModuleSource(contract: Record<string, unknown>, id: string): string | null {
  if (!id.startsWith(ENDPOINT_MODULE)) return null;
  const name = id.slice(ENDPOINT_MODULE.length);
  const endpoint = contract[name];
  if (!isEndpoint(endpoint)) return null;
  const { method, path } = endpoint;
  return `export const ${name} = ${JSON.stringify({ method, path })};\n`;
}
