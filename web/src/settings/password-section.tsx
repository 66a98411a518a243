import type { ViewerUser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useId, useState } from "react";
import { checkNewPassword, type NewPasswordErrors, NewPasswordFields } from "../auth/index.ts";
import { Button, showToast, TextField } from "../ui/index.ts";
import { useChangePassword } from "./api.ts";
import { settingsError } from "./error-text.ts";

type Errors = NewPasswordErrors & { current?: string };

/**
 * Change the password: the current one, a new one that passes the signup rules (checked
 * here, then again by the server), typed twice. Every other session ends, so the sessions
 * list is reloaded.
 */
export function PasswordSection({ user }: { user: ViewerUser }) {
  const titleId = useId();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const pending = change.isPending;
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const next: Errors = checkNewPassword(password, confirm, {
      email: user.email ?? "",
      username: user.username,
    });
    if (current === "") next.current = t("auth.password.incorrect");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    change.mutate(
      { current_password: current, new_password: password },
      {
        onSuccess: () => {
          setCurrent("");
          setPassword("");
          setConfirm("");
          setDone(true);
        },
        onError: (error) => {
          const shown = settingsError(error);
          if (shown.place === "toast") showToast(shown.text, "error");
          else setErrors({ [shown.place]: shown.text });
        },
      },
    );
  };

  return (
    <section className="cb-settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("settings.password.title")}</h2>
      <form className="cb-settings-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
        {/* Lets password managers tie the new password to the account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.email ?? user.username}
          readOnly
          hidden
        />
        <TextField
          label={t("settings.password.current")}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        {done ? <p role="status">{t("settings.password.changed")}</p> : null}
        <div className="cb-settings-actions cb-settings-actions--start">
          <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
            {t("settings.password.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
