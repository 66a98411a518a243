import { showOneTap } from "@corkboard/core/auth";
import { lazy, Suspense, useState } from "react";
import { getBootstrap, isExperimentOn } from "../platform/bootstrap/index.ts";
import { dismissOneTap, isOneTapDismissed } from "./one-tap-dismissal.ts";

// Only visitors who are offered one-tap download the prompt and the auth messages.
const OneTapPrompt = lazy(() => import("./one-tap-prompt.tsx").then((m) => ({ default: m.OneTapPrompt })));

/**
 * Google one-tap (AUTH-007, AUTH-034, D-043): a logged-out visitor recognised on this browser
 * whose account is connected to Google, who has not closed the prompt before, is offered
 * "Continue as {name}". Closing it is remembered on this browser.
 */
export function OneTap() {
  const bootstrap = getBootstrap();
  const { viewer } = bootstrap;
  const [dismissed, setDismissed] = useState(isOneTapDismissed);
  const remembered = viewer.type === "LIMITED_LOGIN" ? viewer.remembered : null;
  const shown = showOneTap({
    viewerType: viewer.type,
    rememberedGoogle: remembered?.connected_to_google === true,
    googleConfigured: bootstrap.config.social_networks?.includes("google") === true,
    googleDisabled: isExperimentOn(bootstrap, "web_google_disabled"),
    dismissed,
  });
  if (!shown || !remembered) return null;
  return (
    <Suspense fallback={null}>
      <OneTapPrompt
        account={remembered}
        onDismiss={() => {
          dismissOneTap();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
