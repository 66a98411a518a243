export * from "./constants.ts";
export * from "./cover.ts";
export * from "./image-sizes.ts";
