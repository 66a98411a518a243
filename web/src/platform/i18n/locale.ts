import {
  chooseLocale,
  DEFAULT_LOCALE,
  getActiveLocale,
  type Locale,
  registerMessages,
  setActiveLocale,
} from "@corkboard/core/messages";
import { useSyncExternalStore } from "react";
import { getBootstrap } from "../bootstrap/index.ts";

/**
 * The language the app speaks (IMPL-045, D-036). English is in every chunk that says
 * something; another language's strings come as one lazily loaded chunk, fetched before
 * the first render when that language is chosen, so English first loads never carry them.
 */
const translations: Readonly<Record<Locale, () => Promise<Readonly<Record<string, string>>>>> = {
  en: async () => ({}),
  ja: () => import("@corkboard/core/messages/ja").then((module) => module.jaWebMessages),
};

const loaded = new Set<Locale>([DEFAULT_LOCALE]);
const listeners = new Set<() => void>();

/** The browser's preferred languages, most wanted first (navigator.languages). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The language to speak: the signed-in person's setting (`setting`, by default the one in
 * the page's bootstrap), then the browser's languages, then English.
 */
export function preferredLocale(setting: string | null = getBootstrap().viewer.user?.locale ?? null): Locale {
  return chooseLocale(setting, browserLanguages());
}

/**
 * Speaks `locale` from now on: loads its strings (once), makes `t` say them, sets
 * `<html lang>` and re-renders the app (`useActiveLocale`). If the strings cannot be
 * loaded (offline), the app stays in the language it had.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    registerMessages(await translations[locale](), locale);
    loaded.add(locale);
  }
  setActiveLocale(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language the app speaks; a component using it renders again when it changes. */
export function useActiveLocale(): Locale {
  return useSyncExternalStore(subscribe, getActiveLocale, getActiveLocale);
}
