import { exportListEndpoint, exportRequestEndpoint } from "@corkboard/core/contract";
import { useEndpoint, useEndpointMutation } from "../platform/api/index.ts";

// Settings → Export's server calls (issue 20, D-056).

/** How often the list asks again while an export is queued or running. */
const POLL_MS = 1500;

/** The viewer's recent exports; polled while one is still being prepared. */
export function useExports(polling: boolean) {
  return useEndpoint(exportListEndpoint, {}, { pollMs: polling ? POLL_MS : undefined });
}

/**
 * Starts an export (or answers the one already running). The page shows the answer's
 * progress at once and polls the list from there: refetching the list first could find a
 * small account's export already done, and the person would never see it being prepared.
 */
export function useRequestExport() {
  return useEndpointMutation(exportRequestEndpoint);
}
