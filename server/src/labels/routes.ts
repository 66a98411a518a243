import {
  pinDisclosuresEndpoint,
  pinDisclosuresUpdateEndpoint,
  sponsorshipAnswerEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../platform/http/index.ts";
import type { DisclosureService } from "./disclosures.ts";

/** A pin's disclosures for its owner, and the named business's answer (D-035). */
export function registerLabelRoutes(app: FastifyInstance, disclosures: DisclosureService): void {
  registerEndpoint(app, pinDisclosuresEndpoint, (query, { viewer }) => disclosures.get(viewer, query.pin_id));
  registerEndpoint(app, pinDisclosuresUpdateEndpoint, (body, { viewer }) => disclosures.update(viewer, body));
  registerEndpoint(app, sponsorshipAnswerEndpoint, (body, { viewer }) => disclosures.answer(viewer, body));
}
