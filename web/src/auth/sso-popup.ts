import {
  isSsoConnectMessage,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_SIZE,
  SSO_POPUP_NAME,
  type SsoConnectMessage,
} from "@corkboard/core/auth";

/** No window could be opened for the IdP (AUTH-112's "window undefined"). */
export class SsoWindowUndefined extends Error {
  constructor() {
    super("window undefined");
  }
}

/** The visitor closed the popup before it finished: nothing to say. */
export class SsoPopupClosed extends Error {}

/**
 * Opens the company IdP's sign-in (AUTH-109) in a popup that starts at our server's
 * /connect/sso/ (the SSO info's authorization_uri), and waits for the code and state its last
 * page posts. Only a message from our own origin and from that popup counts; a popup closed
 * without one is noticed by polling, since a cross-origin page fires no event.
 */
export function openSsoPopup(authorizationUri: string, win: Window = window): Promise<SsoConnectMessage> {
  const { width, height } = SOCIAL_POPUP_SIZE;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  // Only our own start page: an absolute URL from the server is reduced to its path.
  const url = new URL(authorizationUri, win.location.origin);
  if (url.origin !== win.location.origin) return Promise.reject(new SsoWindowUndefined());
  const popup = win.open(
    `${url.pathname}${url.search}`,
    SSO_POPUP_NAME,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new SsoWindowUndefined());
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup) return;
      if (!isSsoConnectMessage(event.data)) return;
      stop();
      resolve(event.data);
    };
    const poll = win.setInterval(() => {
      if (!popup.closed) return;
      stop();
      reject(new SsoPopupClosed());
    }, SOCIAL_POPUP_POLL_MS);
    function stop() {
      win.clearInterval(poll);
      win.removeEventListener("message", onMessage);
    }
    win.addEventListener("message", onMessage);
  });
}
