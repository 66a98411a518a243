import {
  advertiserPath,
  businessConvertPath,
  type PromotedPin,
  stopsQuickPromotePage,
} from "@corkboard/core/ads";
import { type EndpointData, pinEndpoint, promoteEligibilityEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { Link, useLocation } from "wouter";
import { PageError } from "../../errors/index.ts";
import { useEndpoint } from "../../platform/api/index.ts";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { useSearchParams } from "../../platform/navigation/navigation.ts";
import { buttonClass, Spinner } from "../../ui/index.ts";
import { formatInstant } from "../format.ts";
import { PinSelectionModal, promotedPinOf } from "./pin-selection-modal.tsx";
import { QuickPromoteEditor } from "./quick-promote-flow.tsx";

interface QuickPromotePageProps {
  advertiserId: string;
  country: string;
}

/**
 * The quick-promote page (ADS-003, ADS-009): without ?pinId the pin selection modal opens;
 * with one, the editor for that pin. Choosing a pin puts it in the URL, so a reload keeps it.
 */
export function QuickPromotePage({ advertiserId, country }: QuickPromotePageProps) {
  const params = useSearchParams();
  const pinId = params.get("pinId");
  const [pathname, navigate] = useLocation();
  const username = getBootstrap().viewer.user?.username ?? "";
  const choose = (pin: PromotedPin) =>
    navigate(`${pathname}?${new URLSearchParams({ pinId: pin.id })}`, { replace: true });
  if (!pinId) {
    return (
      <div className="cb-qp">
        <h1>{t("ads.qp.title")}</h1>
        <PinSelectionModal
          username={username}
          onChoose={choose}
          onClose={() => navigate(advertiserPath("root", { advertiserId }))}
        />
      </div>
    );
  }
  return (
    <PinEditor
      key={pinId}
      pinId={pinId}
      advertiserId={advertiserId}
      country={country}
      onChangePin={() => navigate(pathname, { replace: true })}
    />
  );
}

function PinEditor({
  pinId,
  advertiserId,
  country,
  onChangePin,
}: QuickPromotePageProps & { pinId: string; onChangePin: () => void }) {
  const pin = useEndpoint(pinEndpoint, { id: pinId });
  const eligibility = useEndpoint(promoteEligibilityEndpoint, { pin_id: pinId });
  if (pin.isPending || eligibility.isPending) return <Spinner />;
  if (pin.isError) return <PageError error={pin.error} onRetry={() => void pin.refetch()} />;
  // Without an answer the form shows: the save is still refused where it must be.
  if (stopsQuickPromotePage(eligibility.data?.reason))
    return <NotYetEligible eligibility={eligibility.data} />;
  return (
    <QuickPromoteEditor
      advertiserId={advertiserId}
      country={country}
      pin={promotedPinOf(pin.data)}
      onChangePin={onChangePin}
    />
  );
}

/**
 * The account may not promote yet (PIN-073): said before the form rather than on submit, with
 * the day it becomes possible when age is the reason (issue 13).
 */
function NotYetEligible({
  eligibility,
}: {
  eligibility: EndpointData<typeof promoteEligibilityEndpoint> | undefined;
}) {
  const from = eligibility?.reason === "account_too_new" ? eligibility.eligible_from : null;
  return (
    <div className="cb-qp">
      <h1>{t("ads.qp.title")}</h1>
      <p className="cb-qp-notice" role="status">
        {from ? t("ads.qp.eligibleFrom", { date: formatInstant(from) }) : t("ads.promote.notEligible")}
      </p>
    </div>
  );
}

/** The viewer has no advertiser yet: the way in is a business account (ADS-004, ADS-006). */
export function NoAdvertiser({ pinId }: { pinId: string | null }) {
  return (
    <section className="cb-center">
      <p>{t("ads.qp.noAdvertiser")}</p>
      <Link to={businessConvertPath(pinId)} className={buttonClass({ variant: "primary", size: "lg" })}>
        {t("ads.qp.createBusiness")}
      </Link>
    </section>
  );
}
