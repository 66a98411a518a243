import type { PinDetail } from "@corkboard/core/contract";
import { closeupImageSizes, renditionSrcset } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { PinCreatorCard } from "../follows/index.ts";
import { AffiliateDisclosure, SensitiveCover, SponsorshipLabel } from "../labels/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { richText } from "../platform/i18n/rich-text.tsx";
import { ButtonLink, ExternalIcon, pinImageAlt } from "../ui/index.ts";
import { DescriptionText } from "./description-text.tsx";
import { safeOutboundUrl } from "./links.ts";
import { LoggedOutPinActions } from "./logged-out-pin-actions.tsx";
import { PinVideo } from "./pin-video.tsx";
import { PinnerCard } from "./pinner-card.tsx";
import { ProductSummary } from "./product-summary.tsx";
import { PinShare } from "./share/pin-share.tsx";

// Signed in: download and edit (IMPL-023, IMPL-034) come in their own chunk, after the
// closeup paints; logged-out visitors get LoggedOutPinActions.
const PinActions = lazy(() => import("./edit/pin-actions.tsx").then((m) => ({ default: m.PinActions })));
// Save and the board picker (IMPL-020); the picker itself loads on the first click.
const PinSaveButton = lazy(() =>
  import("./save/save-button.tsx").then((m) => ({ default: m.PinSaveButton })),
);

function SavedTo({ pin }: { pin: PinDetail }) {
  const board = (
    <Link to={pin.board.url} className="cb-link">
      {pin.board.name}
    </Link>
  );
  if (!pin.section) return <p>{richText("pin.savedTo", { board })}</p>;
  const section = (
    <Link to={pin.section.url} className="cb-link">
      {pin.section.title}
    </Link>
  );
  return <p>{richText("pin.savedToSection", { section, board })}</p>;
}

/**
 * The pin closeup (IMPL-020): the image (736 px, or a smaller rendition where that is
 * enough) beside its details. The image carries its
 * size so nothing shifts as it loads, over the dominant colour.
 */
export function PinCloseup({ pin }: { pin: PinDetail }) {
  const image = pin.images["736x"];
  // The same srcset and sizes as the shell's preload (server/src/spa/page-head.ts), so the
  // browser picks the same rendition and uses the preloaded one.
  const closeupSrcset = renditionSrcset([pin.images["236x"], pin.images["474x"], image]);
  const outbound = safeOutboundUrl(pin.link);
  const title = pin.title.trim();
  const pinner = <PinnerCard pinner={pin.pinner} followerCount={pin.pinner_follower_count} />;
  return (
    // A sensitive pin is covered by its notice until the viewer chooses to see it (LABEL-011).
    <SensitiveCover notice={pin.sensitivity}>
      <article className="cb-closeup">
        <div className="cb-closeup__media" style={{ backgroundColor: pin.dominant_color }}>
          {pin.video ? (
            <PinVideo pin={pin} video={pin.video} alt={pinImageAlt(pin)} />
          ) : (
            <picture>
              {/* An animated GIF moves only for viewers who have not asked for less motion (D-050). */}
              {pin.images.animated ? (
                <source media="(prefers-reduced-motion: no-preference)" srcSet={pin.images.animated.url} />
              ) : null}
              <img
                src={image.url}
                srcSet={closeupSrcset}
                sizes={closeupImageSizes()}
                width={image.width}
                height={image.height}
                alt={pinImageAlt(pin)}
                decoding="async"
                fetchPriority="high"
              />
            </picture>
          )}
          {pin.image_unavailable ? (
            // An imported pin whose image could not be had (issue 20, D-054); its link stays.
            <p className="cb-closeup__unavailable">{t("pin.imageUnavailable")}</p>
          ) : null}
        </div>
        <div className="cb-closeup__details">
          {outbound ? (
            <ButtonLink
              href={outbound}
              target="_blank"
              rel="noopener noreferrer nofollow"
              variant="secondary"
            >
              {t("pin.visitSite")}
              <ExternalIcon size={16} />
              <span className="cb-visually-hidden">{t("pin.opensInNewTab")}</span>
            </ButtonLink>
          ) : null}
          {outbound ? <AffiliateDisclosure affiliate={pin.affiliate_link} /> : null}
          {getBootstrap().viewer.is_auth ? (
            <Suspense fallback={null}>
              <PinSaveButton pinId={pin.id} />
              <PinActions pin={pin} />
            </Suspense>
          ) : (
            <LoggedOutPinActions pinId={pin.id} />
          )}
          {/* Anyone may share a pin they can see (IMPL-021). */}
          <div className="cb-pin-actions">
            <PinShare pin={pin} />
          </div>
          {pin.link_domain ? <p className="cb-muted">{pin.link_domain}</p> : null}
          <h1 className={title ? "cb-closeup__title" : "cb-visually-hidden"}>{title || t("pin.untitled")}</h1>
          <SponsorshipLabel sponsorship={pin.sponsorship} />
          <ProductSummary product={pin.product} />
          {pin.description ? (
            <p className="cb-closeup__description">
              <DescriptionText text={pin.description} />
            </p>
          ) : null}
          <SavedTo pin={pin} />
          {/* The creator card with its follow button loads after the closeup paints (FOLLOW-022). */}
          <Suspense fallback={pinner}>
            <PinCreatorCard pinId={pin.id} fallback={pinner} />
          </Suspense>
        </div>
      </article>
    </SensitiveCover>
  );
}
