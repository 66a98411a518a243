import {
  CONSENT_LABELS,
  type ConsentKey,
  type ConsentState,
  consentAgreedToAll,
  consentCanContinue,
  consentReducer,
  OPTIONAL_CONSENT_KEYS,
  REQUIRED_CONSENT_KEYS,
} from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { useReducer, useSyncExternalStore } from "react";
import { Button, Checkbox, PHONE_QUERY } from "../ui/index.ts";
import "./consents-step.css";

interface ConsentsStepProps {
  initial: ConsentState;
  pending: boolean;
  onNext: (state: ConsentState) => void;
  onBack: () => void;
}

function subscribePhone(listener: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** True on phone layouts, where the consents step has no Back (AUTH-052). */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * The consents step (AUTH-052, AUTH-125…AUTH-128): the four required boxes and the optional
 * one in their own sections, "Agree to all" (derived by core's reducer, so it can never
 * disagree with the boxes), Next only once the four required are ticked, and Back on desktop.
 */
export function ConsentsStep({ initial, pending, onNext, onBack }: ConsentsStepProps) {
  const [state, dispatch] = useReducer(consentReducer, initial);
  const isPhone = useIsPhone();
  const box = (key: ConsentKey) => (
    <Checkbox
      key={key}
      checked={state[key]}
      label={t(CONSENT_LABELS[key])}
      onChange={() => dispatch({ type: "toggle", key })}
    />
  );
  return (
    <form
      className="cb-auth-form"
      aria-label={t("auth.title.consents")}
      onSubmit={(event) => {
        event.preventDefault();
        if (consentCanContinue(state)) onNext(state);
      }}
    >
      <Checkbox
        checked={consentAgreedToAll(state)}
        label={t("auth.consents.agreeToAll")}
        onChange={() => dispatch({ type: "toggleAll" })}
      />
      <fieldset className="cb-auth-consents">
        <legend>{t("auth.consents.requiredSection")}</legend>
        {REQUIRED_CONSENT_KEYS.map(box)}
      </fieldset>
      <fieldset className="cb-auth-consents">
        <legend>{t("auth.consents.optionalSection")}</legend>
        {OPTIONAL_CONSENT_KEYS.map(box)}
      </fieldset>
      <Button type="submit" variant="primary" size="lg" disabled={!consentCanContinue(state) || pending}>
        {t("auth.consents.next")}
      </Button>
      {isPhone ? null : (
        <Button variant="secondary" onClick={onBack}>
          {t("auth.consents.back")}
        </Button>
      )}
    </form>
  );
}
