export * from "./terms.ts";
