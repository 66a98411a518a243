import { resendVerificationEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useState } from "react";
import { errorMessage, fetchEndpoint } from "../platform/api/index.ts";
import { Button, showToast } from "../ui/index.ts";

/**
 * "Resend email" (AUTH-154, AUTH-214): mails the verification link again, then stays
 * disabled and reads "Email sent".
 */
export function ResendVerificationButton() {
  const [state, setState] = useState<"idle" | "pending" | "sent">("idle");
  const resend = async () => {
    setState("pending");
    try {
      await fetchEndpoint(resendVerificationEndpoint, {});
      setState("sent");
    } catch (error) {
      showToast(errorMessage(error), "error");
      setState("idle");
    }
  };
  return (
    <Button
      variant="secondary"
      disabled={state !== "idle"}
      aria-busy={state === "pending"}
      onClick={() => void resend()}
    >
      {state === "sent" ? t("auth.verifyEmail.sent") : t("auth.verifyEmail.resend")}
    </Button>
  );
}
