import type { PinDetail } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { pinPath } from "@corkboard/core/paths";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { openAuthModal } from "../../auth/index.ts";
import { registerManageMessages } from "../../boards/index.ts";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { Button, buttonClass } from "../../ui/index.ts";
import { isPinner } from "./is-pinner.ts";

registerManageMessages();

// Only a pinner may promote their pin; only they load the eligibility check.
const PromotePinLink = lazy(() =>
  import("../save/promote-pin-link.tsx").then((m) => ({ default: m.PromotePinLink })),
);

/**
 * Where the pin's original image downloads from (pins-write.ts PIN_IMAGE_DOWNLOAD_PATH). The
 * browser's contract module carries endpoints only, not bare path constants, so the path is
 * spelled here.
 */
export function pinImageDownloadUrl(pinId: string): string {
  return `/v3/pins/${encodeURIComponent(pinId)}/image/download/`;
}

/** The closeup's edit path (IMPL-023). */
export function pinEditPath(pinId: string): string {
  return `${pinPath(pinId)}edit/`;
}

/**
 * The closeup's actions (IMPL-023, IMPL-034): "Download image" for a signed-in viewer (a
 * logged-out visitor gets the signup gate with source downloadImageBtnUnauth), and "Edit Pin"
 * and, when the server allows it, "Promote your Pin" for its pinner.
 */
export function PinActions({ pin }: { pin: PinDetail }) {
  const signedIn = getBootstrap().viewer.user !== null;
  return (
    <div className="cb-pin-actions">
      {signedIn ? (
        <a className={buttonClass({ variant: "secondary" })} href={pinImageDownloadUrl(pin.id)} download>
          {t("pin.downloadImage")}
        </a>
      ) : (
        <Button
          onClick={() =>
            void openAuthModal({
              mode: "signup",
              source: "downloadImageBtnUnauth",
              container: "download",
              next: pinPath(pin.id),
            })
          }
        >
          {t("pin.downloadImage")}
        </Button>
      )}
      {isPinner(pin) ? (
        <>
          <Link to={pinEditPath(pin.id)} className={buttonClass({ variant: "secondary" })}>
            {t("pinEdit.button")}
          </Link>
          <Suspense fallback={null}>
            <PromotePinLink pinId={pin.id} />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
