/**
 * The web's view of the core contract. Core builds zod schemas when imported; the browser
 * needs only each endpoint's method and path (TypeScript still takes every type from the
 * real contract), and zod plus the schemas would cost ~28 KB gzip of the 100 KB first-load
 * budget. So the build serves "@corkboard/core/contract" as this generated module: the
 * endpoints as plain data, and the zod-free error catalogue re-exported as is.
 */

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
 * Source of the generated module: one `export const` per endpoint in `contract`, then
 * `export *` of each zod-free module in `reexports` (absolute paths).
 */
export function contractModuleSource(
  contract: Record<string, unknown>,
  reexports: readonly string[],
): string {
  const lines = Object.entries(contract)
    .filter((entry): entry is [string, EndpointRoute] => isEndpoint(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { method, path }]) => `export const ${name} = ${JSON.stringify({ method, path })};`);
  for (const file of reexports) lines.push(`export * from ${JSON.stringify(file)};`);
  return `${lines.join("\n")}\n`;
}
