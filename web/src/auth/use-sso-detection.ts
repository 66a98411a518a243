import {
  AUTH_TIMING,
  isEmailFormat,
  normalizeEmail,
  type SsoInfo,
  ssoInfoFromWire,
} from "@corkboard/core/auth";
import { useEffect, useState } from "react";
import { fetchSsoInfo } from "./sso-api.ts";

/**
 * SSO detection (AUTH-106): 300 ms after the last edit, for a valid email only, asks
 * POST /v3/sso/info/; null while unknown, not SSO, or when the check failed (never SSO then).
 */
export function useSsoDetection(email: string): SsoInfo | null {
  const [found, setFound] = useState<{ email: string; info: SsoInfo } | null>(null);
  const normalized = normalizeEmail(email);
  const valid = isEmailFormat(normalized);
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSsoInfo(normalized, controller.signal).then(
        (wire) => setFound({ email: normalized, info: ssoInfoFromWire(wire) }),
        () => undefined,
      );
    }, AUTH_TIMING.ssoDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [normalized, valid]);
  return valid && found?.email === normalized && found.info.isSso ? found.info : null;
}
