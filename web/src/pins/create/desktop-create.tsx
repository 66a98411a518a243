import { t } from "@corkboard/core/messages";
import type { CreateRouteRequest } from "@corkboard/core/pins";
import { useEffect, useMemo, useRef, useState } from "react";
import { ArrowBackIcon, Button, IconButton } from "../../ui/index.ts";
import { prefetchImage, useSiteImages as useSiteImagesRead } from "../api.ts";
import { type SavedPin, useSaveFlow } from "../save/index.ts";
import { draftFromRoute } from "./create-draft.ts";
import { PinPreview } from "./pin-preview.tsx";
import { isOpenedAsPopup, usePopupSizing } from "./popup.ts";
import { SuccessScreen } from "./success-screen.tsx";

/** Pre-fetches the image (PIN-030, fire and forget); its signature feeds the already-saved banner. */
function usePrefetchedSignature(media: string | null): string | null {
  const [signature, setSignature] = useState<string | null>(null);
  useEffect(() => {
    if (!media) return;
    let live = true;
    prefetchImage(media)
      .then((upload) => live && setSignature(upload.image_signature))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [media]);
  return signature;
}

/** The page's other images for the pin-created grid (PIN-032); a failure is swallowed (PIN-033). */
function useSiteImages(request: CreateRouteRequest): string[] {
  const images = useSiteImagesRead(request);
  return images.data?.items.map((item) => item.url) ?? [];
}

function closeWindow(): void {
  if (isOpenedAsPopup()) window.close();
  else window.history.back();
}

/**
 * Desktop, signed in (PIN-005, PIN-006): the pin preview (40 %) beside the board picker
 * (60 %) in a popup sized to its content; after the save, the success screen.
 */
export function DesktopCreate({ request }: { request: CreateRouteRequest }) {
  const draft = useMemo(() => draftFromRoute(request), [request]);
  const [saved, setSaved] = useState<SavedPin | null>(null);
  const signature = usePrefetchedSignature(request.media);
  const siteImages = useSiteImages(request);
  const root = useRef<HTMLDivElement>(null);
  usePopupSizing(root);
  const flow = useSaveFlow({
    draft,
    imageSignature: signature,
    variant: "desktop",
    eventPath: request.routeMethod,
    onSaved: setSaved,
    // In the popup a failed save leaves the picker (with its toast) rather than the window.
    onClose: () => {},
  });
  const canGoBack = flow.screen !== "board_list";

  if (saved) {
    return (
      <div ref={root} className="cb-pin-create">
        <SuccessScreen saved={saved} request={request} siteImages={siteImages} />
      </div>
    );
  }
  return (
    <div ref={root} className="cb-pin-create cb-pin-create--split">
      <div className="cb-pin-create__preview">
        <PinPreview
          media={request.media}
          url={request.url}
          description={request.description}
          color={request.color}
        />
      </div>
      <section className="cb-pin-create__picker" aria-labelledby="cb-pin-create-title">
        <div className="cb-pin-create__bar">
          {canGoBack ? (
            <IconButton
              label={t("boards.picker.back")}
              icon={<ArrowBackIcon />}
              size="sm"
              onClick={flow.back}
            />
          ) : null}
          <h1 id="cb-pin-create-title" className="cb-pin-create__title">
            {flow.title}
          </h1>
          <Button variant="tertiary" onClick={closeWindow}>
            {t("boards.picker.cancel")}
          </Button>
        </div>
        {request.media ? flow.body : null}
      </section>
    </div>
  );
}
