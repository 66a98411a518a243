export { registerOffsiteRoutes } from "./routes.ts";
export { loadUrlSafetyRules } from "./url-safety.ts";
