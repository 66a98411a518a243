export { adError } from "./ad-error.ts";
export { registerAdvertiserRoutes } from "./routes.ts";
export { loadPromoteSettings } from "./settings.ts";
