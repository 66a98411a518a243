import type { followMessages } from "./catalogue-follows.ts";
import type { Translations } from "./locales.ts";

/** Following, website claims and notifications in Japanese (D-036). */
export const followMessagesJa: Translations<typeof followMessages> = {
  "follow.button.follow": "フォロー",
  "follow.button.following": "フォロー中",
  "follow.button.thisIsYou": "あなたです",
  "follow.toast.followed": "フォローしました！作成されたピンがホームフィードに表示されます！",
  "follow.toast.followFailed": "{name} さんをフォローできませんでした。",
  "follow.toast.unfollowFailed": "{name} さんのフォローを解除できませんでした。",
  "follow.prompt.follow": "Corkboard に参加してフォロー",
  "follow.prompt.unfollow": "ログインしてフォローを解除",
  "error.CANNOT_FOLLOW_SELF": "自分自身をフォローすることはできません。",
  "error.WEBSITE_NOT_VERIFIED": "そのウェブサイトはまだ確認できていません。",
  "follows.website.notVerified":
    "{homePage} に確認用タグが、{domain} に TXT レコードが見つかりませんでした。DNS の変更が反映されるまで時間がかかることがあります。",
  "follows.website.metaNotFound": "{homePage} に確認用タグが見つかりませんでした。",
  "follows.website.dnsNotFound":
    "{domain} に TXT レコードが見つかりませんでした。DNS の変更が反映されるまで時間がかかることがあります。",
  "follows.website.invalid": "example.com のようにウェブサイトのアドレスを入力してください。",
  "follows.website.tooMany": "登録できるウェブサイトは {max} 件までです。",
  "follows.bulk.tooMany": "一度にフォローできるのは {max} 人までです。",
  "follows.followers.title": "フォロワー",
  "follows.following.title": "フォロー中",
  "follows.followers.empty": "フォロワーはまだいません。",
  "follows.following.empty": "まだ誰もフォローしていません。",
  "follows.list.more": "さらに表示",
  "follows.list.label": "{name} さんの{title}",
  "follows.card.verifiedMerchant": "認証済みの販売者",
  "follows.card.officialTitle": "{domain} より",
  "notifications.title": "お知らせ",
  "notifications.empty":
    "新しいお知らせはまだありません。フォローされたりボードに招待されたりすると、ここに表示されます。",
  "notifications.newFollower": "{name} さんがあなたをフォローしました",
  "notifications.boardInvite": "{name} さんが {board} のコラボレーターにあなたを招待しました",
  "notifications.boardInviteAccepted": "{name} さんが {board} への招待を承認しました",
  "notifications.markAllRead": "すべて既読にする",
  "notifications.unread": "未読",
};
