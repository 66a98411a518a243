import { t } from "@corkboard/core/messages";
import type { CSSProperties } from "react";

/** Pin preview sizes (UI-006): 240 wide, images at most 335 high. */
export const PREVIEW = { width: 240, maxImageHeight: 335 } as const;

const STYLE = {
  "--cb-preview-width": `${PREVIEW.width}px`,
  "--cb-preview-max-height": `${PREVIEW.maxImageHeight}px`,
} as CSSProperties;

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** The pin being saved: its image over its colour, the site it comes from and its description. */
export function PinPreview({
  media,
  url,
  description,
  color,
}: {
  media: string | null;
  url: string | null;
  description: string | null;
  color: string | null;
}) {
  const host = hostOf(url);
  return (
    <figure className="cb-pin-preview" style={STYLE} aria-label={t("pins.create.previewLabel")}>
      {media ? (
        <img src={media} alt={description ?? ""} style={{ backgroundColor: color ?? undefined }} />
      ) : (
        <p role="alert">{t("pins.create.noImage")}</p>
      )}
      {host || description ? (
        <figcaption>
          {host ? <p className="cb-muted">{host}</p> : null}
          {description ? <p>{description}</p> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
