import type { WebsiteClaim } from "@corkboard/core/contract";
import { followMessages, registerMessages, settingsMessages, t } from "@corkboard/core/messages";
import { type FormEvent, useId, useState } from "react";
import { ErrorNotice } from "../errors/index.ts";
import { errorMessage, openConfirmWrite } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSignedInViewer } from "../platform/navigation/use-signed-in-viewer.ts";
import { Button, FormError, Spinner, showToast, TextField } from "../ui/index.ts";
import {
  unclaimWebsiteWrite,
  useClaimWebsite,
  useVerifyWebsite,
  useWebsiteClaims,
} from "./website-claims-api.ts";
import "./settings.css";

registerMessages(settingsMessages);
registerMessages(followMessages);

// A claim's failure in the server's words: WEBSITE_NOT_VERIFIED says where it looked, an
// unusable address says what is wrong with it.
const inServerWords = { serverWords: true } as const;

/** The field that claims a website. */
function ClaimForm() {
  const [website, setWebsite] = useState("");
  const claim = useClaimWebsite();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.mutate({ website_url: website.trim() }, { onSuccess: () => setWebsite("") });
  };
  return (
    <form className="cb-settings-form" onSubmit={submit} noValidate>
      <TextField
        label={t("settings.websites.field")}
        placeholder={t("settings.websites.placeholder")}
        value={website}
        inputMode="url"
        autoComplete="url"
        required
        error={claim.error ? errorMessage(claim.error, inServerWords) : undefined}
        onChange={(event) => setWebsite(event.target.value)}
      />
      <div className="cb-settings-actions cb-settings-actions--start">
        <Button type="submit" variant="primary" disabled={claim.isPending || website.trim() === ""}>
          {t("settings.websites.claim")}
        </Button>
      </div>
    </form>
  );
}

/** How to prove a pending claim: the meta tag or the TXT record, each ready to copy. */
function ProofSteps({ claim }: { claim: WebsiteClaim }) {
  return (
    <>
      <p>{t("settings.websites.metaStep", { homePage: claim.home_page })}</p>
      <pre className="cb-settings-code">
        <code>{claim.meta_tag}</code>
      </pre>
      <p>{t("settings.websites.dnsStep", { domain: claim.domain })}</p>
      <pre className="cb-settings-code">
        <code>{claim.dns_txt_record}</code>
      </pre>
    </>
  );
}

/** One claimed website: its state, how to prove it, Verify and Remove. */
function ClaimCard({ claim }: { claim: WebsiteClaim }) {
  const titleId = useId();
  const verify = useVerifyWebsite();
  const verified = claim.status === "verified";
  const check = () =>
    verify.mutate(
      { website_url: claim.home_page },
      {
        onSuccess: (answer) => {
          if (answer.status === "verified")
            showToast(t("settings.websites.verifiedToast", { domain: answer.domain }));
        },
      },
    );
  const remove = () =>
    openConfirmWrite({
      title: t("settings.websites.removeTitle", { domain: claim.domain }),
      children: <p>{t("settings.websites.removeBody")}</p>,
      confirmLabel: t("settings.websites.remove"),
      cancelLabel: t("settings.cancel"),
      write: unclaimWebsiteWrite(claim.domain),
      onDone: () => showToast(t("settings.websites.removed", { domain: claim.domain })),
    });
  return (
    <li className="cb-settings-section cb-website-claim" aria-labelledby={titleId}>
      <h3 id={titleId}>{claim.domain}</h3>
      <p className={verified ? "cb-website-claim__verified" : "cb-muted"}>
        {verified ? t("settings.websites.verified") : t("settings.websites.pending")}
      </p>
      {verified ? null : <ProofSteps claim={claim} />}
      <FormError message={verify.error ? errorMessage(verify.error, inServerWords) : null} />
      <div className="cb-settings-actions cb-settings-actions--start">
        {verified ? null : (
          <Button variant="primary" disabled={verify.isPending} onClick={check}>
            {t("settings.websites.verify")}
          </Button>
        )}
        <Button onClick={remove}>{t("settings.websites.remove")}</Button>
      </div>
    </li>
  );
}

/** The viewer's claims, newest proof steps first. */
function ClaimList() {
  const claims = useWebsiteClaims();
  if (claims.isPending) return <Spinner />;
  if (claims.isError) return <ErrorNotice error={claims.error} onRetry={() => void claims.refetch()} />;
  if (claims.data.claims.length === 0) return <p className="cb-muted">{t("settings.websites.none")}</p>;
  return (
    <ul className="cb-website-claims">
      {claims.data.claims.map((claim) => (
        <ClaimCard key={claim.domain} claim={claim} />
      ))}
    </ul>
  );
}

/**
 * /settings/claim/ (IMPL-016, IMPL-002): claim a website, prove it by a meta tag on its home
 * page or a DNS TXT record, and give it up. A verified domain names the viewer as the
 * official user of pins saved from it, whom the pin-created dialog offers to follow
 * (FOLLOW-021). Visitors are sent to log in first.
 */
export function WebsiteClaimPage() {
  const user = useSignedInViewer();
  useDocumentTitle(t("settings.websites.title"));
  if (!user) return null;
  return (
    <div className="cb-page cb-settings">
      <h1>{t("settings.websites.title")}</h1>
      <p>{t("settings.websites.intro")}</p>
      <ClaimForm />
      <ClaimList />
    </div>
  );
}
