export * from "./catalogue.ts";
export * from "./catalogue-ads.ts";
export * from "./catalogue-auth.ts";
export * from "./catalogue-legal.ts";
export * from "./catalogue-pins.ts";
export * from "./catalogue-settings.ts";
export * from "./format.ts";
export * from "./register-all.ts";
