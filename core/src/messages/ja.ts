import { messagesJa } from "./catalogue.ja.ts";
import { accountMessagesJa } from "./catalogue-accounts.ja.ts";
import { adsMessagesJa } from "./catalogue-ads.ja.ts";
import { adsToolMessagesJa } from "./catalogue-ads-tools.ja.ts";
import { authMessagesJa } from "./catalogue-auth.ja.ts";
import { boardManageMessagesJa } from "./catalogue-boards.ja.ts";
import { discoveryMessagesJa } from "./catalogue-discovery.ja.ts";
import { exportMessagesJa } from "./catalogue-exports.ja.ts";
import { followMessagesJa } from "./catalogue-follows.ja.ts";
import { importMessagesJa } from "./catalogue-imports.ja.ts";
import { labelMessagesJa } from "./catalogue-labels.ja.ts";
import { legalMessagesJa } from "./catalogue-legal.ja.ts";
import { mailMessagesJa } from "./catalogue-mail.ja.ts";
import { oneTapMessagesJa } from "./catalogue-onetap.ja.ts";
import { pinMessagesJa } from "./catalogue-pins.ja.ts";
import { productMessagesJa } from "./catalogue-product.ja.ts";
import { seoMessagesJa } from "./catalogue-seo.ja.ts";
import { settingsMessagesJa } from "./catalogue-settings.ja.ts";
import { shareMessagesJa } from "./catalogue-share.ja.ts";
import { shoppingMessagesJa } from "./catalogue-shopping.ja.ts";
import { socialEmailMessagesJa } from "./catalogue-social-email.ja.ts";
import { ssoMessagesJa } from "./catalogue-sso.ja.ts";
import { tokenMessagesJa } from "./catalogue-tokens.ja.ts";
import { videoMessagesJa } from "./catalogue-video.ja.ts";

/**
 * The web's Japanese strings, every screen's at once (D-036): the web loads this module
 * (`@corkboard/core/messages/ja`, its own chunk) only when Japanese is chosen, so English
 * first loads never carry it. The server-only catalogues (mail, seo) stay out of it.
 */
export const jaWebMessages: Readonly<Record<string, string>> = {
  ...messagesJa,
  ...accountMessagesJa,
  ...adsMessagesJa,
  ...adsToolMessagesJa,
  ...authMessagesJa,
  ...boardManageMessagesJa,
  ...discoveryMessagesJa,
  ...exportMessagesJa,
  ...followMessagesJa,
  ...labelMessagesJa,
  ...legalMessagesJa,
  ...oneTapMessagesJa,
  ...pinMessagesJa,
  ...settingsMessagesJa,
  ...shareMessagesJa,
  ...shoppingMessagesJa,
  ...productMessagesJa,
  ...socialEmailMessagesJa,
  ...ssoMessagesJa,
  ...tokenMessagesJa,
  ...videoMessagesJa,
  ...importMessagesJa,
};

/** Every Japanese catalogue, the server's included: for the server and tests. */
export const jaMessages: Readonly<Record<string, string>> = {
  ...jaWebMessages,
  ...mailMessagesJa,
  ...seoMessagesJa,
};
