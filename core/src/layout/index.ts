export * from "./constants.ts";
