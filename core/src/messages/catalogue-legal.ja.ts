import type { legalMessages } from "./catalogue-legal.ts";
import type { Translations } from "./locales.ts";

/** The privacy policy and terms of service in Japanese (D-036). */
export const legalMessagesJa: Translations<typeof legalMessages> = {
  "legal.privacy.title": "プライバシーポリシー",
  "legal.terms.title": "利用規約",
  "legal.selfHosted":
    "このサイトは、ピンを保存して共有するためのオープンソースソフトウェア Corkboard で運営されています。運営者はこのサイトをホストしている人であり、Corkboard プロジェクトではありません。このサイトについてのご質問は運営者にお問い合わせください。",
  "legal.privacy.collectTitle": "このサイトが保管する情報",
  "legal.privacy.collect":
    "アカウント: メールアドレス、名前、生年月日（登録できる年齢かを確認するため）、パスワードのハッシュ、そしてオンにした場合は 2 段階認証の設定。コンテンツ: 保存したピン、ボード、セクションと、フォローしている相手。セッション: ログインした日時と、ログインに使ったブラウザとネットワークアドレス。セキュリティ設定で確認したり終了したりできます。",
  "legal.privacy.cookiesTitle": "Cookie",
  "legal.privacy.cookies":
    "このサイトは動作に必要な Cookie のみを使用します。ログイン状態を保つもの、フォームをクロスサイトリクエストから守るもの、このブラウザで最後にログインしたアカウントを記憶するもの、登録できなかったことを記録するもの、そして試験中の機能が訪問のたびに同じになるようにするランダムな訪問者 ID です。広告用の Cookie は使用せず、他のサイトと情報を共有することもありません。",
  "legal.privacy.shareTitle": "誰が見られるか",
  "legal.privacy.share":
    "公開のピン、ボード、プロフィールは、このサイトを訪れた誰でも見ることができます。秘密のボードはあなただけが見られます。メールアドレスと生年月日が他の人に表示されることはありません。このサイトの運営者は、保存されているすべての情報を見ることができます。",
  "legal.privacy.choicesTitle": "あなたが選べること",
  "legal.privacy.choices":
    "セキュリティ設定で、パスワードの変更、2 段階認証のオン・オフ、他のデバイスからのログアウトができます。アカウントの削除を希望する場合は、このサイトの運営者にお問い合わせください。",
  "legal.terms.useTitle": "このサイトの利用",
  "legal.terms.use":
    "お住まいの地域で登録が認められる年齢である必要があります。パスワードは他人に教えず、他の誰かがアカウントを使っていると思われる場合は運営者に知らせてください。",
  "legal.terms.contentTitle": "あなたのコンテンツ",
  "legal.terms.content":
    "保存したものの権利はあなたに帰属します。ここに保存することで、このサイトがそれを保管し、ボードの設定で許可された人に表示することを認めたことになります。共有する権利のあるものだけを保存し、違法なもの、差別的なもの、他人を傷つけることを目的としたものは保存しないでください。",
  "legal.terms.operatorTitle": "運営者",
  "legal.terms.operator":
    "運営者は、この規約に違反するコンテンツを削除したり、アカウントを閉鎖したりすることがあります。このサイトは現状のまま提供されます。運営者および Corkboard プロジェクトは、常に利用できることやエラーがないことを保証しません。",
};
