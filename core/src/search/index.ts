export * from "./page-size.ts";
export * from "./terms.ts";
