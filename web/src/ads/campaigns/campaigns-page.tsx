import { advertiserPath } from "@corkboard/core/ads";
import type { Advertiser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { Link } from "wouter";
import { PageError } from "../../errors/index.ts";
import { Spinner } from "../../ui/index.ts";
import { useCampaigns } from "../api.ts";
import { campaignDates, formatMicros, statusLabel, targetingSummary } from "../format.ts";

/**
 * Campaign reporting (/reporting/campaigns/, ADS-056, IMPL-040): the campaigns quick promote
 * created, with status, daily budget, dates and audience; each links to its insights (ADS-067).
 */
export function CampaignsPage({ advertiser }: { advertiser: Advertiser }) {
  const campaigns = useCampaigns(advertiser.id);
  return (
    <section className="cb-ads-section" aria-labelledby="cb-ads-campaigns">
      <h1 id="cb-ads-campaigns">{t("ads.campaigns.title")}</h1>
      {campaigns.isPending ? <Spinner /> : null}
      {campaigns.isError ? (
        <PageError error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : null}
      {campaigns.data?.length === 0 ? (
        <p>
          {t("ads.campaigns.empty")}{" "}
          <Link to={advertiserPath("quickPromote", { advertiserId: advertiser.id })}>
            {t("ads.nav.quickPromote")}
          </Link>
        </p>
      ) : null}
      {campaigns.data && campaigns.data.length > 0 ? (
        <div className="cb-ads-table-wrap">
          <table className="cb-ads-table">
            <thead>
              <tr>
                <th scope="col">{t("ads.campaigns.name")}</th>
                <th scope="col">{t("ads.campaigns.status")}</th>
                <th scope="col">{t("ads.campaigns.budget")}</th>
                <th scope="col">{t("ads.campaigns.dates")}</th>
                <th scope="col">{t("ads.campaigns.targeting")}</th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.map((campaign) => (
                <tr key={campaign.id}>
                  <th scope="row">
                    <Link
                      to={advertiserPath("campaignInsights", {
                        advertiserId: advertiser.id,
                        campaignId: campaign.id,
                      })}
                      title={t("ads.campaigns.insights", { name: campaign.name })}
                    >
                      {campaign.name}
                    </Link>
                  </th>
                  <td>{statusLabel(campaign.status)}</td>
                  <td>{formatMicros(campaign.daily_budget_in_micro_currency, campaign.currency)}</td>
                  <td>{campaignDates(campaign)}</td>
                  <td>{targetingSummary(campaign)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
