/**
 * The languages Corkboard speaks (IMPL-045, D-036) and how one is chosen: the person's own
 * setting, then the languages their browser asks for (Accept-Language on the server,
 * navigator.languages in the web), then English. English is the catalogue's source.
 */
export const LOCALES = ["en", "ja"] as const;

/** A language the catalogue is complete in. */
export type Locale = (typeof LOCALES)[number];

/** The source language, and the answer when nothing else matches. */
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name in itself, as a language menu shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: "English", ja: "日本語" };

/** A translation of one catalogue: every key of the English source, and only those. */
export type Translations<Source> = { readonly [Key in keyof Source]: string };

/** True when `value` names a supported locale exactly. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale a BCP 47 tag asks for, by its primary language ("ja-JP" → ja,
 * "EN_gb" → en), or null when Corkboard does not speak it.
 */
export function matchLocale(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return isLocale(language) ? language : null;
}

/**
 * The language tags of an Accept-Language header, most wanted first (by q, then by order);
 * `*` and tags with q=0 are dropped. A malformed header yields what could be read.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; q: number; order: number }[] = [];
  header.split(",").forEach((part, order) => {
    const [rawTag = "", ...params] = part.split(";");
    const tag = rawTag.trim();
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q) && q > 0 && q <= 1) ranges.push({ tag, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order).map((range) => range.tag);
}

/**
 * The locale to speak (IMPL-045): the person's setting when they chose one, else the first
 * of the browser's preferred languages Corkboard speaks, else English.
 */
export function chooseLocale(setting: string | null | undefined, preferred: readonly string[]): Locale {
  if (isLocale(setting)) return setting;
  for (const tag of preferred) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
