export * from "./codes.ts";
export * from "./remembered.ts";
