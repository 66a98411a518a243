import { advertiserPath } from "@corkboard/core/ads";
import type { Advertiser, billingEndpoint, EndpointData } from "@corkboard/core/contract";
import { type MessageKey, t } from "@corkboard/core/messages";
import { Link } from "wouter";
import { PageError } from "../../errors/index.ts";
import { useSearchParams } from "../../platform/navigation/navigation.ts";
import { Spinner } from "../../ui/index.ts";
import { useBilling } from "../api.ts";
import { campaignDates, formatMicros, statusLabel } from "../format.ts";
import { PaymentMethodForm } from "./payment-method-form.tsx";

const VIEWS: ReadonlyArray<{ view: string | null; label: MessageKey }> = [
  { view: null, label: "ads.billing.overview" },
  { view: "history", label: "ads.billing.history" },
  { view: "order_lines", label: "ads.billing.orderLines" },
];

/**
 * Billing (/billing/, ADS-007, ADS-059, IMPL-040): the campaign quick promote just created
 * (campaign_id), the payment methods with the TEST provider form, and the history and
 * order_lines sub-views.
 */
export function BillingPage({ advertiser, view }: { advertiser: Advertiser; view: string | null }) {
  const params = useSearchParams();
  const query = {
    campaign_id: params.get("campaign_id") ?? undefined,
    objective_type: params.get("objective_type") ?? undefined,
    is_quick_promote: params.get("is_quick_promote") ?? undefined,
  };
  const billing = useBilling(advertiser.id, query);
  const link = (sub: string | null) =>
    advertiserPath("billing", { advertiserId: advertiser.id, ...(sub ? { subView: sub } : {}) });
  return (
    <section className="cb-ads-section">
      <h1>{t("ads.billing.title")}</h1>
      <nav className="cb-ads__subnav" aria-label={t("ads.billing.nav")}>
        {VIEWS.map((item) => (
          <Link key={item.label} to={link(item.view)} aria-current={item.view === view ? "page" : undefined}>
            {t(item.label)}
          </Link>
        ))}
      </nav>
      {billing.isPending ? <Spinner /> : null}
      {billing.isError ? <PageError error={billing.error} onRetry={() => void billing.refetch()} /> : null}
      {billing.data ? <BillingView data={billing.data} view={view} /> : null}
    </section>
  );
}

type BillingData = EndpointData<typeof billingEndpoint>;

// The payment form's write makes this advertiser's billing stale, which reloads it.
function BillingView({ data, view }: { data: BillingData; view: string | null }) {
  const currency = data.advertiser.currency;
  if (view === "history") {
    return data.history.length === 0 ? (
      <p>{t("ads.billing.historyEmpty")}</p>
    ) : (
      <table className="cb-ads-table">
        <thead>
          <tr>
            <th scope="col">{t("ads.billing.date")}</th>
            <th scope="col">{t("ads.billing.description")}</th>
            <th scope="col">{t("ads.billing.amount")}</th>
          </tr>
        </thead>
        <tbody>
          {data.history.map((event) => (
            <tr key={event.id}>
              <td>{event.created_at.slice(0, 10)}</td>
              <td>{event.description}</td>
              <td>
                {event.amount_in_micro_currency === null
                  ? "–"
                  : formatMicros(event.amount_in_micro_currency, event.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (view === "order_lines") {
    return data.order_lines.length === 0 ? (
      <p>{t("ads.billing.orderLinesEmpty")}</p>
    ) : (
      <table className="cb-ads-table">
        <thead>
          <tr>
            <th scope="col">{t("ads.billing.campaign")}</th>
            <th scope="col">{t("ads.campaigns.status")}</th>
            <th scope="col">{t("ads.billing.budget")}</th>
            <th scope="col">{t("ads.campaigns.dates")}</th>
          </tr>
        </thead>
        <tbody>
          {data.order_lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.campaign_name}</th>
              <td>{statusLabel(line.status)}</td>
              <td>{formatMicros(line.daily_budget_in_micro_currency, line.currency)}</td>
              <td>
                {campaignDates({
                  start_date: line.start_date,
                  end_date: line.end_date,
                  is_ongoing: line.end_date === null,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className="cb-ads-billing">
      {data.campaign ? (
        <p className="cb-qp-notice" role="status">
          {t("ads.billing.forCampaign", { name: data.campaign.name })}{" "}
          {formatMicros(data.campaign.daily_budget_in_micro_currency, currency)}
        </p>
      ) : null}
      <h2>{t("ads.billing.overview")}</h2>
      {data.payment_methods.length === 0 ? (
        <p>{t("ads.billing.noMethod")}</p>
      ) : (
        <ul>
          {data.payment_methods.map((method) => (
            <li key={method.id}>
              {method.brand} •••• {method.last4} ({t("ads.billing.testProvider")})
            </li>
          ))}
        </ul>
      )}
      <PaymentMethodForm advertiserId={data.advertiser.id} />
    </div>
  );
}
