import type { ViewerUser } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useId, useState } from "react";
import { checkNewPassword, type NewPasswordErrors, NewPasswordFields } from "../auth/index.ts";
import { ApiError, errorMessage } from "../platform/api/index.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { Button, showToast } from "../ui/index.ts";
import { useSetPassword } from "./api.ts";

/**
 * "Set a password" for an account made with Google or Facebook (has_password false,
 * IMPL-016): no current password to ask for — the session is the proof — a new one that
 * passes the signup rules, typed twice. Once set, the page reloads on the usual "change
 * password" form.
 */
export function SetPasswordSection({ user }: { user: ViewerUser }) {
  const titleId = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const set = useSetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(password, confirm, { email: user.email ?? "", username: user.username });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    set.mutate(
      { new_password: password },
      {
        onSuccess: () => {
          showToast(t("accounts.password.setDone"), "notice");
          pageLoad.reload();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.fields[0]?.message : undefined;
          if (field) setErrors({ password: field });
          else showToast(errorMessage(error), "error");
        },
      },
    );
  };

  return (
    <section className="cb-settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("accounts.password.setHeading")}</h2>
      <p>{t("accounts.password.setHelp")}</p>
      <form className="cb-settings-form" aria-labelledby={titleId} noValidate onSubmit={submit}>
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.email ?? user.username}
          readOnly
          hidden
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <div className="cb-settings-actions cb-settings-actions--start">
          <Button type="submit" variant="primary" disabled={set.isPending} aria-busy={set.isPending}>
            {t("accounts.password.setButton")}
          </Button>
        </div>
      </form>
    </section>
  );
}
