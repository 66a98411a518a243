export * from "./altcha-bot-check.ts";
export * from "./bot-check.ts";
export * from "./recaptcha-bot-check.ts";
export * from "./used-token-store.ts";
