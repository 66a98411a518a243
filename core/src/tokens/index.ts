// The scopes, for the web: its "@corkboard/core/contract" carries endpoints and errors only.
export * from "../contract/api-scopes.ts";
export * from "./codes.ts";
export * from "./expiry.ts";
