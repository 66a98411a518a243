export { applyLocale, preferredLocale, useActiveLocale } from "./locale.ts";
export { richText } from "./rich-text.tsx";
