export * from "./create-mailer.ts";
export * from "./dev-outbox.ts";
export type * from "./mail.ts";
export { absoluteLink, escapeHtml } from "./mail-layout.ts";
export * from "./outbox-routes.ts";
export * from "./queued-mailer.ts";
export * from "./templates.ts";
