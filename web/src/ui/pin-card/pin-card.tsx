import type { PinSummary } from "@corkboard/core/contract";
import { registerMessages, t, videoMessages } from "@corkboard/core/messages";
import { pinPath } from "@corkboard/core/paths";
import { formatVideoDuration } from "@corkboard/core/pins";
import { formatPrice } from "@corkboard/core/shopping";
import { useState } from "react";
import { Link } from "wouter";
import { pinAltText, pinImageAlt } from "./alt-text.ts";
import "./pin-card.css";

registerMessages(videoMessages);

/** The fields of a pin a grid tile shows. */
export type PinCardPin = Pick<
  PinSummary,
  "id" | "title" | "description" | "dominant_color" | "images" | "pinner"
> &
  Partial<Pick<PinSummary, "product" | "video" | "alt_text" | "image_unavailable">>;

interface PinCardProps {
  pin: PinCardPin;
  /** Column width in CSS pixels. */
  width: number;
  /** Height of the image box: the image scaled to the column width. */
  imageHeight: number;
  /** Load at once rather than lazily (tiles on the first screen). */
  eager?: boolean;
  /** Fetch before other images: the first screen's largest paint is among these (D-028). */
  priority?: boolean;
}

/** A product pin's price (Intl.NumberFormat) and brand, as shown; empty without product data. */
function productWords(product: PinSummary["product"] | undefined): string[] {
  if (!product) return [];
  const price = product.price ? formatPrice(product.price.amount_minor, product.price.currency) : null;
  return [price, product.brand].filter((word): word is string => word !== null);
}

/**
 * A product pin's price and brand over the image's corner (IMPL-036). Hidden from assistive
 * technology like the footer: the link's name carries them.
 */
function ProductChip({ words }: { words: string[] }) {
  if (words.length === 0) return null;
  const [first, second] = words;
  // After the footer in the page's order and spaced, so the visible text reads as the link's
  // name does (title, price, brand); drawn over the image's corner.
  return (
    <span className="cb-pin-card__product" aria-hidden="true">
      {" "}
      <span>{first}</span> {second ? <span className="cb-pin-card__brand">{second}</span> : null}
    </span>
  );
}

/**
 * A grid tile: the whole tile links to the pin's page. The dominant colour fills the box
 * until the image arrives, and the 474 px rendition serves 2x screens.
 */
export function PinCard({ pin, width, imageHeight, eager = false, priority = false }: PinCardProps) {
  const alt = pinAltText(pin);
  const product = productWords(pin.product);
  const small = pin.images["236x"];
  const large = pin.images["474x"];
  const animated = pin.images.animated;
  const video = pin.video?.status === "ready" ? pin.video : null;
  const duration = pin.video ? formatVideoDuration(pin.video.duration_ms) : null;
  // A video plays muted and inline while the tile is hovered or has keyboard focus (D-050).
  const [playing, setPlaying] = useState(false);
  const start = () => setPlaying(video !== null && !prefersReducedMotion());
  const stop = () => setPlaying(false);
  // The name reads as the visible text does (footer, unavailable, duration, price, brand), then
  // says "Video". An untitled pin's footer shows its pinner's name, which the name must then
  // contain too (WCAG 2.5.3, label in name).
  const unavailable = pin.image_unavailable === true;
  const footer = pin.title.trim() || pin.pinner.full_name;
  const label = [
    alt,
    ...(pin.title.trim() ? [] : [footer]),
    ...(unavailable ? [t("pin.imageUnavailable")] : []),
    ...(duration ? [duration] : []),
    ...product,
    ...(duration ? [t("video.kind")] : []),
  ].join(", ");
  return (
    <Link
      to={pinPath(pin.id)}
      className="cb-pin-card"
      aria-label={label}
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={stop}
    >
      <div
        className="cb-pin-card__image"
        style={{ height: imageHeight, backgroundColor: pin.dominant_color }}
      >
        {/* An animated GIF moves only for viewers who have not asked for less motion (D-050). */}
        {animated ? (
          <picture className="cb-pin-card__animated">
            <source media="(prefers-reduced-motion: no-preference)" srcSet={animated.url} />
            {still()}
          </picture>
        ) : (
          still()
        )}
        {video && playing ? (
          // A silent preview of what the tile links to: the link's name already says it is a video.
          <span className="cb-pin-card__video" aria-hidden="true">
            <video
              src={video.url}
              muted
              autoPlay
              loop
              playsInline
              tabIndex={-1}
              width={width}
              height={imageHeight}
            />
          </span>
        ) : null}
      </div>
      <div className="cb-pin-card__footer" aria-hidden="true">
        {footer}
      </div>
      {unavailable ? (
        // An imported pin whose image could not be had (D-054): said over the placeholder, after
        // the footer in the page's order so the visible text reads as the link's name does.
        <span className="cb-pin-card__unavailable" aria-hidden="true">
          {" "}
          {t("pin.imageUnavailable")}
        </span>
      ) : null}
      {duration ? (
        // After the footer in the page's order, like the product chip, drawn over the image.
        <span className="cb-pin-card__duration" aria-hidden="true">
          {" "}
          {duration}
        </span>
      ) : null}
      <ProductChip words={product} />
    </Link>
  );

  function still() {
    return (
      <img
        src={small.url}
        srcSet={`${small.url} ${small.width}w, ${large.url} ${large.width}w`}
        sizes={`${width}px`}
        width={width}
        height={imageHeight}
        alt={pinImageAlt(pin)}
        loading={eager || priority ? "eager" : "lazy"}
        {...(priority ? { fetchPriority: "high" as const } : {})}
        decoding="async"
      />
    );
  }
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}
