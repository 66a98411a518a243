import type { PinDisclosures } from "@corkboard/core/contract";
import { labelMessages, registerMessages, t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../platform/api/index.ts";
import { Button, Checkbox, FormError, Spinner, showToast, TextField } from "../ui/index.ts";
import { usePinDisclosures, useSaveDisclosures } from "./api.ts";

registerMessages(labelMessages);

/** Where the named business's answer stands, in the editor's words. */
function statusLine(disclosures: PinDisclosures): string | null {
  const status = disclosures.sponsorship_status;
  if (status === null) return null;
  const name = disclosures.sponsor_name || disclosures.sponsor_username || "";
  const key = `labels.editor.status.${Math.min(status, 3)}` as "labels.editor.status.0";
  return t(key, { name });
}

/**
 * The pin editor's disclosures (LABEL-001…007, D-035): the business the pin is a paid
 * partnership with (asked to approve) and whether its link is an affiliate link.
 */
export function DisclosuresForm({ pinId }: { pinId: string }) {
  const current = usePinDisclosures(pinId);
  if (current.isPending) return <Spinner />;
  if (current.isError) return <FormError message={errorMessage(current.error)} />;
  return <DisclosuresFields key={JSON.stringify(current.data)} disclosures={current.data} />;
}

function DisclosuresFields({ disclosures }: { disclosures: PinDisclosures }) {
  const save = useSaveDisclosures();
  const [sponsor, setSponsor] = useState(disclosures.sponsor_username ?? "");
  const [affiliate, setAffiliate] = useState(disclosures.affiliate_link);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { pin_id: disclosures.pin_id, sponsor_username: sponsor.trim() || null, affiliate_link: affiliate },
      { onSuccess: () => showToast(t("labels.editor.saved")) },
    );
  };
  const status = statusLine(disclosures);
  return (
    <form className="cb-disclosures-form" onSubmit={submit} aria-labelledby="disclosures-heading">
      <h2 id="disclosures-heading">{t("labels.editor.heading")}</h2>
      <TextField
        label={t("labels.editor.sponsor")}
        description={status ?? t("labels.editor.sponsorHelp")}
        value={sponsor}
        onChange={(event) => setSponsor(event.target.value)}
        autoComplete="off"
        maxLength={100}
        error={save.error ? errorMessage(save.error) : undefined}
      />
      <Checkbox
        label={t("labels.editor.affiliate")}
        checked={affiliate}
        onChange={(event) => setAffiliate(event.target.checked)}
      />
      <Button type="submit" variant="primary" disabled={save.isPending}>
        {t("labels.editor.save")}
      </Button>
    </form>
  );
}
