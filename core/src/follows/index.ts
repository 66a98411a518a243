export * from "./codes.ts";
export * from "./creator-name.ts";
