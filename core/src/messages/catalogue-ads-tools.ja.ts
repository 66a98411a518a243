import type { adsToolMessages } from "./catalogue-ads-tools.ts";
import type { Translations } from "./locales.ts";

/** The advertiser tools Corkboard does not offer, in Japanese (D-051). */
export const adsToolMessagesJa: Translations<typeof adsToolMessages> = {
  "ads.tool.notOffered": "{tool}は Corkboard では提供していません。",
  "ads.tool.reporting": "{what}のレポート",
  "ads.tool.reporting.adgroups": "広告グループ",
  "ads.tool.reporting.ads": "広告",
  "ads.tool.reporting.productgroups": "商品グループ",
  "ads.tool.reporting.productitems": "商品アイテム",
  "ads.tool.reporting.keywords": "検索キーワードと検索語句",
  "ads.tool.reporting.preferences": "レポートの設定",
  "ads.tool.reporting.about":
    "Corkboard にない、キャンペーンの構成要素のレポートです: 広告グループ、個別の広告、商品、検索キーワード。Corkboard ではキャンペーンごとにレポートします。",
  "ads.tool.adEditor": "広告エディター",
  "ads.tool.adEditor.about":
    "広告やキャンペーンを個別に作成、編集、複製、一括編集します。Corkboard ではクイックプロモートでキャンペーンを作成します。",
  "ads.tool.audiences": "オーディエンス",
  "ads.tool.audiences.about":
    "顧客リストやサイト訪問者からオーディエンスを作成します。Corkboard ではクイックプロモートで年齢、性別、興味、国を指定します。",
  "ads.tool.billing": "この請求ビュー",
  "ads.tool.billing.about":
    "Corkboard では請求履歴と注文明細を表示します。ほかの請求書類は保管していません。",
  "ads.tool.bulkEditor": "一括エディター",
  "ads.tool.bulkEditor.about":
    "アップロードしたスプレッドシートのテンプレートで多数のキャンペーンを一度に変更します。",
  "ads.tool.experiments": "テスト",
  "ads.tool.experiments.about": "キャンペーン設定の A/B テストを行い、結果を比較します。",
  "ads.tool.history": "変更履歴",
  "ads.tool.history.about": "アカウントのキャンペーン、広告グループ、広告へのすべての変更を一覧にします。",
  "ads.tool.conversions": "コンバージョン",
  "ads.tool.conversions.about":
    "コンバージョンタグとコンバージョン API を設定し、サイトから報告されたイベントを表示します。",
  "ads.tool.accountsManager": "アカウントマネージャー",
  "ads.tool.accountsManager.about": "複数の広告アカウントと、その利用者を管理します。",
  "ads.tool.reportCenter": "レポートセンター",
  "ads.tool.reportCenter.about": "カスタムレポートを作成、スケジュール、ダウンロードします。",
  "ads.tool.recommendations": "おすすめ",
  "ads.tool.recommendations.about": "キャンペーンの成果を高める変更を提案します。",
  "ads.tool.catalogs": "商品カタログ",
  "ads.tool.catalogs.about": "ショップの商品フィードを取り込み、商品ピンと商品グループを作成します。",
  "ads.tool.mediaPlanner": "メディアプランナー",
  "ads.tool.mediaPlanner.about": "計画中のキャンペーンのリーチと費用を実施前に見積もります。",
  "ads.tool.msotOptimizer": "複数目的オプティマイザー",
  "ads.tool.msotOptimizer.about": "目的の異なるキャンペーンに 1 つの予算を配分します。",
  "ads.tool.productGroupInsights": "商品グループのインサイト",
  "ads.tool.productGroupInsights.about":
    "ショッピングキャンペーンの商品グループごとの成果を表示します。Corkboard ではキャンペーンごとのインサイトを表示します。",
  "ads.tool.offered": "Corkboard で代わりに使えるもの",
  "ads.tool.more": "その他の広告ツール",
};
