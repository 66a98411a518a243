import type { SocialSignupFlowEvent, SocialSignupFlowState } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { EmailAlreadyExistStep, EmailCollectionStep } from "./email-collection-step.tsx";
import { registerAuthMessages } from "./register-messages.ts";
import { type SocialSignup, SocialSignupStep } from "./social-signup-step.tsx";

registerAuthMessages();

/** How each provider is named on EmailCollection. */
const PROVIDER_NAMES = { google: "Google", facebook: "Facebook", line: "LINE" } as const;

/**
 * A new social user's steps after the popup (seed 000 §4): EmailCollection when the
 * provider gave no email (AUTH-089), EmailAlreadyExist when the typed one has an account
 * (AUTH-090), then the birthday (socialSignupWithAge, AUTH-088). The flow's state is core's
 * reducer, held by the auth flow (it titles the frame); "Not now" and "Log in" leave it.
 */
export function SocialSignupSteps({
  signup,
  flow,
  dispatch,
  next,
  onNotNow,
  onLogIn,
}: {
  signup: SocialSignup;
  flow: SocialSignupFlowState;
  dispatch: (event: SocialSignupFlowEvent) => void;
  next: string | null | undefined;
  onNotNow: () => void;
  onLogIn: (email: string) => void;
}) {
  if (flow.step === "EmailCollection") {
    return (
      <>
        <p>{t("auth.emailCollection.body", { provider: PROVIDER_NAMES[signup.network] })}</p>
        <EmailCollectionStep
          initialEmail={flow.collected ? (flow.email ?? "") : ""}
          error={flow.emailError}
          onChecked={(email, exists) => dispatch({ type: "email_checked", email, exists })}
          onNotNow={onNotNow}
        />
      </>
    );
  }
  if (flow.step === "EmailAlreadyExist" && flow.email) {
    const email = flow.email;
    return (
      <EmailAlreadyExistStep
        email={email}
        onLogIn={() => onLogIn(email)}
        onOtherEmail={() => dispatch({ type: "other_email" })}
      />
    );
  }
  return (
    <SocialSignupStep
      signup={signup}
      email={flow.email}
      collected={flow.collected}
      next={next}
      onEmailRefused={(message) => dispatch({ type: "email_refused", message })}
      onEmailTaken={() => dispatch({ type: "email_taken" })}
    />
  );
}
