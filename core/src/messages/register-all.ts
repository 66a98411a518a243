import { accountMessages } from "./catalogue-accounts.ts";
import { adsMessages } from "./catalogue-ads.ts";
import { adsToolMessages } from "./catalogue-ads-tools.ts";
import { authMessages } from "./catalogue-auth.ts";
import { boardManageMessages } from "./catalogue-boards.ts";
import { discoveryMessages } from "./catalogue-discovery.ts";
import { exportMessages } from "./catalogue-exports.ts";
import { followMessages } from "./catalogue-follows.ts";
import { importMessages } from "./catalogue-imports.ts";
import { labelMessages } from "./catalogue-labels.ts";
import { legalMessages } from "./catalogue-legal.ts";
import { mailMessages } from "./catalogue-mail.ts";
import { oneTapMessages } from "./catalogue-onetap.ts";
import { pinMessages } from "./catalogue-pins.ts";
import { productMessages } from "./catalogue-product.ts";
import { seoMessages } from "./catalogue-seo.ts";
import { settingsMessages } from "./catalogue-settings.ts";
import { shareMessages } from "./catalogue-share.ts";
import { shoppingMessages } from "./catalogue-shopping.ts";
import { socialEmailMessages } from "./catalogue-social-email.ts";
import { ssoMessages } from "./catalogue-sso.ts";
import { tokenMessages } from "./catalogue-tokens.ts";
import { videoMessages } from "./catalogue-video.ts";
import { registerMessages } from "./format.ts";
import { jaMessages } from "./ja.ts";

/**
 * Registers every feature catalogue and every translation: for the server, which speaks
 * each reader's language, and for tests, which say anything.
 */
export function registerAllMessages(): void {
  registerMessages(accountMessages);
  registerMessages(adsMessages);
  registerMessages(adsToolMessages);
  registerMessages(authMessages);
  registerMessages(boardManageMessages);
  registerMessages(discoveryMessages);
  registerMessages(exportMessages);
  registerMessages(followMessages);
  registerMessages(labelMessages);
  registerMessages(legalMessages);
  registerMessages(mailMessages);
  registerMessages(oneTapMessages);
  registerMessages(pinMessages);
  registerMessages(seoMessages);
  registerMessages(settingsMessages);
  registerMessages(shareMessages);
  registerMessages(shoppingMessages);
  registerMessages(productMessages);
  registerMessages(socialEmailMessages);
  registerMessages(ssoMessages);
  registerMessages(tokenMessages);
  registerMessages(videoMessages);
  registerMessages(importMessages);
  registerMessages(jaMessages, "ja");
}
