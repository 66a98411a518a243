export * from "./accounts.ts";
export * from "./auth.ts";
export * from "./http.ts";
export * from "./messages.ts";
export * from "./password.ts";
export * from "./viewer.ts";
