import { businessConvertPath } from "@corkboard/core/ads";
import { promoteEligibilityEndpoint } from "@corkboard/core/contract";
import { pinMessages, registerMessages, t } from "@corkboard/core/messages";
import { useEndpoint } from "../../platform/api/index.ts";
import { buttonClass } from "../../ui/index.ts";

registerMessages(pinMessages);

/**
 * "Promote your Pin" on the pin page (issue 5's second entry, PIN-072): shown only when the
 * server's one eligibility flag says so, the same flag the pin-created dialog uses.
 */
export function PromotePinLink({ pinId }: { pinId: string }) {
  const eligibility = useEndpoint(promoteEligibilityEndpoint, { pin_id: pinId });
  if (!eligibility.data?.can_quick_promote) return null;
  return (
    <a href={businessConvertPath(pinId)} className={buttonClass({ variant: "primary" })}>
      {t("pins.created.promote")}
    </a>
  );
}
