import { validateMfaCode } from "@corkboard/core/auth";
import type { EndpointData, totpEnrollEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useId, useState } from "react";
import { Button, TextField } from "../ui/index.ts";

/** What enrolment answered: the secret's URI, its QR code (SVG) and the backup codes. */
export type TotpEnrollment = EndpointData<typeof totpEnrollEndpoint>;

interface TotpEnrollmentProps {
  enrollment: TotpEnrollment;
  pending: boolean;
  error?: string | undefined;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** The secret inside an otpauth:// URI, for people who type it instead of scanning. */
export function totpSecret(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get("secret");
  } catch {
    return null;
  }
}

/**
 * Authenticator-app enrolment (IMPL-013): the server's QR code — shown as an image from a
 * data URL, never put into the page as markup, so nothing in it can run — the setup key,
 * the backup codes, and the first code from the app, which turns two-factor on.
 */
export function TotpEnrollmentForm({ enrollment, pending, error, onConfirm, onCancel }: TotpEnrollmentProps) {
  const [code, setCode] = useState("");
  const [local, setLocal] = useState<string | undefined>();
  const backupId = useId();
  const secret = totpSecret(enrollment.totp_uri);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateMfaCode(code);
    setLocal(failure ? t(failure.messageKey) : undefined);
    if (!failure) onConfirm(code.replace(/\s+/g, ""));
  };
  return (
    <form
      className="cb-settings-form"
      aria-label={t("settings.twoFactor.useApp")}
      noValidate
      onSubmit={submit}
    >
      <p>{t("settings.twoFactor.scan")}</p>
      <img
        className="cb-settings-qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrollment.qr_svg)}`}
        alt={t("settings.twoFactor.qrAlt")}
        width={192}
        height={192}
      />
      {secret ? (
        <p>
          {t("settings.twoFactor.secretLabel")}: <code className="cb-settings-code">{secret}</code>
        </p>
      ) : null}
      <section aria-labelledby={backupId}>
        <h3 id={backupId}>{t("settings.twoFactor.backupTitle")}</h3>
        <p>{t("settings.twoFactor.backupBody")}</p>
        <ul className="cb-settings-backup">
          {enrollment.backup_codes.map((backup) => (
            <li key={backup}>
              <code>{backup}</code>
            </li>
          ))}
        </ul>
      </section>
      <TextField
        label={t("settings.twoFactor.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={local ?? error}
      />
      <div className="cb-settings-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t("settings.cancel")}
        </Button>
        <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
          {t("settings.twoFactor.turnOn")}
        </Button>
      </div>
    </form>
  );
}
