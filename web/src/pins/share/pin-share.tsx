import type { PinDetail } from "@corkboard/core/contract";
import { registerMessages, shareMessages, t } from "@corkboard/core/messages";
import { wantsShareSheet, withoutShareParam } from "@corkboard/core/pins";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "wouter";
import { useRawLocation, useSearchParams } from "../../platform/navigation/navigation.ts";
import { Button } from "../../ui/index.ts";

registerMessages(shareMessages);

const loadSheet = () => import("./share-sheet.tsx");
// The sheet (and the modal it sits in) opens on a click: the pin page's first load does
// without its code, which starts loading when the pointer or focus reaches the button (D-068).
const ShareSheet = lazy(() => loadSheet().then((m) => ({ default: m.ShareSheet })));

/**
 * The pin page's Share button and its sheet (IMPL-021): the sheet opens from the button and
 * on arrival at /pin/{id}/?share=true (the pin-created dialog's Send, PIN-069); closing it
 * takes share=true out of the address so Back and Reload do not open it again.
 */
export function PinShare({ pin }: { pin: PinDetail }) {
  const fromQuery = wantsShareSheet(useSearchParams());
  const { pathname, search } = useRawLocation();
  const [, navigate] = useLocation();
  const [clicked, setClicked] = useState(false);
  const open = clicked || fromQuery;
  const close = () => {
    setClicked(false);
    if (fromQuery) navigate(pathname + withoutShareParam(search), { replace: true });
  };
  const prefetch = () => void loadSheet();
  return (
    <>
      <Button
        onClick={() => setClicked(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
      >
        {t("share.button")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareSheet pin={pin} open onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
