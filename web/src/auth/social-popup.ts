import {
  isSocialConnectMessage,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_SIZE,
  type SocialConnectMessage,
  type SocialNetwork,
  socialConnectPath,
} from "@corkboard/core/auth";

/** Why a popup gave no message: it could not open, or the visitor closed it. */
export class SocialPopupClosed extends Error {
  readonly reason: "blocked" | "closed";
  constructor(reason: "blocked" | "closed") {
    super(`social popup ${reason}`);
    this.reason = reason;
  }
}

/** A popup's answer that is not "connected": a refusal, or the person declined (AUTH-102). */
export type SocialConnectError = Extract<SocialConnectMessage, { type: "social-connect-error" }>;
/** A popup's "connected" answer: signed in, a second factor to give, or a new person to sign up. */
export type SocialConnectComplete = Extract<SocialConnectMessage, { type: "social-connect-complete" }>;

/** AUTH-102: the popup answered with a status other than connected; `status` is that status. */
export class SocialLoginRejected extends Error {
  readonly status: SocialConnectError["code"];
  readonly answer: SocialConnectError;
  constructor(answer: SocialConnectError) {
    super(`social login ${answer.code}`);
    this.status = answer.code;
    this.answer = answer;
  }
}

/**
 * Opens the provider's sign-in in a 580×400 popup (AUTH-056) that starts at our server's
 * /connect/{network}/, and waits for the message its last page posts (AUTH-099). Only a
 * message from our own origin and from that popup counts; a popup closed without one is
 * noticed by polling every 1000 ms (AUTH-100), since a cross-origin page fires no event.
 * Only "connected" resolves; any other status rejects with it (AUTH-102, SocialLoginRejected).
 * One-tap passes the remembered email as `loginHint` (D-043); settings link with `mode`.
 */
export function openSocialPopup(
  network: SocialNetwork,
  next: string | null | undefined,
  win: Window = window,
  options: { mode?: "link"; loginHint?: string } = {},
): Promise<SocialConnectComplete> {
  const { width, height } = SOCIAL_POPUP_SIZE;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  const popup = win.open(
    socialConnectPath(network, next ?? undefined, options),
    `cb-connect-${network}`,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new SocialPopupClosed("blocked"));
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup) return;
      if (!isSocialConnectMessage(event.data) || event.data.network !== network) return;
      stop();
      if (event.data.type === "social-connect-error") reject(new SocialLoginRejected(event.data));
      else resolve(event.data);
    };
    const poll = win.setInterval(() => {
      if (!popup.closed) return;
      stop();
      reject(new SocialPopupClosed("closed"));
    }, SOCIAL_POPUP_POLL_MS);
    function stop() {
      win.clearInterval(poll);
      win.removeEventListener("message", onMessage);
    }
    win.addEventListener("message", onMessage);
  });
}
