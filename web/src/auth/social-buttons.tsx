import type { SocialConnectMessage, SocialNetwork } from "@corkboard/core/auth";
import { type MessageKey, t } from "@corkboard/core/messages";
import { useState } from "react";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { Button } from "../ui/index.ts";
import { openSocialPopup, SocialPopupClosed } from "./social-popup.ts";

const BUTTON_LABELS: Record<SocialNetwork, MessageKey> = {
  google: "auth.social.continueWithGoogle",
};

/**
 * "OR" and a "Continue with …" button per provider this instance offers (D-039; none
 * configured, none shown). A click opens the provider's popup; its message goes to
 * `onMessage`. A popup closed or blocked before the end changes nothing.
 */
export function SocialButtons({
  next,
  onMessage,
}: {
  next: string | null | undefined;
  onMessage: (message: SocialConnectMessage) => void;
}) {
  const networks = getBootstrap().config.social_networks ?? [];
  const [open, setOpen] = useState<SocialNetwork | null>(null);
  if (networks.length === 0) return null;

  async function connect(network: SocialNetwork) {
    setOpen(network);
    try {
      onMessage(await openSocialPopup(network, next));
    } catch (error) {
      if (!(error instanceof SocialPopupClosed)) throw error;
    } finally {
      setOpen(null);
    }
  }

  return (
    <div className="cb-auth-social">
      <p className="cb-auth-social__or">{t("auth.login.or")}</p>
      {networks.map((network) => (
        <Button
          key={network}
          type="button"
          size="lg"
          aria-busy={open === network}
          disabled={open !== null}
          onClick={() => void connect(network)}
        >
          {t(BUTTON_LABELS[network])}
        </Button>
      ))}
    </div>
  );
}
