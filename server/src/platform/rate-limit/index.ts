export * from "./auth-limits.ts";
export * from "./endpoint-limits.ts";
export * from "./limit-keys.ts";
export * from "./limiter.ts";
export * from "./limiter-store.ts";
export * from "./mail-limits.ts";
