export * from "./filter-state.ts";
export * from "./page-size.ts";
export * from "./terms.ts";
