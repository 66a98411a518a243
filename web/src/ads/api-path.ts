import { fillPath } from "@corkboard/core/contract";
import type { AnyEndpoint } from "../platform/api/index.ts";

/**
 * The same endpoint at a concrete path: the contract writes path parameters as
 * `{advertiserId}`, and fetchEndpoint calls `endpoint.path` as given.
 */
export function atPath<E extends AnyEndpoint>(endpoint: E, params: Readonly<Record<string, string>>): E {
  return { ...endpoint, path: fillPath(endpoint.path, params) };
}
