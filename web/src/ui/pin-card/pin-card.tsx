import type { PinSummary } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { pinPath } from "@corkboard/core/paths";
import { formatPrice } from "@corkboard/core/shopping";
import { Link } from "wouter";
import "./pin-card.css";

/** The fields of a pin a grid tile shows. */
export type PinCardPin = Pick<
  PinSummary,
  "id" | "title" | "description" | "dominant_color" | "images" | "pinner"
> &
  Partial<Pick<PinSummary, "product">>;

const ALT_MAX = 160;

/** A pin's text alternative: its title, else its description, else the word "Pin". */
export function pinAltText(pin: Pick<PinSummary, "title" | "description">): string {
  const text = pin.title.trim() || pin.description.trim();
  if (!text) return t("pin.untitled");
  return t("pin.imageAlt", { title: text.length > ALT_MAX ? `${text.slice(0, ALT_MAX - 1)}…` : text });
}

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
  return (
    <Link to={pinPath(pin.id)} className="cb-pin-card" aria-label={[alt, ...product].join(", ")}>
      <div
        className="cb-pin-card__image"
        style={{ height: imageHeight, backgroundColor: pin.dominant_color }}
      >
        <img
          src={small.url}
          srcSet={`${small.url} ${small.width}w, ${large.url} ${large.width}w`}
          sizes={`${width}px`}
          width={width}
          height={imageHeight}
          alt={alt}
          loading={eager || priority ? "eager" : "lazy"}
          {...(priority ? { fetchPriority: "high" as const } : {})}
          decoding="async"
        />
      </div>
      <div className="cb-pin-card__footer" aria-hidden="true">
        {pin.title.trim() || pin.pinner.full_name}
      </div>
      <ProductChip words={product} />
    </Link>
  );
}
