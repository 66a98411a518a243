import {
  advertiserEndpoint,
  advertiserParamsSchema,
  advertisersEndpoint,
  billingEndpoint,
  campaignInsightsEndpoint,
  campaignParamsSchema,
  campaignsEndpoint,
  conversionTagCreateEndpoint,
  conversionTagsEndpoint,
  paymentMethodCaptureEndpoint,
  promoteEligibilityEndpoint,
  quickPromoteEndpoint,
  quickPromoteParamsSchema,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import { requireViewer, viewerOf } from "../platform/auth/viewer.ts";
import type { AppContext } from "../platform/context.ts";
import { registerEndpoint } from "../platform/http/index.ts";
import { promoteEligibility } from "./eligibility.ts";
import { registerParamEndpoint } from "./param-route.ts";
import { type PaymentProvider, testPaymentProvider } from "./payment-provider.ts";
import { quickPromote } from "./quick-promote.ts";
import * as service from "./service.ts";
import type { PromoteSettings } from "./settings.ts";

/** Options of the advertiser routes: promote settings and the payment provider. */
export interface AdvertiserRouteOptions {
  promote: PromoteSettings;
  payments?: PaymentProvider;
}

/**
 * The advertiser area (seed 002 §2, §7; IMPL-040, IMPL-041). Every call needs a viewer
 * (UNAUTHORIZED otherwise) and asks the policy for the viewer's role on the advertiser.
 */
export function registerAdvertiserRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: AdvertiserRouteOptions,
): void {
  const db = context.db;
  const payments = options.payments ?? testPaymentProvider;

  registerEndpoint(app, advertisersEndpoint, async (_query, request) =>
    service.listAdvertisers(db, requireViewer(request)),
  );

  registerEndpoint(app, promoteEligibilityEndpoint, async ({ pin_id }, request) =>
    promoteEligibility(db, viewerOf(request), pin_id, options.promote),
  );

  registerParamEndpoint(app, advertiserEndpoint, advertiserParamsSchema, async (_query, params, request) =>
    service.getAdvertiser(db, requireViewer(request), params.advertiserId),
  );

  registerParamEndpoint(app, quickPromoteEndpoint, quickPromoteParamsSchema, async (body, params, request) =>
    quickPromote(db, requireViewer(request), params, body, options.promote),
  );

  registerParamEndpoint(app, campaignsEndpoint, advertiserParamsSchema, async (_query, params, request) =>
    service.listCampaigns(db, requireViewer(request), params.advertiserId),
  );

  registerParamEndpoint(app, campaignInsightsEndpoint, campaignParamsSchema, async (query, params, request) =>
    service.campaignInsights(db, requireViewer(request), params, query, options.promote.now()),
  );

  registerParamEndpoint(
    app,
    conversionTagsEndpoint,
    advertiserParamsSchema,
    async (_query, params, request) =>
      service.listConversionTags(db, requireViewer(request), params.advertiserId),
  );

  registerParamEndpoint(
    app,
    conversionTagCreateEndpoint,
    advertiserParamsSchema,
    async (body, params, request) =>
      service.createConversionTag(db, requireViewer(request), params.advertiserId, body.name),
  );

  registerParamEndpoint(app, billingEndpoint, advertiserParamsSchema, async (query, params, request) =>
    service.billing(db, requireViewer(request), params.advertiserId, query.campaign_id),
  );

  registerParamEndpoint(
    app,
    paymentMethodCaptureEndpoint,
    advertiserParamsSchema,
    async (body, params, request) =>
      service.capturePaymentMethod(db, requireViewer(request), params.advertiserId, body.token, payments),
  );
}
