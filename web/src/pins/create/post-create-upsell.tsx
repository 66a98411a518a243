import { t } from "@corkboard/core/messages";
import { PIN_TIMING, showPostCreateUpsell, UPSELL_SEEN } from "@corkboard/core/pins";
import { useEffect, useState } from "react";
import { getBootstrap, isExperimentOn } from "../../platform/bootstrap/index.ts";
import { Button, buttonClass } from "../../ui/index.ts";
import { fetchUserSettings, markUpsellSeenOnServer } from "../api.ts";

/** The experiment that gates the upsell (PIN-049). */
export const UPSELL_EXPERIMENT = "web_post_create_retargeting";

function seenUpsell(): boolean {
  try {
    return window.localStorage.getItem(UPSELL_SEEN.key) === UPSELL_SEEN.value;
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    window.localStorage.setItem(UPSELL_SEEN.key, UPSELL_SEEN.value);
  } catch {
    // Storage refused: the server's record below still counts.
  }
  markUpsellSeenOnServer();
}

/**
 * The post-create upsell (PIN-049…PIN-054): after saving from the social photo site, a
 * viewer who lists that account as their website but has not connected it is offered
 * "Connect now" (/settings/claim/). Shown once (local storage), dismissable after 2 s. The
 * settings are only asked for when everything else already holds.
 */
export function PostCreateUpsell({ url }: { url: string | null }) {
  const [show, setShow] = useState(false);
  const [canDismiss, setCanDismiss] = useState(false);
  useEffect(() => {
    const experimentOn = isExperimentOn(getBootstrap(), UPSELL_EXPERIMENT);
    // The same rule with the best possible settings: false means the settings cannot matter.
    const possible = showPostCreateUpsell({
      url,
      seen: seenUpsell(),
      connectedToInstagram: false,
      listedWebsiteUrl: url,
      experimentOn,
    });
    if (!possible) return;
    let live = true;
    fetchUserSettings()
      .then((settings) => {
        const decided = showPostCreateUpsell({
          url,
          // Seen here, or on another device (the server's list).
          seen: seenUpsell() || settings.claiming_upsells_seen.includes(UPSELL_SEEN.value),
          connectedToInstagram: settings.connected_to_instagram,
          listedWebsiteUrl: settings.listed_website_url,
          experimentOn,
        });
        if (live && decided) {
          markSeen();
          setShow(true);
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [url]);
  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(() => setCanDismiss(true), PIN_TIMING.upsellDismissDelayMs);
    return () => clearTimeout(timer);
  }, [show]);
  if (!show) return null;
  return (
    <aside className="cb-upsell" aria-labelledby="cb-upsell-title">
      <h2 id="cb-upsell-title">{t("pins.upsell.title")}</h2>
      <p>{t("pins.upsell.body")}</p>
      <a href="/settings/claim/" className={buttonClass({ variant: "primary" })}>
        {t("pins.upsell.connectNow")}
      </a>
      {canDismiss ? (
        <Button variant="secondary" onClick={() => setShow(false)}>
          {t("pins.upsell.dismiss")}
        </Button>
      ) : null}
    </aside>
  );
}
