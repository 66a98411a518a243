import type { SocialConnectMessage, SocialNetwork } from "@corkboard/core/auth";
import type { ViewerUser } from "@corkboard/core/contract";
import { type MessageKey, t } from "@corkboard/core/messages";
import { useId, useState } from "react";
import { openSocialPopup, SocialLoginRejected, SocialPopupClosed } from "../auth/index.ts";
import { codeMessage, errorMessage } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { Button, showToast } from "../ui/index.ts";
import { useDisconnectSocial } from "./api.ts";

const NETWORK_NAMES: Record<SocialNetwork, MessageKey> = {
  google: "accounts.connected.google",
  facebook: "accounts.connected.facebook",
  line: "accounts.connected.line",
};

type Connected = Record<SocialNetwork, boolean>;

/** The viewer record's links, by provider. */
function connectedOf(
  record: Pick<ViewerUser, "connected_to_google" | "connected_to_facebook" | "connected_to_line">,
): Connected {
  return {
    google: record.connected_to_google,
    facebook: record.connected_to_facebook,
    line: record.connected_to_line,
  };
}

/** What a link popup's message means for the section: connected, or the failure's words. */
function linkOutcome(
  message: SocialConnectMessage,
): { linked: true } | { linked: false; text: string | null } {
  if (message.type === "social-connect-complete") {
    return message.outcome === "linked" ? { linked: true } : { linked: false, text: null };
  }
  if (message.code === "cancelled" || message.code === "signupUnavailable")
    return { linked: false, text: null };
  return { linked: false, text: codeMessage(message.code) ?? t("error.INTERNAL") };
}

/**
 * Settings → connected accounts (IMPL-016, D-045): Google, Facebook and LINE (those this instance
 * offers, and any already linked), each connected through the provider's popup in link mode
 * (the session is the proof) or disconnected — never the last way in, which the server
 * refuses with its reason.
 */
export function ConnectedAccountsSection({ user }: { user: ViewerUser }) {
  const titleId = useId();
  const [connected, setConnected] = useState<Connected>(() => connectedOf(user));
  const [busy, setBusy] = useState<SocialNetwork | null>(null);
  const disconnect = useDisconnectSocial();
  const offered = getBootstrap().config.social_networks ?? [];
  const networks = (Object.keys(NETWORK_NAMES) as SocialNetwork[]).filter(
    (network) => offered.includes(network) || connected[network],
  );
  if (networks.length === 0) return null;

  const connect = async (network: SocialNetwork) => {
    const name = t(NETWORK_NAMES[network]);
    setBusy(network);
    try {
      // A refusal (the identity is someone else's…) comes back as the popup's rejection.
      const answer = await openSocialPopup(network, null, window, { mode: "link" }).catch(
        (error: unknown) => {
          if (error instanceof SocialLoginRejected) return error.answer;
          throw error;
        },
      );
      const outcome = linkOutcome(answer);
      if (outcome.linked) {
        setConnected((now) => ({ ...now, [network]: true }));
        showToast(t("accounts.connected.linked", { network: name }), "notice");
      } else if (outcome.text) {
        showToast(outcome.text, "error");
      }
    } catch (error) {
      if (!(error instanceof SocialPopupClosed)) showToast(errorMessage(error), "error");
    } finally {
      setBusy(null);
    }
  };

  const unlink = (network: SocialNetwork) => {
    const name = t(NETWORK_NAMES[network]);
    disconnect.mutate(
      { network },
      {
        onSuccess: (record) => {
          setConnected(connectedOf(record));
          showToast(t("accounts.connected.unlinked", { network: name }), "notice");
        },
        onError: (error) => showToast(errorMessage(error), "error"),
      },
    );
  };

  return (
    <section className="cb-settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("accounts.connected.heading")}</h2>
      <p>{t("accounts.connected.help")}</p>
      <ul className="cb-connected-accounts">
        {networks.map((network) => {
          const name = t(NETWORK_NAMES[network]);
          const pending =
            busy === network || (disconnect.isPending && disconnect.variables?.network === network);
          return (
            <li key={network} className="cb-connected-accounts__item">
              <span className="cb-connected-accounts__name">{name}</span>
              <span className="cb-connected-accounts__state">
                {t(connected[network] ? "accounts.connected.on" : "accounts.connected.off")}
              </span>
              {connected[network] ? (
                <Button
                  variant="secondary"
                  disabled={pending}
                  aria-busy={pending}
                  onClick={() => unlink(network)}
                >
                  {t("accounts.connected.disconnect", { network: name })}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  disabled={pending}
                  aria-busy={pending}
                  onClick={() => void connect(network)}
                >
                  {t("accounts.connected.connect", { network: name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
