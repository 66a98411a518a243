import type { SocialConnectMessage, SocialNetwork } from "@corkboard/core/auth";
import { type MessageKey, t } from "@corkboard/core/messages";
import { useState } from "react";
import { getBootstrap, isExperimentOn } from "../platform/bootstrap/index.ts";
import { Button } from "../ui/index.ts";
import { openSocialPopup, SocialLoginRejected, SocialPopupClosed } from "./social-popup.ts";

const BUTTON_LABELS: Record<SocialNetwork, MessageKey> = {
  google: "auth.social.continueWithGoogle",
  facebook: "auth.social.continueWithFacebook",
  line: "auth.social.continueWithLine",
};

// AUTH-030/032: the experiment that turns a provider's sign-in off, and the modal it opens
// instead (AUTH-031 (b): Facebook's button stays too, so a Facebook-only person learns why).
// LINE has no off switch in the seed (D-042).
const DISABLED_BY: Partial<Record<SocialNetwork, { experiment: string; titleKey: MessageKey }>> = {
  google: { experiment: "web_google_disabled", titleKey: "auth.social.googleUnavailable" },
  facebook: { experiment: "web_facebook_disabled", titleKey: "auth.social.facebookUnavailable" },
};

/**
 * "OR" and a "Continue with …" button per provider this instance offers (D-039; none
 * configured, none shown). Under the provider's off switch the button stays and explains
 * instead (AUTH-032, and AUTH-031's recommendation for Facebook). A click opens the provider's popup; its message goes to
 * `onMessage`. A popup closed or blocked before the end changes nothing.
 */
export function SocialButtons({
  next,
  onMessage,
}: {
  next: string | null | undefined;
  onMessage: (message: SocialConnectMessage) => void;
}) {
  const bootstrap = getBootstrap();
  const networks = bootstrap.config.social_networks ?? [];
  const [open, setOpen] = useState<SocialNetwork | null>(null);
  if (networks.length === 0) return null;

  async function connect(network: SocialNetwork) {
    const switchedOff = DISABLED_BY[network];
    if (switchedOff && isExperimentOn(bootstrap, switchedOff.experiment)) {
      const { openRecoveryModal } = await import("./recovery-modals.tsx");
      openRecoveryModal({ modal: "socialUnavailable", titleKey: switchedOff.titleKey });
      return;
    }
    setOpen(network);
    try {
      onMessage(await openSocialPopup(network, next));
    } catch (error) {
      // A refusal is shown as a login's would be (the recovery modals included).
      if (error instanceof SocialLoginRejected) onMessage(error.answer);
      else if (!(error instanceof SocialPopupClosed)) throw error;
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
