export * from "./aspect-ratios.ts";
export * from "./kill-switch.ts";
export * from "./pin-builder.ts";
