export * from "./colors.ts";
export * from "./filter-types.ts";
export * from "./filters-param.ts";
