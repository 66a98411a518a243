import { advertiserPath, quickPromoteCanonicalPath, quickPromoteRedirect } from "@corkboard/core/ads";
import { t } from "@corkboard/core/messages";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { PageError } from "../errors/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useRawLocation, useSearchParams } from "../platform/navigation/navigation.ts";
import { Spinner } from "../ui/index.ts";
import { AdvertiserPage } from "./advertiser-page.tsx";
import { AdvertiserShell } from "./advertiser-shell.tsx";
import { useAdvertiser, useAdvertisers } from "./api.ts";
import { registerAdsMessages } from "./messages.ts";
import { NoAdvertiser } from "./quick-promote/quick-promote-page.tsx";
import "./ads.css";
import { useRedirectOnce } from "../platform/navigation/use-redirect-once.ts";

registerAdsMessages();

/**
 * Everything under /advertiser/ (ADS-053…070, IMPL-040): the underscore quick-promote
 * spelling redirects permanently (ADS-005); /advertiser/ and /advertiser/quick-promote/
 * without an id open the viewer's first advertiser; /advertiser/{id}/… opens that
 * advertiser's page for the path key.
 */
export function AdvertiserArea() {
  const { pathname, search } = useRawLocation();
  const user = getBootstrap().viewer.user;
  const redirect = quickPromoteRedirect(pathname + search);
  useDocumentTitle(t("ads.area.title"));
  useRedirectOnce(!user ? `/login/?${new URLSearchParams({ next: pathname + search })}` : redirect);
  if (!user || redirect) return null;
  const [first = "", ...rest] = pathname.split("/").filter(Boolean).slice(1);
  if (first === "" || (first === "quick-promote" && rest.length === 0)) {
    return <FirstAdvertiser quickPromote={first === "quick-promote"} />;
  }
  // The part after /advertiser/{id}, trailing slash kept: /billing/history/.
  const after = pathname.slice(pathname.indexOf(first) + first.length) || "/";
  return <AdvertiserById advertiserId={safeDecode(first)} rest={after} />;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** /advertiser/ or /advertiser/quick-promote/ without an id: the viewer's first advertiser. */
function FirstAdvertiser({ quickPromote }: { quickPromote: boolean }) {
  const advertisers = useAdvertisers();
  const [, navigate] = useLocation();
  const { search } = useRawLocation();
  const pinId = useSearchParams().get("pinId");
  const first = advertisers.data?.[0];
  useEffect(() => {
    if (!first) return;
    const target = quickPromote
      ? quickPromoteCanonicalPath(first.id)
      : advertiserPath("root", { advertiserId: first.id });
    navigate(target + search, { replace: true });
  }, [first, quickPromote, navigate, search]);
  if (advertisers.isPending || first) return <Spinner />;
  if (advertisers.isError)
    return <PageError error={advertisers.error} onRetry={() => void advertisers.refetch()} />;
  return <NoAdvertiser pinId={pinId} />;
}

function AdvertiserById({ advertiserId, rest }: { advertiserId: string; rest: string }) {
  const advertiser = useAdvertiser(advertiserId);
  if (advertiser.isPending) return <Spinner />;
  if (advertiser.isError)
    return <PageError error={advertiser.error} onRetry={() => void advertiser.refetch()} />;
  return (
    <AdvertiserShell advertiser={advertiser.data} rest={rest}>
      <AdvertiserPage advertiser={advertiser.data} rest={rest} />
    </AdvertiserShell>
  );
}
