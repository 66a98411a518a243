import { pinEndpoint, relatedPinsEndpoint } from "@corkboard/core/contract";
import { CLOSEUP } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import { homePath } from "@corkboard/core/paths";
import {
  type CSSProperties,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation, useParams } from "wouter";
import { HIDDEN_ON_SERVER_ERROR, PageError } from "../errors/index.ts";
import { useEndpoint } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useNavigation } from "../platform/navigation/navigation.ts";
import { ArrowBackIcon, IconButton, pinAltText, Spinner } from "../ui/index.ts";
import { PinCloseup } from "./pin-closeup.tsx";
import "./pin-page.css";

// "More like this" sits below the closeup: its grid's code loads when the reader nears it,
// so the closeup's first paint does without it (D-028).
const PinFeed = lazy(() => import("../feed/index.ts").then((m) => ({ default: m.PinFeed })));

/** True once `ref`'s element is within a viewport's height of the viewport (at once without IntersectionObserver). */
function useNearViewport(ref: RefObject<HTMLElement | null>, mounted: boolean): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    // Asked again once the element is there (`mounted`): the page renders a spinner first.
    if (near || !mounted || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, mounted]);
  return near;
}

/** Closeup widths from the seed (UI-015): two 508 px panes, 1016 px at most. */
const closeupSizes = {
  "--cb-closeup-max": `${CLOSEUP.max}px`,
  "--cb-closeup-pane": `${CLOSEUP.pane}px`,
} as CSSProperties;

/** Back through history when the reader came from inside the app, else to the home feed. */
function BackButton() {
  const [, navigate] = useLocation();
  const { key } = useNavigation();
  // The first entry of a session has the key "default": there is nothing of ours to go back to.
  const back = () => (key === "default" ? navigate(homePath()) : window.history.back());
  return <IconButton label={t("pin.back")} icon={<ArrowBackIcon />} onClick={back} />;
}

/**
 * The pin page /pin/{id}/ (IMPL-020): the closeup, then "More like this", which is
 * secondary: marked HIDDEN_ON_SERVER_ERROR, its failure leaves the closeup alone (PIN-048).
 */
export function PinPage() {
  const { id = "" } = useParams();
  const pin = useEndpoint(pinEndpoint, { id });
  const moreId = useId();
  const moreRef = useRef<HTMLElement>(null);
  const showMore = useNearViewport(moreRef, pin.isSuccess);
  useDocumentTitle(pin.data ? pinAltText(pin.data) : undefined, pin.isSuccess);

  if (pin.isPending) return <Spinner />;
  if (pin.isError) return <PageError error={pin.error} onRetry={() => void pin.refetch()} />;
  return (
    <div className="cb-page cb-pin-page" style={closeupSizes}>
      <div className="cb-pin-page__bar">
        <BackButton />
      </div>
      <PinCloseup pin={pin.data} />
      <section ref={moreRef} className="cb-pin-page__more" aria-labelledby={moreId}>
        <h2 id={moreId}>{t("pin.moreLikeThis")}</h2>
        {showMore ? (
          <Suspense fallback={<Spinner />}>
            <PinFeed
              key={id}
              endpoint={relatedPinsEndpoint}
              query={{ pin_id: id }}
              label={t("pin.moreLikeThis")}
              emptyText={null}
              firstScreen={false}
              errorDisplay={HIDDEN_ON_SERVER_ERROR}
            />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
