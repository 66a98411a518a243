// wouter imports useSyncExternalStore through the use-sync-external-store shim, written for
// React < 18; React 19 has it built in, so the shim's fallback is dead weight in the vendor
// chunk of every first load. vite.config.ts points the shim here (D-068).
export { useSyncExternalStore } from "react";
