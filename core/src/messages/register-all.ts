import { adsMessages } from "./catalogue-ads.ts";
import { authMessages } from "./catalogue-auth.ts";
import { pinMessages } from "./catalogue-pins.ts";
import { registerMessages } from "./format.ts";

/** Registers every feature catalogue: for the server and for tests, which say anything. */
export function registerAllMessages(): void {
  registerMessages(adsMessages);
  registerMessages(authMessages);
  registerMessages(pinMessages);
}
