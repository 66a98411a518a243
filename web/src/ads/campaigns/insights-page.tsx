import { advertiserPath, CAMPAIGN_INSIGHTS_QUERY_KEYS } from "@corkboard/core/ads";
import type { Advertiser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { Link, useLocation } from "wouter";
import { PageError } from "../../errors/index.ts";
import { useSearchParams } from "../../platform/navigation/navigation.ts";
import { Button, Spinner, TextField } from "../../ui/index.ts";
import { useCampaignInsights } from "../api.ts";
import { campaignDates, formatMicros, statusLabel, targetingSummary } from "../format.ts";

type InsightsQuery = Partial<Record<(typeof CAMPAIGN_INSIGHTS_QUERY_KEYS)[number], string>>;

/**
 * Campaign insights (/campaign-insights/{campaignId}/, ADS-067): the campaign and its
 * delivery totals for the period in start_date/end_date (comp_* for a comparison period).
 */
export function InsightsPage({ advertiser, campaignId }: { advertiser: Advertiser; campaignId: string }) {
  const params = useSearchParams();
  const [, navigate] = useLocation();
  const query: InsightsQuery = {};
  for (const key of CAMPAIGN_INSIGHTS_QUERY_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const insights = useCampaignInsights(advertiser.id, campaignId, query);
  const [start, setStart] = useState(query.start_date ?? "");
  const [end, setEnd] = useState(query.end_date ?? "");
  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      advertiserPath("campaignInsights", {
        advertiserId: advertiser.id,
        campaignId,
        query: { ...query, start_date: start || null, end_date: end || null },
      }),
    );
  };
  if (insights.isPending) return <Spinner />;
  if (insights.isError) return <PageError error={insights.error} onRetry={() => void insights.refetch()} />;
  const { campaign, metrics, comparison } = insights.data;
  const money = (micros: number) => formatMicros(micros, campaign.currency);
  return (
    <section className="cb-ads-section">
      <Link to={advertiserPath("reporting.campaigns", { advertiserId: advertiser.id })}>
        {t("ads.insights.back")}
      </Link>
      <h1>{t("ads.insights.title", { name: campaign.name })}</h1>
      <dl className="cb-ads-facts">
        <dt>{t("ads.campaigns.status")}</dt>
        <dd>{statusLabel(campaign.status)}</dd>
        <dt>{t("ads.campaigns.budget")}</dt>
        <dd>{money(campaign.daily_budget_in_micro_currency)}</dd>
        <dt>{t("ads.campaigns.dates")}</dt>
        <dd>{campaignDates(campaign)}</dd>
        <dt>{t("ads.campaigns.targeting")}</dt>
        <dd>{targetingSummary(campaign)}</dd>
      </dl>
      <form className="cb-ads-period" onSubmit={apply} aria-label={t("ads.insights.period")}>
        <TextField
          label={t("ads.insights.start")}
          type="date"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <TextField
          label={t("ads.insights.end")}
          type="date"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
        <Button type="submit">{t("ads.insights.apply")}</Button>
      </form>
      {[metrics, comparison].map((period, index) =>
        period ? (
          <table key={period.start_date + String(index)} className="cb-ads-table">
            <caption>{t("ads.campaigns.range", { start: period.start_date, end: period.end_date })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("ads.insights.impressions")}</th>
                <th scope="col">{t("ads.insights.clicks")}</th>
                <th scope="col">{t("ads.insights.ctr")}</th>
                <th scope="col">{t("ads.insights.spend")}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{period.impressions}</td>
                <td>{period.clicks}</td>
                <td>{period.ctr === null ? "–" : `${(period.ctr * 100).toFixed(2)}%`}</td>
                <td>{money(period.spend_in_micro_currency)}</td>
              </tr>
            </tbody>
          </table>
        ) : null,
      )}
    </section>
  );
}
