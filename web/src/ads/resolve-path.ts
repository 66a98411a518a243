import {
  ADVERTISER_PATHS,
  ADVERTISER_SUB_VIEWS,
  type AdvertiserPathKey,
  UNKNOWN_URL_KEY,
} from "@corkboard/core/ads";

/** What a path under /advertiser/{id} is: its key, sub-view and path parameters (ADS-053…070). */
export type ResolvedAdvertiserPath =
  | {
      ok: true;
      key: AdvertiserPathKey;
      subView: string | null;
      params: { campaignId?: string; productGroupId?: string; experimentId?: string };
    }
  | { ok: false; error: typeof UNKNOWN_URL_KEY };

function segments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The advertiser path key of `rest` (the part after /advertiser/{id}), read back through the
 * same table core builds paths from (ADVERTISER_PATHS, ADVERTISER_SUB_VIEWS), so the two never
 * disagree. Anything else is "unknown url key" (ADS-054).
 */
export function resolveAdvertiserPath(rest: string): ResolvedAdvertiserPath {
  const actual = segments(rest);
  for (const key of Object.keys(ADVERTISER_PATHS) as AdvertiserPathKey[]) {
    const template = segments(ADVERTISER_PATHS[key]);
    if (actual.length < template.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, i) => {
      const value = actual[i] ?? "";
      if (part.startsWith("{")) {
        params[part.slice(1, -1)] = decode(value);
        return value !== "";
      }
      return part === value;
    });
    if (!matches) continue;
    const extra = actual.slice(template.length);
    if (extra.length === 0) return { ok: true, key, subView: null, params };
    const views: readonly string[] = (ADVERTISER_SUB_VIEWS as Record<string, readonly string[]>)[key] ?? [];
    const [view = "", ...tail] = extra;
    if (!views.includes(view)) continue;
    if (tail.length === 0) return { ok: true, key, subView: view, params };
    // Only experiments' view_results takes an id: view_results/{id} (ADS-061).
    if (key === "experiments" && view === "view_results" && tail.length === 1) {
      return { ok: true, key, subView: view, params: { ...params, experimentId: decode(tail[0] ?? "") } };
    }
  }
  return { ok: false, error: UNKNOWN_URL_KEY };
}
