import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { Button, TextField } from "../ui/index.ts";

interface PasswordPromptProps {
  /** What the password unlocks; the form's accessible name. */
  label: string;
  pending: boolean;
  error?: string | undefined;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks for the current password before a two-factor change (the server checks it again). */
export function PasswordPrompt({ label, pending, error, onSubmit, onCancel }: PasswordPromptProps) {
  const [password, setPassword] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== "") onSubmit(password);
  };
  return (
    <form className="cb-settings-form" aria-label={label} noValidate onSubmit={submit}>
      <p>{t("settings.twoFactor.passwordPrompt")}</p>
      <TextField
        label={t("settings.password.current")}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <div className="cb-settings-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t("settings.cancel")}
        </Button>
        <Button type="submit" variant="primary" disabled={pending || password === ""} aria-busy={pending}>
          {t("settings.continue")}
        </Button>
      </div>
    </form>
  );
}
