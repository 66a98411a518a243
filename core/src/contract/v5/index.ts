export * from "./boards.ts";
export * from "./pins.ts";
export * from "./shared.ts";
export * from "./user-account.ts";
