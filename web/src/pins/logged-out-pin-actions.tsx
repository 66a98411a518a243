import { t } from "@corkboard/core/messages";
import { pinPath } from "@corkboard/core/paths";
import { openAuthModal, SignupUpsell } from "../auth/index.ts";
import { Button } from "../ui/index.ts";

/**
 * Save and Download for a logged-out visitor (IMPL-020, IMPL-034): each opens the signup
 * gate with its source; the bottom-right sign-up prompt comes with them. Light on purpose — the save machinery and the edit tools load only
 * for signed-in viewers, so a shared pin's first load stays small.
 */
export function LoggedOutPinActions({ pinId }: { pinId: string }) {
  return (
    <div className="cb-pin-actions">
      <Button
        variant="primary"
        size="lg"
        onClick={() => void openAuthModal({ mode: "signup", source: "saveButton", container: "save", pinId })}
      >
        {t("pin.save")}
      </Button>
      <Button
        onClick={() =>
          void openAuthModal({
            mode: "signup",
            source: "downloadImageBtnUnauth",
            container: "download",
            next: pinPath(pinId),
          })
        }
      >
        {t("pin.downloadImage")}
      </Button>
      <SignupUpsell next={pinPath(pinId)} />
    </div>
  );
}
