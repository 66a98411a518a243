import { t } from "@corkboard/core/messages";
import type { CreateRouteRequest } from "@corkboard/core/pins";
import { Button } from "../../ui/index.ts";
import { PinCreatedContent, pinCreatedHeading, type SavedPin } from "../save/index.ts";
import { isOpenedAsPopup, useAutoClose } from "./popup.ts";
import { PostCreateUpsell } from "./post-create-upsell.tsx";

/**
 * The desktop success screen (PIN-006, PIN-007): the board, the image, the link, the
 * description and the pin id, with the pin-created buttons; a popup closes itself after 10 s.
 */
export function SuccessScreen({
  saved,
  request,
  siteImages,
}: {
  saved: SavedPin;
  request: CreateRouteRequest;
  siteImages: string[];
}) {
  useAutoClose(true);
  const popup = isOpenedAsPopup();
  const { result } = saved;
  return (
    <section
      className="cb-pin-create__success"
      aria-labelledby="cb-pin-created-title"
      data-pin-id={result.id}
    >
      <h1 id="cb-pin-created-title" className="cb-pin-create__title">
        {pinCreatedHeading(result)}
      </h1>
      <PinCreatedContent
        result={result}
        image={request.media ? { url: request.media } : null}
        color={request.color}
        siteImages={siteImages}
        inPopup={popup}
      />
      <ul className="cb-pin-create__details">
        {request.url ? <li>{t("pins.create.link", { link: request.url })}</li> : null}
        {request.description ? <li>{request.description}</li> : null}
        <li className="cb-muted">{t("pins.create.pinId", { id: result.id })}</li>
      </ul>
      <PostCreateUpsell url={request.url} />
      {popup ? (
        <>
          <p className="cb-muted">{t("pins.create.autoClose")}</p>
          <Button variant="secondary" onClick={() => window.close()}>
            {t("pins.create.closeNow")}
          </Button>
        </>
      ) : null}
    </section>
  );
}
