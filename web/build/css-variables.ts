/**
 * Drops custom properties nobody reads from built CSS. The design tokens file declares
 * ~500 variables (4.5 KB gzip) and the app reads a few dozen; the first-load budget
 * (≤ 100 KB gzip) cannot carry the rest.
 */

// A custom property declaration opens a block or follows another declaration; requiring
// that keeps BEM selectors like `.cb-button--primary:hover` from looking like one.
const DECLARATION = /(?<=[{;]\s*)(--[\w-]+)\s*:\s*([^;{}]*)(;?)/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

/** Names referenced through `var(--name…)` in `source`. */
export function referencedVariables(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(REFERENCE)) if (match[1]) names.add(match[1]);
  return names;
}

/** Every custom property declared in `css`, with the variables its value reads. */
function declaredVariables(css: string): Map<string, Set<string>> {
  const declared = new Map<string, Set<string>>();
  for (const match of css.matchAll(DECLARATION)) {
    const [, name, value = ""] = match;
    if (!name) continue;
    const reads = declared.get(name) ?? new Set<string>();
    for (const used of referencedVariables(value)) reads.add(used);
    declared.set(name, reads);
  }
  return declared;
}

/**
 * Removes from `css` the declarations of custom properties that nothing reads. `sources`
 * are every built file (CSS and JS, since inline styles count). A variable is kept when a
 * property outside any declaration reads it, or when a kept variable's value reads it.
 */
export function pruneCssVariables(css: string, sources: readonly string[]): string {
  const all = [css, ...sources];
  const declared = declaredVariables(all.join("\n"));
  const pending = all.flatMap((source) => [...referencedVariables(source.replace(DECLARATION, ""))]);
  const keep = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop();
    if (name === undefined || keep.has(name)) continue;
    keep.add(name);
    for (const read of declared.get(name) ?? []) pending.push(read);
  }
  return css
    .replace(DECLARATION, (whole, name: string) => (keep.has(name) ? whole : ""))
    .replace(/:root\s*\{\s*\}/g, "");
}
