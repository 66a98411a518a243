import {
  advertiserEndpoint,
  advertisersEndpoint,
  billingEndpoint,
  campaignInsightsEndpoint,
  campaignsEndpoint,
  conversionTagCreateEndpoint,
  conversionTagsEndpoint,
  paymentMethodCaptureEndpoint,
  promoteEligibilityEndpoint,
  quickPromoteEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../platform/context.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import { promoteEligibility } from "./eligibility.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { quickPromote } from "./quick-promote.ts";
import * as service from "./service.ts";
import type { PromoteSettings } from "./settings.ts";

/**
 * The advertiser area (seed 002 §2, §7; IMPL-040, IMPL-041). The contract makes every call
 * but promote eligibility need a session; the services ask the policy for the viewer's role
 * on the advertiser the path names.
 */
export function registerAdvertiserRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: { promote: PromoteSettings; payments: PaymentProvider },
): void {
  const db = context.db;
  const payments = options.payments;

  registerEndpoint(app, advertisersEndpoint, async (_query, { viewer }) =>
    service.listAdvertisers(db, viewer),
  );

  registerEndpoint(app, promoteEligibilityEndpoint, async ({ pin_id }, { viewer }) =>
    promoteEligibility(db, viewer, pin_id, options.promote),
  );

  registerEndpoint(app, advertiserEndpoint, async (_query, { viewer, params }) =>
    service.getAdvertiser(db, viewer, params.advertiserId),
  );

  registerEndpoint(app, quickPromoteEndpoint, async (body, { viewer, params }) =>
    quickPromote(db, viewer, params, body, options.promote),
  );

  registerEndpoint(app, campaignsEndpoint, async (_query, { viewer, params }) =>
    service.listCampaigns(db, viewer, params.advertiserId),
  );

  registerEndpoint(app, campaignInsightsEndpoint, async (query, { viewer, params }) =>
    service.campaignInsights(db, viewer, params, query, options.promote.now()),
  );

  registerEndpoint(app, conversionTagsEndpoint, async (_query, { viewer, params }) =>
    service.listConversionTags(db, viewer, params.advertiserId),
  );

  registerEndpoint(app, conversionTagCreateEndpoint, async (body, { viewer, params }) =>
    service.createConversionTag(db, viewer, params.advertiserId, body.name),
  );

  registerEndpoint(app, billingEndpoint, async (query, { viewer, params }) =>
    service.billing(db, viewer, params.advertiserId, query.campaign_id),
  );

  registerEndpoint(app, paymentMethodCaptureEndpoint, async (body, { viewer, params }) =>
    service.capturePaymentMethod(db, viewer, params.advertiserId, body.token, payments),
  );
}
