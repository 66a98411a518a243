export * from "./codes.ts";
export * from "./expiry.ts";
