export * from "./ads.ts";
export * from "./auth.ts";
export * from "./boards.ts";
export * from "./images.ts";
export * from "./pins.ts";
export * from "./rate-limits.ts";
export * from "./users.ts";
