import {
  type AuthModalType,
  INITIAL_CONSENT_STATE,
  type LoginCredentials,
  type SignupNotice,
} from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { type ReactNode, useState } from "react";
import { Button } from "../ui/index.ts";
import type { AuthFlowOptions, AuthPresentation } from "./auth-options.ts";
import { ConsentsStep } from "./consents-step.tsx";
import { registerAuthMessages } from "./register-messages.ts";
import { type SignupFields, SignupForm } from "./signup-form.tsx";
import { UnderageStep } from "./underage-step.tsx";
import { type SignupView, useSignupFlow } from "./use-signup-flow.ts";

registerAuthMessages();

interface SignupFlowProps {
  step: AuthModalType;
  onStep: (step: SignupView) => void;
  /** Email and password are shared with the login form, so toggling keeps them. */
  credentials: LoginCredentials;
  onCredentials: (credentials: LoginCredentials) => void;
  onSwitchToLogin: (credentials: LoginCredentials, submit: boolean) => void;
  options: AuthFlowOptions;
  presentation: AuthPresentation;
  onToggle: () => void;
  onLeave?: (() => void) | undefined;
}

/** A notice that stays until the visitor dismisses it (a rate limit's wait, D-027). */
function NoticeAlert({ notice, onDismiss }: { notice: SignupNotice; onDismiss: () => void }) {
  return (
    <div className="cb-auth-alert" role="alert">
      <p>{t(notice.messageKey, notice.values)}</p>
      <Button variant="tertiary" onClick={onDismiss}>
        {t("shell.dismiss")}
      </Button>
    </div>
  );
}

/**
 * The signup family of steps — form, consents, underage confirmation — kept in one mounted
 * component so the flow's answers and the birthday survive moving between them. Loaded
 * only when a visitor opens signup: its rules (password strength, domain lists) are the
 * heaviest part of the auth screens.
 */
export function SignupFlow(props: SignupFlowProps) {
  const { step, onStep, credentials, onCredentials } = props;
  const [birthday, setBirthday] = useState("");
  const [consents, setConsents] = useState(INITIAL_CONSENT_STATE);
  const [cameBackToEdit, setCameBackToEdit] = useState(false);
  const flow = useSignupFlow({ options: props.options, onStep, onSwitchToLogin: props.onSwitchToLogin });
  const fields: SignupFields = {
    email: credentials.usernameOrEmail,
    password: credentials.password,
    birthday,
  };
  const values = { email: fields.email, password: fields.password, birthday };
  const notice = flow.notice ? <NoticeAlert notice={flow.notice} onDismiss={flow.dismissNotice} /> : null;
  const withNotice = (content: ReactNode) => (
    <>
      {notice}
      {content}
    </>
  );

  if (step === "consents") {
    return withNotice(
      <ConsentsStep
        initial={consents}
        pending={flow.pending}
        onNext={(state) => {
          setConsents(state);
          void flow.run(values, state);
        }}
        onBack={() => onStep("signup")}
      />,
    );
  }
  if (step === "UnderageConfirmation") {
    return (
      <UnderageStep
        birthday={birthday}
        onEdit={() => {
          setCameBackToEdit(true);
          onStep("signup");
        }}
        onConfirmed={() => props.onLeave?.()}
      />
    );
  }
  return withNotice(
    <SignupForm
      fields={fields}
      onFields={(next) => {
        onCredentials({ usernameOrEmail: next.email, password: next.password });
        setBirthday(next.birthday);
      }}
      errors={flow.errors}
      blocked={flow.blocked}
      pending={flow.pending}
      showBirthday={flow.emailExists !== true}
      focusBirthday={cameBackToEdit}
      onSubmit={() => void flow.run(values)}
      presentation={props.presentation}
      next={props.options.next}
      onToggle={props.onToggle}
      onLeave={props.onLeave}
    />,
  );
}
