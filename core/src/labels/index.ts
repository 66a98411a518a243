export * from "./advisory-match.ts";
export * from "./codes.ts";
export * from "./notice-text.ts";
export * from "./severity.ts";
export * from "./sponsorship.ts";
