import { ERROR_CODES, ERROR_MESSAGES } from "@corkboard/core/contract";
import { errorMessageText, t } from "@corkboard/core/messages";
import { registerAllMessages } from "@corkboard/core/messages/register-all";
import { describe, expect, it } from "vitest";
import { registerAdsMessages } from "../ads/messages.ts";
import { registerAuthMessages } from "../auth/register-messages.ts";
import { ApiError, errorMessage } from "../platform/api/index.ts";
// The modules whose loading registers the other parts of the map, as the screens load them.
import "../boards/api.ts";
import "../pins/create/upload-image.ts";
import "../settings/api-tokens/api.ts";

describe("every error code of the contract has its text in the web (D-026)", () => {
  it("says the catalogue's text for each of ERROR_CODES once its feature's calls are loaded", () => {
    registerAllMessages();
    registerAdsMessages();
    registerAuthMessages();
    const generic = t("error.generic");
    for (const code of ERROR_CODES) {
      const text = errorMessage(new ApiError(code, 400, ""));
      expect(text, code).not.toBe(generic);
      expect(text, code).not.toMatch(/[{}]/);
      // The text is the map's (a message the server fills says its fallback without the server).
      expect(text, code).toBe(errorMessageText(ERROR_MESSAGES[code]));
    }
  });
});
