export * from "./experiment-names.ts";
export * from "./experiments.ts";
export * from "./experiments-config.ts";
