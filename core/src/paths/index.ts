export * from "./classifier.ts";
export * from "./reserved.ts";
export * from "./site-types.ts";
export * from "./slug.ts";
export * from "./urls.ts";
export * from "./user-path.ts";
