import { AUTH_TIMING } from "@corkboard/core/auth";
import { useEffect, useRef } from "react";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { recaptchaV3Token } from "./recaptcha.ts";

/** What a login or sign-up sends when no token came in time (AUTH-076: "default"). */
export const NO_V3_TOKEN = "default";

/**
 * The invisible reCAPTCHA v3 token a form sends with every login or sign-up when the
 * operator chose reCAPTCHA (AUTH-076): fetched when the form shows and fetched again every
 * 105 s (AUTH-115), so the one sent is never older than Google's two-minute limit; 8 s per
 * token and 30 s for the script (AUTH-116), and "default" when none came, the server then
 * deciding. With ALTCHA (the default) it does nothing and loads nothing: the answer is
 * undefined.
 */
export function useRecaptchaV3Token(action: "web_login" | "web_auth"): () => string | undefined {
  const siteKey = getBootstrap().config.recaptcha_v3_site_key;
  const token = useRef<string | null>(null);
  useEffect(() => {
    if (!siteKey) return;
    let stopped = false;
    const refresh = async () => {
      const fresh = await recaptchaV3Token(siteKey, action);
      if (!stopped && fresh) token.current = fresh;
    };
    void refresh();
    const timer = setInterval(() => void refresh(), AUTH_TIMING.botCheckRefreshMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [siteKey, action]);
  return () => (siteKey ? (token.current ?? NO_V3_TOKEN) : undefined);
}
