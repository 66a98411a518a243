import { businessConvertPath } from "@corkboard/core/ads";
import type { PinSaveResult } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { pinCreatedButtons, pinCreatedTitle, pinSendPath, seeItNowLink } from "@corkboard/core/pins";
import { type CSSProperties, Suspense } from "react";
import { Link } from "wouter";
import { OfficialUserFollowCard } from "../../follows/index.ts";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { buttonClass, openModal } from "../../ui/index.ts";
import { VideoProcessingStatus } from "../video-processing-status.tsx";
import "./pin-created-dialog.css";

/** Pin-created dialog sizes (seed 001 §9): image 236 wide, dialog ≥ 500, grid of ≥ 3 × 160 up to 540 high. */
export const PIN_CREATED_LAYOUT = {
  imageWidth: 236,
  minWidth: 500,
  gridMinColumns: 3,
  gridColumnWidth: 160,
  gridMaxHeight: 540,
} as const;

/** What the dialog shows about the new pin. */
export interface PinCreatedProps {
  result: PinSaveResult;
  image?: { url: string; width?: number | undefined; height?: number | undefined } | null | undefined;
  /** The pin's colour: a colour block when there is no image (PIN-066). */
  color?: string | null | undefined;
  /** A video pin: its length, and the upload whose processing the dialog follows (issue 18). */
  video?: { durationSeconds: number; uploadId?: string | undefined } | null | undefined;
  /** The other images of a multi-image site (PIN-067). */
  siteImages?: readonly string[] | undefined;
  /** Inside the bookmarklet popup "See it now" opens a new tab (PIN-071 DECISION). */
  inPopup?: boolean | undefined;
}

function duration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const STYLE = {
  "--cb-created-image": `${PIN_CREATED_LAYOUT.imageWidth}px`,
  "--cb-created-min-width": `${PIN_CREATED_LAYOUT.minWidth}px`,
  "--cb-created-grid-column": `${PIN_CREATED_LAYOUT.gridColumnWidth}px`,
  "--cb-created-grid-columns": String(PIN_CREATED_LAYOUT.gridMinColumns),
  "--cb-created-grid-max": `${PIN_CREATED_LAYOUT.gridMaxHeight}px`,
} as CSSProperties;

/** The title of the dialog: "Saved to {board}" or "Saved to {section} in {board}" (PIN-065). */
export function pinCreatedHeading(result: PinSaveResult): string {
  const title = pinCreatedTitle(result.board.name, result.section?.title);
  return t(title.messageKey, title.values);
}

/**
 * The body of the pin-created dialog (PIN-065…PIN-076): the image (236 wide), a video with
 * its duration or a colour block, the site's other images, and Send / See it now / Promote
 * your Pin — Promote only on the server's flag, Send hidden when Promote shows, See it now
 * gray for partners and promotable viewers, red otherwise — and, for a signed-in viewer, a
 * follow card for the official user of the link's domain (FOLLOW-021).
 */
export function PinCreatedContent({
  result,
  image,
  color,
  video,
  siteImages,
  inPopup = false,
}: PinCreatedProps) {
  const viewer = getBootstrap().viewer;
  const buttons = pinCreatedButtons({
    signedIn: viewer.is_auth,
    isPartner: viewer.is_partner,
    // The server's one flag already holds the account, site type and country checks (PIN-073).
    canQuickPromote: result.can_quick_promote,
    siteType: null,
    inPromoteCountry: true,
  });
  const seeIt = seeItNowLink(result.id, inPopup);
  return (
    <div className="cb-pin-created" style={STYLE}>
      <div className="cb-pin-created__media">
        {video ? (
          <div className="cb-pin-created__video" style={{ backgroundColor: color ?? undefined }}>
            {image ? <img src={image.url} alt={t("pins.created.imageAlt")} /> : null}
            <span className="cb-pin-created__badge">
              {t("pins.created.video", { duration: duration(video.durationSeconds) })}
            </span>
          </div>
        ) : image ? (
          <img
            className="cb-pin-created__image"
            src={image.url}
            alt={t("pins.created.imageAlt")}
            width={PIN_CREATED_LAYOUT.imageWidth}
            height={
              image.width && image.height
                ? Math.round((image.height * PIN_CREATED_LAYOUT.imageWidth) / image.width)
                : undefined
            }
            style={{ backgroundColor: color ?? undefined }}
          />
        ) : (
          <div
            className="cb-pin-created__color"
            data-testid="color-block"
            style={{ backgroundColor: color ?? undefined }}
          />
        )}
        {video?.uploadId ? <VideoProcessingStatus videoUploadId={video.uploadId} /> : null}
      </div>
      {siteImages && siteImages.length > 1 ? (
        <ul className="cb-pin-created__grid" aria-label={t("pins.created.images")}>
          {siteImages.map((url) => (
            <li key={url}>
              <img src={url} alt="" loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="cb-pin-created__actions">
        {buttons.showSend ? (
          <Link href={pinSendPath(result.id)} className={buttonClass({ variant: "secondary" })}>
            {t("pins.created.send")}
          </Link>
        ) : null}
        {seeIt.newTab ? (
          <a
            href={seeIt.href}
            target="_blank"
            rel="noopener"
            className={buttonClass({ variant: buttons.seeItNowColor === "red" ? "primary" : "secondary" })}
            data-color={buttons.seeItNowColor}
          >
            {t("pins.created.seeItNow")}
            <span className="cb-visually-hidden">{t("pin.opensInNewTab")}</span>
          </a>
        ) : (
          <Link
            href={seeIt.href}
            className={buttonClass({ variant: buttons.seeItNowColor === "red" ? "primary" : "secondary" })}
            data-color={buttons.seeItNowColor}
          >
            {t("pins.created.seeItNow")}
          </Link>
        )}
        {buttons.showPromote ? (
          <a href={businessConvertPath(result.id)} className={buttonClass({ variant: "primary" })}>
            {t("pins.created.promote")}
          </a>
        ) : null}
      </div>
      {viewer.is_auth ? (
        <Suspense fallback={null}>
          <OfficialUserFollowCard pinId={result.id} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Opens the pin-created dialog in the app's modal host (PIN-065…PIN-076). */
export function openPinCreatedDialog(props: PinCreatedProps): void {
  openModal({
    title: pinCreatedHeading(props.result),
    body: <PinCreatedContent {...props} />,
    width: PIN_CREATED_LAYOUT.minWidth,
  });
}
