export { registerSeoRoutes } from "./routes.ts";
