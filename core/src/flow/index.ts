export * from "./effects.ts";
