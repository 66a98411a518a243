import { AUTH_TIMING } from "@corkboard/core/auth";

/** The part of Google's reCAPTCHA API the human check uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string; callback: (token: string) => void }): number;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT = "https://www.google.com/recaptcha/api.js?render=explicit";
let loading: Promise<Grecaptcha> | null = null;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("reCAPTCHA timed out")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads Google's script once, only when an operator configured reCAPTCHA and a login was
 * too fast (AUTH-114): 30 s for the script (AUTH-116 DECISION).
 */
export function loadRecaptcha(): Promise<Grecaptcha> {
  // Already on the page (loaded by an earlier check in this tab): no second script.
  const present = window.grecaptcha;
  if (present) return new Promise((resolve) => present.ready(() => resolve(present)));
  loading ??= withTimeout(
    new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = SCRIPT;
      script.async = true;
      script.onerror = () => reject(new Error("reCAPTCHA did not load"));
      script.onload = () => {
        const api = window.grecaptcha;
        if (api) api.ready(() => resolve(api));
        else reject(new Error("reCAPTCHA did not load"));
      };
      document.head.append(script);
    }),
    AUTH_TIMING.botCheckScriptTimeoutMs,
  ).catch((error: unknown) => {
    loading = null; // Let a later check try again.
    throw error;
  });
  return loading;
}

/**
 * An invisible v3 token for an action: 30 s for the script, 8 s for the token (AUTH-116
 * DECISION). Null when either runs out or Google's side fails: the login then goes without
 * a token and the server decides (it refuses or asks again), rather than the form hanging.
 */
export async function recaptchaV3Token(siteKey: string, action: string): Promise<string | null> {
  try {
    const api = await loadRecaptcha();
    return await withTimeout(api.execute(siteKey, { action }), AUTH_TIMING.botCheckTokenTimeoutMs);
  } catch {
    return null;
  }
}
