import { normalizeEmail } from "@corkboard/core/auth";
import { registerMessages, ssoMessages, t } from "@corkboard/core/messages";
import { type FormEvent, useId, useRef, useState } from "react";
import { registerAdsMessages } from "../ads/index.ts";
import { errorMessage, usePlainMutation } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSearchParams } from "../platform/navigation/navigation.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { useRedirectOnce } from "../platform/navigation/use-redirect-once.ts";
import { Button, TextField } from "../ui/index.ts";
import "./sso-signup.css";
import { registerUser } from "./api.ts";
import { ssoHandle, takeKeptTicket } from "./sso-sign-in.ts";

registerAdsMessages();
registerMessages(ssoMessages);

/**
 * /signup/sso-business-account?email=… (AUTH-006, AUTH-108; D-044): an SSO identity with no
 * account names its business and gets a business account. The handle the login exchanged is
 * used when this tab kept one; otherwise "Continue with SSO" signs in at the company IdP first.
 */
export function SsoSignupPage() {
  const bootstrap = getBootstrap();
  const email = normalizeEmail(useSearchParams().get("email") ?? "");
  const titleId = useId();
  const kept = useRef<string | null | undefined>(undefined);
  kept.current ??= email ? takeKeptTicket(email) : null;
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  useDocumentTitle(t("sso.signup.title"));
  useRedirectOnce(bootstrap.viewer.type === "AUTH" ? "/" : null);

  const signUp = usePlainMutation(async (businessName: string) => {
    let ticket = kept.current;
    if (!ticket) {
      const handle = await ssoHandle(email, null);
      if (!("ticket" in handle)) {
        if (handle.kind === "error") setFormError(handle.message);
        return false;
      }
      ticket = handle.ticket;
    }
    kept.current = null;
    await registerUser({
      type: "sso",
      sso_id_token: ticket,
      business_name: businessName,
      country: bootstrap.client_context.country,
    });
    return true;
  });
  const pending = signUp.isPending || signUp.isSuccess;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setNameError(t("business.name.required"));
      return;
    }
    setNameError(undefined);
    setFormError(undefined);
    try {
      // A full load: the next document's bootstrap knows who signed in.
      if (await signUp.mutateAsync(name.trim())) pageLoad.assign("/");
      else signUp.reset();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  return (
    <div className="cb-page cb-sso-signup">
      <form
        className="cb-sso-signup__form"
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <h1 id={titleId}>{t("sso.signup.title")}</h1>
        {email ? (
          <>
            <p>{t("sso.signup.body")}</p>
            <TextField label={t("sso.signup.email")} value={email} readOnly />
            <TextField
              label={t("business.name")}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={nameError}
              autoComplete="organization"
              maxLength={100}
            />
            {formError ? (
              <p className="cb-sso-signup__error" role="alert">
                {formError}
              </p>
            ) : null}
            <Button type="submit" variant="primary" size="lg" disabled={pending} aria-busy={pending}>
              {t(pending ? "sso.signup.working" : "sso.signup.submit")}
            </Button>
          </>
        ) : (
          <p role="alert">{t("sso.signup.noEmail")}</p>
        )}
      </form>
    </div>
  );
}
