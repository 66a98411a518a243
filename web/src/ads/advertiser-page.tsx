import { advertiserPath, roleCanWrite } from "@corkboard/core/ads";
import type { Advertiser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { Link } from "wouter";
import { buttonClass } from "../ui/index.ts";
import { BillingPage } from "./billing/billing-page.tsx";
import { CampaignsPage } from "./campaigns/campaigns-page.tsx";
import { InsightsPage } from "./campaigns/insights-page.tsx";
import { NotOffered } from "./not-offered.tsx";
import { QuickPromotePage } from "./quick-promote/quick-promote-page.tsx";
import { resolveAdvertiserPath } from "./resolve-path.ts";

/** Billing sub-views this release shows (ADS-059); the others are honest "not available" pages. */
const BILLING_VIEWS = new Set([null, "history", "order_lines"]);

/**
 * The page for a path under /advertiser/{id} (ADS-053…070): the tools of this release, an
 * honest "not available" page for every other known key, and "unknown url key" (ADS-054).
 */
export function AdvertiserPage({ advertiser, rest }: { advertiser: Advertiser; rest: string }) {
  const resolved = resolveAdvertiserPath(rest);
  if (!resolved.ok) {
    return (
      <section className="cb-center" data-error={resolved.error}>
        <h1>{t("ads.unknownKey.title")}</h1>
        <p className="cb-muted">{t("ads.unknownKey.body", { path: rest })}</p>
      </section>
    );
  }
  const advertiserId = advertiser.id;
  switch (resolved.key) {
    case "root":
      return <Overview advertiser={advertiser} />;
    case "reporting.campaigns":
      return <CampaignsPage advertiser={advertiser} />;
    case "campaignInsights":
      return <InsightsPage advertiser={advertiser} campaignId={resolved.params.campaignId ?? ""} />;
    case "quickPromote":
    case "advertiserQuickPromote":
      return roleCanWrite(advertiser.role) ? (
        <QuickPromotePage advertiserId={advertiserId} country={advertiser.country} />
      ) : (
        <section className="cb-center">
          <p>{t("error.FORBIDDEN")}</p>
        </section>
      );
    case "billing":
      if (BILLING_VIEWS.has(resolved.subView)) {
        return <BillingPage advertiser={advertiser} view={resolved.subView} />;
      }
      return <NotOffered pathKey="billing" advertiserId={advertiserId} />;
    case "pinBuilder":
      // The ads pin builder is the pin builder in its ad-creation scenario (GATE-005).
      return (
        <section className="cb-center">
          <Link
            to={`/pin-builder/?${new URLSearchParams({ scenario: "ad_creation" })}`}
            className={buttonClass({ variant: "primary", size: "lg" })}
          >
            {t("pinBuilder.title")}
          </Link>
        </section>
      );
    default:
      // A tool the seeds name but Corkboard does not offer: said plainly, never faked (D-051).
      return <NotOffered pathKey={resolved.key} advertiserId={advertiserId} />;
  }
}

function Overview({ advertiser }: { advertiser: Advertiser }) {
  return (
    <section className="cb-ads-section">
      <h1>{t("ads.overview.title")}</h1>
      <p>{t("ads.overview.body")}</p>
      <div className="cb-qp-actions">
        <Link
          to={advertiserPath("quickPromote", { advertiserId: advertiser.id })}
          className={buttonClass({ variant: "primary" })}
        >
          {t("ads.nav.quickPromote")}
        </Link>
        <Link
          to={advertiserPath("reporting.campaigns", { advertiserId: advertiser.id })}
          className={buttonClass({ variant: "secondary" })}
        >
          {t("ads.nav.campaigns")}
        </Link>
      </div>
    </section>
  );
}
