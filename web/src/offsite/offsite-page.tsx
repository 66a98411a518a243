import { isBlockedRedirectStatus, offsiteCheckQuery, offsiteLink } from "@corkboard/core/ads";
import { offsiteCheckEndpoint } from "@corkboard/core/contract";
import { type MessageKey, t } from "@corkboard/core/messages";
import { homePath } from "@corkboard/core/paths";
import { Link } from "wouter";
import { registerAdsMessages } from "../ads/index.ts";
import { ErrorNotice } from "../errors/index.ts";
import { useEndpoint } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSearchParams } from "../platform/navigation/navigation.ts";
import { buttonClass, Spinner } from "../ui/index.ts";
import "./offsite.css";

registerAdsMessages();

/** Why a link is not opened, per status (ADS-072, ADS-074). */
const REFUSED: Readonly<Record<string, MessageKey>> = {
  blocked: "ads.offsite.blocked",
  suspicious: "offsite.suspicious",
  porn: "offsite.porn",
};

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.host : null;
  } catch {
    return null;
  }
}

/**
 * /offsite/?url=…&pin=… (ADS-071…074): checks the outbound link with GET /v3/offsite/
 * (check_only); a blocked, suspicious or porn answer is never opened. An ok link continues
 * through the server's signed /offsite/ redirect, so the page itself redirects nowhere.
 */
export function OffsitePage() {
  const params = useSearchParams();
  const url = params.get("url") ?? "";
  const pin = params.get("pin") ?? "";
  const host = hostOf(url);
  useDocumentTitle(t("offsite.title"));
  if (!host || !pin) {
    return (
      <section className="cb-center cb-offsite">
        <h1>{t("offsite.title")}</h1>
        <p role="alert">{t("offsite.invalid")}</p>
        <Link to={homePath()} className={buttonClass({ variant: "secondary" })}>
          {t("offsite.goBack")}
        </Link>
      </section>
    );
  }
  return <OffsiteCheck url={url} pin={pin} host={host} params={params} />;
}

function OffsiteCheck({
  url,
  pin,
  host,
  params,
}: {
  url: string;
  pin: string;
  host: string;
  params: URLSearchParams;
}) {
  const clientTrackingParams = params.get("client_tracking_params");
  const auxData = params.get("aux_data");
  const check = useEndpoint(
    offsiteCheckEndpoint,
    offsiteCheckQuery({
      pinId: pin,
      url,
      clientTrackingParams,
      auxData,
      thirdPartyAd: params.get("isThirdPartyAd") === "true" ? auxData : null,
    }),
  );
  const goBack = (
    <Link to={homePath()} className={buttonClass({ variant: "secondary" })}>
      {t("offsite.goBack")}
    </Link>
  );
  if (check.isPending) {
    return (
      <section className="cb-center cb-offsite" aria-busy="true">
        <h1>{t("offsite.title")}</h1>
        <p>{t("offsite.checking")}</p>
        <Spinner />
      </section>
    );
  }
  if (check.isError) return <ErrorNotice error={check.error} onRetry={() => void check.refetch()} />;
  const { redirect_status: status, token } = check.data;
  if (isBlockedRedirectStatus(status) || !token) {
    return (
      <section className="cb-center cb-offsite" data-status={status}>
        <h1>{t("offsite.title")}</h1>
        <p role="alert">{t(REFUSED[status] ?? "offsite.invalid")}</p>
        {goBack}
      </section>
    );
  }
  const isThirdPartyAd = params.get("isThirdPartyAd");
  const href = offsiteLink({
    token,
    url: check.data.url,
    pin,
    ...(isThirdPartyAd ? { isThirdPartyAd: isThirdPartyAd === "true" } : {}),
    csr: true,
    clientTrackingParams,
    auxData,
  });
  return (
    <section className="cb-center cb-offsite" data-status={status}>
      <h1>{t("offsite.title")}</h1>
      <p className="cb-offsite__url">{check.data.url}</p>
      <div className="cb-offsite__actions">
        {goBack}
        <a href={href} rel="noopener noreferrer nofollow" className={buttonClass({ variant: "primary" })}>
          {t("offsite.continue", { host })}
        </a>
      </div>
    </section>
  );
}
