export * from "./interests.ts";
export * from "./page-size.ts";
export * from "./terms.ts";
