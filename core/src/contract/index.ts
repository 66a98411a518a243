export * from "./bookmark.ts";
export * from "./bootstrap.ts";
export * from "./browse.ts";
export * from "./endpoint.ts";
export * from "./entities.ts";
export * from "./envelope.ts";
export * from "./errors.ts";
export * from "./ids.ts";
