import { type AuthModalType, INITIAL_CONSENT_STATE, type LoginCredentials } from "@corkboard/core/auth";
import { useState } from "react";
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

  if (step === "consents") {
    return (
      <ConsentsStep
        initial={consents}
        pending={flow.pending}
        onNext={(state) => {
          setConsents(state);
          void flow.run(values, state);
        }}
        onBack={() => onStep("signup")}
      />
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
  return (
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
    />
  );
}
