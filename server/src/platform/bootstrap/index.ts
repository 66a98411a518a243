export * from "./bootstrap.ts";
export * from "./client-context.ts";
export * from "./routes.ts";
export * from "./visitor-id.ts";
