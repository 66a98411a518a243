import { paymentMethodCaptureEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useId, useState } from "react";
import { fetchEndpoint } from "../../platform/api/index.ts";
import { Button, showToast, TextField } from "../../ui/index.ts";
import { adErrorText } from "../ad-error-text.ts";
import { atPath } from "../api-path.ts";
import { testProviderToken } from "./test-card.ts";

/**
 * Capture a payment method through the clearly labelled TEST provider (IMPL-040): nothing
 * is charged, and only the token (brand and last four) reaches the server.
 */
export function PaymentMethodForm({ advertiserId, onSaved }: { advertiserId: string; onSaved: () => void }) {
  const headingId = useId();
  const [name, setName] = useState("");
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState({ month: "", year: "" });
  const [cvc, setCvc] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = testProviderToken(number);
    if (!token) {
      setError(t("error.INVALID_INPUT"));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await fetchEndpoint(atPath(paymentMethodCaptureEndpoint, { advertiserId }), {
        provider: "TEST",
        token,
      });
      showToast(t("ads.billing.saved"));
      setNumber("");
      setCvc("");
      onSaved();
    } catch (failure) {
      setError(adErrorText(failure, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      className="cb-ads-test-provider"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(e) => void submit(e)}
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
