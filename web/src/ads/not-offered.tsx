import { type AdvertiserPathKey, advertiserPath } from "@corkboard/core/ads";
import { adsToolMessages, type MessageKey, registerMessages, t } from "@corkboard/core/messages";
import { Link, useLocation } from "wouter";
import { MenuButton } from "../ui/index.ts";

registerMessages(adsToolMessages);

/** What a tool Corkboard does not offer is: its name and one sentence about it (D-051). */
interface ToolInfo {
  name: () => string;
  about: MessageKey;
}

const reporting = (what: MessageKey): ToolInfo => ({
  name: () => t("ads.tool.reporting", { what: t(what) }),
  about: "ads.tool.reporting.about",
});
const tool = (name: MessageKey, about: MessageKey): ToolInfo => ({ name: () => t(name), about });
const adEditor = tool("ads.tool.adEditor", "ads.tool.adEditor.about");
const audiences = tool("ads.tool.audiences", "ads.tool.audiences.about");

/**
 * Every advertiser path key of seed 002 §2 that Corkboard does not offer, with what it is
 * (ADS-056…069, D-051). The keys it does offer — the overview, campaign reporting, campaign
 * insights, quick promote, billing, the pin builder — have their own pages (advertiser-page.tsx).
 */
export const NOT_OFFERED: Partial<Record<AdvertiserPathKey, ToolInfo>> = {
  "reporting.adgroups": reporting("ads.tool.reporting.adgroups"),
  "reporting.ads": reporting("ads.tool.reporting.ads"),
  "reporting.productgroups": reporting("ads.tool.reporting.productgroups"),
  "reporting.productitems": reporting("ads.tool.reporting.productitems"),
  "reporting.campaignNegativeKeywords": reporting("ads.tool.reporting.keywords"),
  "reporting.campaignSearchQueries": reporting("ads.tool.reporting.keywords"),
  "reporting.adGroupNegativeKeywords": reporting("ads.tool.reporting.keywords"),
  "reporting.adGroupPositiveKeywords": reporting("ads.tool.reporting.keywords"),
  "reporting.adGroupSearchQueries": reporting("ads.tool.reporting.keywords"),
  "reporting.preferences": reporting("ads.tool.reporting.preferences"),
  "ads.create": adEditor,
  "automated.ads.create": adEditor,
  "ads.edit": adEditor,
  "automated.ads.edit": adEditor,
  "ads.editDraft": adEditor,
  "ads.duplicate": adEditor,
  "ads.campaignMode": adEditor,
  "ads.bulkEdit": adEditor,
  audiences,
  audienceDebug: audiences,
  billing: tool("ads.tool.billing", "ads.tool.billing.about"),
  bulkEditor: tool("ads.tool.bulkEditor", "ads.tool.bulkEditor.about"),
  experiments: tool("ads.tool.experiments", "ads.tool.experiments.about"),
  history: tool("ads.tool.history", "ads.tool.history.about"),
  conversions: tool("ads.tool.conversions", "ads.tool.conversions.about"),
  accountsManager: tool("ads.tool.accountsManager", "ads.tool.accountsManager.about"),
  reportCenter: tool("ads.tool.reportCenter", "ads.tool.reportCenter.about"),
  recommendations: tool("ads.tool.recommendations", "ads.tool.recommendations.about"),
  productCatalogsDataSource: tool("ads.tool.catalogs", "ads.tool.catalogs.about"),
  productGroupInsights: tool("ads.tool.productGroupInsights", "ads.tool.productGroupInsights.about"),
  mediaPlanner: tool("ads.tool.mediaPlanner", "ads.tool.mediaPlanner.about"),
  msotOptimizer: tool("ads.tool.msotOptimizer", "ads.tool.msotOptimizer.about"),
};

/** The "More ads tools" menu: one entry per tool not offered, so each page is reachable from a menu. */
const MENU_KEYS: readonly AdvertiserPathKey[] = [
  "ads.create",
  "audiences",
  "bulkEditor",
  "experiments",
  "history",
  "conversions",
  "reportCenter",
  "accountsManager",
  "recommendations",
  "productCatalogsDataSource",
  "mediaPlanner",
  "msotOptimizer",
  "reporting.adgroups",
];

/**
 * The page of an advertiser path Corkboard names but does not offer (IMPL-040, D-051): what
 * the tool is, that Corkboard does not offer it, and links to what it offers instead.
 */
export function NotOffered({ pathKey, advertiserId }: { pathKey: AdvertiserPathKey; advertiserId: string }) {
  const info = NOT_OFFERED[pathKey] ?? NOT_OFFERED.billing;
  const name = info?.name() ?? "";
  const link = (key: AdvertiserPathKey, label: MessageKey) => (
    <li>
      <Link to={advertiserPath(key, { advertiserId })} className="cb-link">
        {t(label)}
      </Link>
    </li>
  );
  return (
    <section className="cb-ads-section" data-testid="ads-unavailable" data-path-key={pathKey}>
      <h1>{name}</h1>
      <p>{t("ads.tool.notOffered", { tool: name })}</p>
      {info ? <p className="cb-muted">{t(info.about)}</p> : null}
      <h2>{t("ads.tool.offered")}</h2>
      <ul>
        {link("quickPromote", "ads.nav.quickPromote")}
        {link("reporting.campaigns", "ads.nav.campaigns")}
        {link("billing", "ads.nav.billing")}
      </ul>
    </section>
  );
}

/** "More ads tools": the tools Corkboard does not offer, each to its page saying so. */
export function MoreToolsMenu({ advertiserId }: { advertiserId: string }) {
  const [, navigate] = useLocation();
  return (
    <MenuButton
      entries={MENU_KEYS.map((key) => {
        const href = advertiserPath(key, { advertiserId });
        return { label: NOT_OFFERED[key]?.name() ?? key, href, onSelect: () => navigate(href) };
      })}
    >
      {t("ads.tool.more")}
    </MenuButton>
  );
}
