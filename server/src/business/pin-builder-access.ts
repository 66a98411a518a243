import type { EndpointData, pinBuilderGateEndpoint } from "@corkboard/core/contract";
import type { PinBuilderScenario } from "@corkboard/core/gates";
import type { z } from "zod";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import type { ImageUrls } from "../platform/images/image-urls.ts";
import { assertPinBuilderCreate, evaluateGate, killSwitchFor, pinBuilderViewer } from "./pin-builder-gate.ts";
import { assertMayActAs, isPartnerAccount } from "./service.ts";

type GateContext = Pick<AppContext, "db" | "experiments">;

/**
 * GET /vx/pin_builder/gate/ (GATE-…): the gate for the viewer, or for the business profile
 * they act as (checked as a profile switch is), in the language the page asks for.
 */
export async function pinBuilderGateFor(
  context: GateContext,
  urls: ImageUrls,
  viewer: Viewer | null,
  query: z.output<(typeof pinBuilderGateEndpoint)["query"]>,
  language: string,
): Promise<EndpointData<typeof pinBuilderGateEndpoint>> {
  const subject = query.orbac_subject_id;
  if (viewer && subject) await assertMayActAs(context.db, viewer, subject, urls);
  const isActingAs = viewer !== null && subject !== undefined && subject !== viewer.id;
  const isPartner = viewer
    ? await isPartnerAccount(context.db, isActingAs && subject ? subject : viewer.id)
    : false;
  const gateViewer = pinBuilderViewer(viewer, { isPartner, isActingAs, language }, context.experiments);
  return evaluateGate(gateViewer, query.scenario, killSwitchFor(viewer, context.experiments));
}

/**
 * The pin builder's gate on the save itself (GATE-002, GATE-009, GATE-012): the creation
 * kill switch and the scenario's partner rule hold for PinResource create with method
 * `pinbuilder`, not only for the page that offers it. The pins feature asks it through the
 * save collaborators the composition root wires (pins never imports business).
 */
export async function assertPinBuilderSave(
  context: GateContext,
  viewer: Viewer,
  scenario: PinBuilderScenario,
): Promise<void> {
  const isPartner = viewer.user?.is_partner ?? (await isPartnerAccount(context.db, viewer.id));
  // Language gates features of the builder, never whether a pin may be created.
  const gateViewer = pinBuilderViewer(
    viewer,
    { isPartner, isActingAs: false, language: "und" },
    context.experiments,
  );
  assertPinBuilderCreate(gateViewer, scenario, "web_pin", killSwitchFor(viewer, context.experiments));
}
