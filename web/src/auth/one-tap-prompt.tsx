import { oneTapProgress, type SocialConnectMessage } from "@corkboard/core/auth";
import type { RememberedAccount } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useEffect, useState } from "react";
import { Button, CloseIcon, IconButton } from "../ui/index.ts";
import { leaveAfterLogin } from "./login-success.ts";
import { openAuthModal } from "./open-auth-modal.tsx";
import { registerAuthMessages } from "./register-messages.ts";
import { openSocialPopup, SocialLoginRejected, SocialPopupClosed } from "./social-popup.ts";
import "./one-tap.css";

registerAuthMessages();

/** How often the loading screen's bar moves (ms). */
const TICK_MS = 100;

/**
 * The one-tap prompt (D-043): our own "Continue as {name}" for the remembered Google-connected
 * account, which runs the Google popup flow with the remembered email as login_hint. While it
 * runs, the loading screen "Welcome to Corkboard!" fills its bar to 95 % over 6000 ms
 * (AUTH-033). Signed in: leaves as a login does. Anything else (a second factor, a refusal,
 * another Google account that is new here) continues in the login modal, which takes the
 * popup's answer as its own Google button would.
 */
export function OneTapPrompt({ account, onDismiss }: { account: RememberedAccount; onDismiss: () => void }) {
  const [signingIn, setSigningIn] = useState(false);
  const [gone, setGone] = useState(false);
  if (gone) return null;

  async function continueAs() {
    setSigningIn(true);
    const { pathname, search } = window.location;
    let message: SocialConnectMessage;
    try {
      message = await openSocialPopup("google", `${pathname}${search}`, window, { loginHint: account.email });
    } catch (error) {
      // A refusal is an answer like any other: the login modal shows it (recovery modals…).
      if (error instanceof SocialLoginRejected) message = error.answer;
      else {
        setSigningIn(false);
        if (error instanceof SocialPopupClosed) return;
        throw error;
      }
    }
    if (message.type === "social-connect-complete" && message.outcome === "signedIn") {
      leaveAfterLogin({ next: message.next });
      return;
    }
    setSigningIn(false);
    if (message.type === "social-connect-error" && message.code === "cancelled") return;
    setGone(true);
    await openAuthModal({ mode: "login", container: "home_page", socialAnswer: message });
  }

  if (signingIn) return <OneTapLoading />;
  const name = account.first_name || account.email;
  return (
    <section className="cb-one-tap" aria-label={t("auth.oneTap.label")} data-testid="one-tap">
      <div className="cb-one-tap__head">
        <p className="cb-one-tap__title">{t("auth.oneTap.label")}</p>
        <IconButton size="sm" label={t("auth.oneTap.dismiss")} icon={<CloseIcon />} onClick={onDismiss} />
      </div>
      <div className="cb-one-tap__account">
        {account.image_url ? <img src={account.image_url} alt="" width={40} height={40} /> : null}
        <span className="cb-one-tap__email">{account.email}</span>
      </div>
      <Button variant="primary" onClick={() => void continueAs()}>
        {t("auth.oneTap.continueAs", { name })}
      </Button>
    </section>
  );
}

/** The loading screen while one-tap signs in (AUTH-033): to 95 % over 6000 ms, then it waits. */
export function OneTapLoading() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setProgress(oneTapProgress(Date.now() - started)), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="cb-one-tap-loading" role="status" data-testid="one-tap-loading">
      <p className="cb-one-tap-loading__title">{t("auth.oneTap.welcome")}</p>
      <progress max={100} value={progress} aria-label={t("auth.oneTap.progress")} />
    </div>
  );
}
