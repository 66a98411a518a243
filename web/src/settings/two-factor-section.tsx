import type { EndpointData, twoFactorStatusEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useId, useState } from "react";
import { ErrorNotice } from "../errors/index.ts";
import { ApiError } from "../platform/api/index.ts";
import { Button, Spinner, showToast } from "../ui/index.ts";
import {
  useEmailTwoFactorEnable,
  useTotpConfirm,
  useTotpEnroll,
  useTwoFactorDisable,
  useTwoFactorStatus,
} from "./api.ts";
import { settingsError } from "./error-text.ts";
import { PasswordPrompt } from "./password-prompt.tsx";
import { type TotpEnrollment, TotpEnrollmentForm } from "./totp-enrollment.tsx";

type Status = EndpointData<typeof twoFactorStatusEndpoint>;
type Action = "app" | "email" | "off";
type Mode =
  | { kind: "idle" }
  | { kind: "password"; action: Action }
  | { kind: "enrolling"; enrollment: TotpEnrollment };

const ACTION_LABEL = {
  app: "settings.twoFactor.useApp",
  email: "settings.twoFactor.useEmail",
  off: "settings.twoFactor.turnOff",
} as const;

function statusText(status: Status): string {
  if (!status.enabled) return t("settings.twoFactor.off");
  return t(status.methods.includes("totp") ? "settings.twoFactor.onApp" : "settings.twoFactor.onEmail");
}

/**
 * Two-factor settings (IMPL-013): the status, then — after the password — an authenticator
 * app (QR code, setup key, backup codes, first code), codes by email, or turning it off.
 */
export function TwoFactorSection() {
  const titleId = useId();
  const status = useTwoFactorStatus();
  const enroll = useTotpEnroll();
  const confirmCode = useTotpConfirm();
  const enableEmail = useEmailTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const pending = [enroll, confirmCode, enableEmail, disable].some((write) => write.isPending);
  const [mode, setMode] = useState<Mode>({ kind: "idle" });
  const [error, setError] = useState<string | undefined>();

  // The write's answer is the new status, which it has already put in the cache.
  const settle = (toastKey: "settings.twoFactor.enabled" | "settings.twoFactor.disabled") => {
    showToast(t(toastKey), "notice");
    setMode({ kind: "idle" });
  };
  const run = async (work: () => Promise<void>, codeStep = false) => {
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      if (codeStep && failure instanceof ApiError && failure.status < 500) setError(t("auth.mfa.failed"));
      else {
        const shown = settingsError(failure);
        if (shown.place === "toast") showToast(shown.text, "error");
        else setError(shown.text);
      }
    }
  };
  const withPassword = (action: Action, password: string) =>
    run(async () => {
      if (action === "app") {
        setMode({ kind: "enrolling", enrollment: await enroll.mutateAsync({ password }) });
      } else if (action === "email") {
        await enableEmail.mutateAsync({ password });
        settle("settings.twoFactor.enabled");
      } else {
        await disable.mutateAsync({ password });
        settle("settings.twoFactor.disabled");
      }
    });
  const confirm = (code: string) =>
    run(async () => {
      await confirmCode.mutateAsync({ code });
      settle("settings.twoFactor.enabled");
    }, true);
  const start = (action: Action) => {
    setError(undefined);
    setMode({ kind: "password", action });
  };

  let body = null;
  if (status.isPending) body = <Spinner />;
  else if (status.isError) body = <ErrorNotice error={status.error} onRetry={() => void status.refetch()} />;
  else if (mode.kind === "password") {
    const { action } = mode;
    body = (
      <PasswordPrompt
        label={t(ACTION_LABEL[action])}
        pending={pending}
        error={error}
        onSubmit={(password) => void withPassword(action, password)}
        onCancel={() => setMode({ kind: "idle" })}
      />
    );
  } else if (mode.kind === "enrolling") {
    body = (
      <TotpEnrollmentForm
        enrollment={mode.enrollment}
        pending={pending}
        error={error}
        onConfirm={(code) => void confirm(code)}
        onCancel={() => setMode({ kind: "idle" })}
      />
    );
  } else {
    const { enabled, methods } = status.data;
    body = (
      <>
        <p>{statusText(status.data)}</p>
        <div className="cb-settings-actions cb-settings-actions--start">
          {!methods.includes("totp") ? (
            <Button variant="primary" onClick={() => start("app")}>
              {t("settings.twoFactor.useApp")}
            </Button>
          ) : null}
          {!enabled ? (
            <Button variant="secondary" onClick={() => start("email")}>
              {t("settings.twoFactor.useEmail")}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => start("off")}>
              {t("settings.twoFactor.turnOff")}
            </Button>
          )}
        </div>
      </>
    );
  }
  return (
    <section className="cb-settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("settings.twoFactor.title")}</h2>
      {body}
    </section>
  );
}
