/**
 * The advertiser tools Corkboard names but does not offer (ADS-056…069, D-051): what each
 * is. The seeds give no words for them: every line is ours.
 */
export const adsToolMessages = {
  "ads.tool.notOffered": "{tool} is not offered in Corkboard.",
  "ads.tool.reporting": "Reporting of {what}",
  "ads.tool.reporting.adgroups": "ad groups",
  "ads.tool.reporting.ads": "ads",
  "ads.tool.reporting.productgroups": "product groups",
  "ads.tool.reporting.productitems": "product items",
  "ads.tool.reporting.keywords": "search keywords and queries",
  "ads.tool.reporting.preferences": "reporting preferences",
  "ads.tool.reporting.about":
    "Reports on parts of a campaign Corkboard does not have: ad groups, separate ads, products and search keywords. Corkboard reports per campaign.",
  "ads.tool.adEditor": "The ad editor",
  "ads.tool.adEditor.about":
    "Creates, edits, duplicates and bulk-edits ads and campaigns one by one. In Corkboard a campaign is made with Quick promote.",
  "ads.tool.audiences": "Audiences",
  "ads.tool.audiences.about":
    "Builds audience lists from customer files and site visitors. Corkboard targets by age, gender, interests and country in Quick promote.",
  "ads.tool.billing": "This billing view",
  "ads.tool.billing.about":
    "Corkboard shows billing history and order lines; other billing documents are not kept.",
  "ads.tool.bulkEditor": "The bulk editor",
  "ads.tool.bulkEditor.about": "Changes many campaigns at once from an uploaded spreadsheet template.",
  "ads.tool.experiments": "Experiments",
  "ads.tool.experiments.about": "Runs A/B tests between campaign set-ups and compares their results.",
  "ads.tool.history": "Change history",
  "ads.tool.history.about": "Lists every change made to the account's campaigns, ad groups and ads.",
  "ads.tool.conversions": "Conversions",
  "ads.tool.conversions.about":
    "Sets up the conversion tag and the conversion API, and shows the events a site reports.",
  "ads.tool.accountsManager": "The accounts manager",
  "ads.tool.accountsManager.about": "Manages several advertiser accounts and who may use them.",
  "ads.tool.reportCenter": "The report center",
  "ads.tool.reportCenter.about": "Builds, schedules and downloads custom reports.",
  "ads.tool.recommendations": "Recommendations",
  "ads.tool.recommendations.about": "Suggests changes that could make campaigns perform better.",
  "ads.tool.catalogs": "Product catalogs",
  "ads.tool.catalogs.about": "Imports a shop's product feed to make product Pins and product groups.",
  "ads.tool.mediaPlanner": "The media planner",
  "ads.tool.mediaPlanner.about": "Estimates reach and cost of a planned campaign before it runs.",
  "ads.tool.msotOptimizer": "The multi-objective optimizer",
  "ads.tool.msotOptimizer.about": "Spreads one budget across campaigns with different objectives.",
  "ads.tool.productGroupInsights": "Product-group insights",
  "ads.tool.productGroupInsights.about":
    "Shows how each product group of a shopping campaign performed. Corkboard shows insights per campaign.",
  "ads.tool.offered": "What Corkboard offers instead",
  "ads.tool.more": "More ads tools",
} as const;
