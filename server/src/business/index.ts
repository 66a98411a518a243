export { assertPinBuilderCreate, evaluateGate, killSwitchFor, pinBuilderViewer } from "./pin-builder-gate.ts";
export { registerBusinessRoutes } from "./routes.ts";
export { actingViewer, assertMayActAs, isPartnerAccount } from "./service.ts";
