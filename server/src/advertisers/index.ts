export { adError } from "./ad-error.ts";
export { promoteFlag } from "./eligibility.ts";
export { registerAdvertiserRoutes } from "./routes.ts";
export { type PromoteSettings, promoteSettings } from "./settings.ts";
