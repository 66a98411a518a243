import type { BotCheckAnswer } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { useEffect, useRef, useState } from "react";
import { type AltchaChallenge, altchaPayload, solveAltcha } from "./altcha-solver.ts";
import { fetchBotCheckChallenge } from "./api.ts";
import { recordLocalBotCheck } from "./bot-check-stamps.ts";
import { loadRecaptcha, recaptchaV3Token } from "./recaptcha.ts";
import "./human-check.css";

type CheckState = "working" | "widget" | "failed";

/**
 * The human check after a "too fast" login (AUTH-117, AUTH-118). With ALTCHA (the default)
 * the browser solves a proof of work while a progress bar runs; with reCAPTCHA the v2
 * widget is shown (or, with only a v3 key, a token is fetched). Each solve is stamped for
 * the local limit (AUTH-119), then the login is sent again with the answer.
 */
export function HumanCheck({ onSolved }: { onSolved: (answer: BotCheckAnswer) => void }) {
  const [state, setState] = useState<CheckState>("working");
  const widget = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;

  useEffect(() => {
    const controller = new AbortController();
    const done = (answer: BotCheckAnswer) => {
      if (controller.signal.aborted) return;
      recordLocalBotCheck();
      solved.current(answer);
    };
    const run = async () => {
      const check = await fetchBotCheckChallenge(controller.signal);
      if (check.kind === "altcha") {
        const challenge = check.challenge as unknown as AltchaChallenge;
        const solution = await solveAltcha(challenge, { signal: controller.signal });
        if (solution) done({ bot_check: altchaPayload(challenge, solution) });
        else if (!controller.signal.aborted) setState("failed");
        return;
      }
      if (check.v2_site_key === null) {
        const token = await recaptchaV3Token(check.v3_site_key, "web_login");
        done(token ? { recaptchaV3Token: token } : {});
        return;
      }
      const api = await loadRecaptcha();
      if (controller.signal.aborted || !widget.current) return;
      setState("widget");
      api.render(widget.current, {
        sitekey: check.v2_site_key,
        callback: (token) => done({ recaptchaV2Token: token }),
      });
    };
    run().catch(() => {
      if (!controller.signal.aborted) setState("failed");
    });
    return () => controller.abort();
  }, []);

  return (
    <div className="cb-human-check">
      {state === "working" ? (
        <>
          <progress className="cb-human-check__progress" aria-label={t("auth.humanCheck.working")} />
          <p className="cb-muted">{t("auth.humanCheck.working")}</p>
        </>
      ) : null}
      {state === "failed" ? <p role="alert">{t("auth.humanCheck.failed")}</p> : null}
      <div ref={widget} />
    </div>
  );
}
