import { importListEndpoint, importPinryEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { errorMessage, useEndpointMutation } from "../platform/api/index.ts";
import { Button, FormError, TextField } from "../ui/index.ts";

/**
 * Import from a Pinry instance (issue 20, D-055): Pinry is read through its API, not from a
 * file, so it has its own small form — the site's address and, for private pins, an API
 * token from the Pinry profile page. The token goes to that site only and is dropped when
 * the run ends (D-054).
 */
export function PinryForm({ onStarted }: { onStarted: () => void }) {
  const [baseUrl, setBaseUrl] = useState("");
  const [token, setToken] = useState("");
  const start = useEndpointMutation(importPinryEndpoint, {
    invalidates: [importListEndpoint],
    onSuccess: () => {
      setBaseUrl("");
      setToken("");
      onStarted();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ base_url: baseUrl.trim(), ...(token.trim() ? { token: token.trim() } : {}) });
  };
  return (
    <form className="cb-import-form" onSubmit={submit} aria-labelledby="cb-import-pinry-title">
      <h2 id="cb-import-pinry-title">{t("imports.pinry.title")}</h2>
      <TextField
        label={t("imports.pinry.address")}
        type="url"
        required
        placeholder="https://pinry.example.org"
        value={baseUrl}
        onChange={(event) => setBaseUrl(event.target.value)}
      />
      <TextField
        label={t("imports.pinry.token")}
        description={t("imports.pinry.tokenHelp")}
        type="password"
        autoComplete="off"
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      <FormError message={start.error ? errorMessage(start.error, { serverWords: true }) : null} />
      <div className="cb-import-actions">
        <Button type="submit" variant="secondary" disabled={start.isPending || baseUrl.trim() === ""}>
          {t("imports.pinry.start")}
        </Button>
      </div>
    </form>
  );
}
