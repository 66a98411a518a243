export { applyLocale, preferredLocale, useActiveLocale } from "./locale.ts";
export { LocaleBoundary } from "./locale-boundary.tsx";
export { richText } from "./rich-text.tsx";
