/**
 * Paths of the advertiser API calls that carry ids in the path (contract/ads.ts). The web
 * calls `fetchEndpoint({ ...endpoint, path: advertiserApiPath(...) }, query)`.
 */

/** Fills `:name` segments of a contract path with URL-encoded values. */
export function fillApiPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** /ads/v4/advertisers/{advertiserId}/{rest} for the advertiser calls. */
export function advertiserApiPath(advertiserId: string, rest = ""): string {
  return `/ads/v4/advertisers/${encodeURIComponent(advertiserId)}/${rest}`;
}
