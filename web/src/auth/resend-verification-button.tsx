import { t } from "@corkboard/core/messages";
import { errorMessage, usePlainMutation } from "../platform/api/index.ts";
import { Button, showToast } from "../ui/index.ts";
import { resendVerification } from "./api.ts";

/**
 * "Resend email" (AUTH-154, AUTH-214): mails the verification link again, then stays
 * disabled and reads "Email sent".
 */
export function ResendVerificationButton() {
  const resending = usePlainMutation(resendVerification);
  const resend = () =>
    resending.mutateAsync(undefined).catch((error: unknown) => showToast(errorMessage(error), "error"));
  return (
    <Button
      variant="secondary"
      disabled={resending.isPending || resending.isSuccess}
      aria-busy={resending.isPending}
      onClick={() => void resend()}
    >
      {resending.isSuccess ? t("auth.verifyEmail.sent") : t("auth.verifyEmail.resend")}
    </Button>
  );
}
