import {
  notificationsEndpoint,
  pinCreatorsEndpoint,
  pinDisclosuresEndpoint,
  pinDisclosuresUpdateEndpoint,
  pinEndpoint,
  sponsorshipAnswerEndpoint,
} from "@corkboard/core/contract";
import { endpointKey, useEndpoint, useEndpointMutation } from "../platform/api/index.ts";

// The labels' server calls (D-035, D-026).

/** The owner's view of a pin's disclosures (the pin editor). */
export function usePinDisclosures(pinId: string) {
  return useEndpoint(pinDisclosuresEndpoint, { pin_id: pinId });
}

/** Saves a pin's disclosures: the answer is the editor's, and the pin's label follows. */
export function useSaveDisclosures() {
  return useEndpointMutation(pinDisclosuresUpdateEndpoint, {
    answers: (data) => endpointKey(pinDisclosuresEndpoint, { pin_id: data.pin_id }),
    invalidates: [pinEndpoint, pinCreatorsEndpoint],
    refetch: "background",
  });
}

/** The named business approves or declines; its notification shows the answer. */
export function useAnswerSponsorship() {
  return useEndpointMutation(sponsorshipAnswerEndpoint, {
    invalidates: [notificationsEndpoint, pinEndpoint, pinCreatorsEndpoint],
  });
}
