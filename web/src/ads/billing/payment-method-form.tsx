import { t } from "@corkboard/core/messages";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "../../platform/api/index.ts";
import { Button, showToast, TextField } from "../../ui/index.ts";
import { useCapturePaymentMethod } from "../api.ts";
import { testProviderToken } from "./test-card.ts";

/**
 * Capture a payment method through the clearly labelled TEST provider (IMPL-040): nothing
 * is charged, and only the token (brand and last four) reaches the server.
 */
export function PaymentMethodForm({ advertiserId, onSaved }: { advertiserId: string; onSaved?: () => void }) {
  const headingId = useId();
  const [name, setName] = useState("");
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState({ month: "", year: "" });
  const [cvc, setCvc] = useState("");
  const [error, setError] = useState<string | undefined>();
  const capture = useCapturePaymentMethod(advertiserId);
  const pending = capture.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = testProviderToken(number);
    if (!token) {
      setError(t("error.INVALID_INPUT"));
      return;
    }
    setError(undefined);
    capture.mutate(
      { provider: "TEST", token },
      {
        // The billing it shows read fresh before this runs.
        onSuccess: () => {
          showToast(t("ads.billing.saved"));
          setNumber("");
          setCvc("");
          onSaved?.();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <form
      className="cb-ads-test-provider"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      data-testid="test-provider-form"
    >
      <h2 id={headingId}>{t("ads.billing.testProvider")}</h2>
      <p className="cb-ads-test-provider__note">{t("ads.billing.testProviderNote")}</p>
      <TextField
        label={t("ads.billing.cardName")}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t("ads.billing.cardNumber")}
        inputMode="numeric"
        autoComplete="off"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={error}
      />
      <div className="cb-ads-row">
        <TextField
          label={t("ads.billing.expMonth")}
          inputMode="numeric"
          autoComplete="off"
          value={expiry.month}
          onChange={(e) => setExpiry({ ...expiry, month: e.target.value })}
        />
        <TextField
          label={t("ads.billing.expYear")}
          inputMode="numeric"
          autoComplete="off"
          value={expiry.year}
          onChange={(e) => setExpiry({ ...expiry, year: e.target.value })}
        />
        <TextField
          label={t("ads.billing.cvc")}
          inputMode="numeric"
          autoComplete="off"
          value={cvc}
          onChange={(e) => setCvc(e.target.value)}
        />
      </div>
      <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
        {t("ads.billing.save")}
      </Button>
    </form>
  );
}
