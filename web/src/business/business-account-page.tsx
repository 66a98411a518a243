import { businessLoginPath } from "@corkboard/core/auth";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useId, useState } from "react";
import { registerAdsMessages } from "../ads/index.ts";
import { errorMessage, usePlainMutation } from "../platform/api/index.ts";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useRawLocation, useSearchParams } from "../platform/navigation/navigation.ts";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { Button, TextField } from "../ui/index.ts";
import { type BusinessAccountRequest, createBusinessAccount } from "./api.ts";
import { businessNextPath } from "./business-next.ts";
import "./business.css";
import { useRedirectOnce } from "../platform/navigation/use-redirect-once.ts";

registerAdsMessages();

type Mode = "create" | "convert";

/** /business/create/ (IMPL-017): a new business account linked to the viewer, with an advertiser. */
export function BusinessCreatePage() {
  return <BusinessAccountPage mode="create" />;
}

/**
 * /business/convert/?next=…&pinId=… (ADS-004, ADS-006, PIN-076): the viewer's account becomes
 * a business account (an advertiser is created if missing), then the visitor goes to next;
 * someone who already is a partner goes there straight away.
 */
export function BusinessConvertPage() {
  return <BusinessAccountPage mode="convert" />;
}

function BusinessAccountPage({ mode }: { mode: Mode }) {
  const bootstrap = getBootstrap();
  const user = bootstrap.viewer.user;
  const params = useSearchParams();
  const { pathname, search } = useRawLocation();
  const next = businessNextPath(params.get("next"), params.get("pinId"));
  const alreadyPartner = mode === "convert" && (bootstrap.viewer.is_partner || user?.is_partner === true);
  const titleId = useId();
  const [name, setName] = useState(user?.full_name ?? "");
  const [country, setCountry] = useState(user?.country ?? bootstrap.client_context.country);
  const [website, setWebsite] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const account = usePlainMutation((body: BusinessAccountRequest) => createBusinessAccount(mode, body));
  // Still busy once it worked: the next page is loading.
  const pending = account.isPending || account.isSuccess;
  useDocumentTitle(t(mode === "create" ? "business.create.title" : "business.convert.title"));

  useRedirectOnce(!user ? businessLoginPath(pathname + search) : alreadyPartner ? next : null);
  if (!user || alreadyPartner) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setNameError(t("business.name.required"));
      return;
    }
    setNameError(undefined);
    setFormError(undefined);
    const body = {
      business_name: name.trim(),
      country: country.trim().toUpperCase(),
      ...(website.trim() ? { website_url: website.trim() } : {}),
      next,
    };
    try {
      const result = await account.mutateAsync(body);
      // A full load: the next document's bootstrap knows the viewer is a partner now.
      pageLoad.assign(businessNextPath(result.next, null));
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  return (
    <div className="cb-page cb-business">
      <form
        className="cb-business__form"
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <h1 id={titleId}>{t(mode === "create" ? "business.create.title" : "business.convert.title")}</h1>
        <p>{t(mode === "create" ? "business.create.body" : "business.convert.body")}</p>
        <TextField
          label={t("business.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          autoComplete="organization"
          maxLength={100}
        />
        <TextField
          label={t("business.country")}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          autoComplete="country"
          maxLength={2}
        />
        <TextField
          label={t("business.website")}
          type="url"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
          autoComplete="url"
        />
        {formError ? (
          <p className="cb-business__error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" size="lg" disabled={pending} aria-busy={pending}>
          {t(mode === "create" ? "business.create.submit" : "business.convert.submit")}
        </Button>
      </form>
    </div>
  );
}
