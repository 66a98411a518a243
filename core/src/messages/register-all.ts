import { adsMessages } from "./catalogue-ads.ts";
import { authMessages } from "./catalogue-auth.ts";
import { boardManageMessages } from "./catalogue-boards.ts";
import { discoveryMessages } from "./catalogue-discovery.ts";
import { followMessages } from "./catalogue-follows.ts";
import { labelMessages } from "./catalogue-labels.ts";
import { legalMessages } from "./catalogue-legal.ts";
import { pinMessages } from "./catalogue-pins.ts";
import { seoMessages } from "./catalogue-seo.ts";
import { settingsMessages } from "./catalogue-settings.ts";
import { shoppingMessages } from "./catalogue-shopping.ts";
import { registerMessages } from "./format.ts";

/** Registers every feature catalogue: for the server and for tests, which say anything. */
export function registerAllMessages(): void {
  registerMessages(adsMessages);
  registerMessages(authMessages);
  registerMessages(boardManageMessages);
  registerMessages(discoveryMessages);
  registerMessages(followMessages);
  registerMessages(labelMessages);
  registerMessages(legalMessages);
  registerMessages(pinMessages);
  registerMessages(seoMessages);
  registerMessages(settingsMessages);
  registerMessages(shoppingMessages);
}
