export * from "./app-error.ts";
export * from "./endpoint-route.ts";
export * from "./envelope-plugin.ts";
export * from "./public-cache.ts";
