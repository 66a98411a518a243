import { type AdvertiserPathKey, advertiserPath } from "@corkboard/core/ads";
import type { Advertiser } from "@corkboard/core/contract";
import { type MessageKey, t } from "@corkboard/core/messages";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { MoreToolsMenu } from "./not-offered.tsx";
import { resolveAdvertiserPath } from "./resolve-path.ts";

const NAV: ReadonlyArray<{ key: AdvertiserPathKey; label: MessageKey; also?: AdvertiserPathKey[] }> = [
  { key: "root", label: "ads.nav.overview" },
  { key: "reporting.campaigns", label: "ads.nav.campaigns", also: ["campaignInsights"] },
  { key: "quickPromote", label: "ads.nav.quickPromote", also: ["advertiserQuickPromote"] },
  { key: "billing", label: "ads.nav.billing" },
];

/**
 * The advertiser area's frame (IMPL-040): the advertiser's name and the navigation between
 * the tools this release has; links come from core's path builder (ADS-053, ADS-070).
 */
export function AdvertiserShell({
  advertiser,
  rest,
  children,
}: {
  advertiser: Advertiser;
  rest: string;
  children: ReactNode;
}) {
  const resolved = resolveAdvertiserPath(rest);
  const currentKey = resolved.ok ? resolved.key : null;
  return (
    <div className="cb-page cb-ads">
      <div className="cb-ads__header">
        <p className="cb-ads__advertiser">{advertiser.name}</p>
        <nav className="cb-ads__nav" aria-label={t("ads.area.nav")}>
          {NAV.map((item) => {
            const current =
              currentKey === item.key || (currentKey !== null && item.also?.includes(currentKey));
            return (
              <Link
                key={item.key}
                to={advertiserPath(item.key, { advertiserId: advertiser.id })}
                aria-current={current ? "page" : undefined}
              >
                {t(item.label)}
              </Link>
            );
          })}
          <MoreToolsMenu advertiserId={advertiser.id} />
        </nav>
      </div>
      {children}
    </div>
  );
}
