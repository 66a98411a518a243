export * from "./colors.ts";
export * from "./filter-selection.ts";
export * from "./filter-state.ts";
export * from "./filter-types.ts";
export * from "./filters-param.ts";
export * from "./money.ts";
export * from "./product-form.ts";
