import type { ApiToken } from "@corkboard/core/contract";
import { registerMessages, settingsMessages, t, tokenMessages } from "@corkboard/core/messages";
import { useState } from "react";
import { ErrorNotice } from "../../errors/index.ts";
import { openConfirmWrite } from "../../platform/api/index.ts";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { useSignedInViewer } from "../../platform/navigation/use-signed-in-viewer.ts";
import { Button, Spinner, showToast } from "../../ui/index.ts";
import { revokeApiTokenWrite, useApiTokens } from "./api.ts";
import { CreateTokenDialog } from "./create-token-dialog.tsx";
import "../settings.css";
import "./api-tokens.css";

registerMessages(settingsMessages);
registerMessages(tokenMessages);

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const day = (iso: string | null, none: string) => (iso ? dateFormat.format(new Date(iso)) : none);

function status(token: ApiToken): string {
  if (token.revoked_at) return t("tokens.status.revoked");
  if (token.expires_at && Date.parse(token.expires_at) <= Date.now()) return t("tokens.status.expired");
  return t("tokens.status.active");
}

/** One token's row: name, prefix, scopes, dates, status, Revoke (asked first). */
function TokenRow({ token }: { token: ApiToken }) {
  const revoke = () =>
    openConfirmWrite({
      title: t("tokens.revoke.title"),
      children: <p>{t("tokens.revoke.body", { name: token.name })}</p>,
      confirmLabel: t("tokens.revoke.confirm"),
      cancelLabel: t("tokens.cancel"),
      write: revokeApiTokenWrite(token),
      onDone: () => showToast(t("tokens.revoked")),
    });
  return (
    <tr>
      <th scope="row">{token.name}</th>
      <td>
        <code>{token.prefix}…</code>
      </td>
      <td>{token.scopes.join(", ")}</td>
      <td>{day(token.created_at, "")}</td>
      <td>{day(token.last_used_at, t("tokens.neverUsed"))}</td>
      <td>{day(token.expires_at, t("tokens.neverExpires"))}</td>
      <td>{status(token)}</td>
      <td>
        {token.revoked_at ? null : (
          <Button aria-label={t("tokens.revoke.label", { name: token.name })} onClick={revoke}>
            {t("tokens.revoke")}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The viewer's tokens as a table. */
function TokenList() {
  const tokens = useApiTokens();
  if (tokens.isPending) return <Spinner />;
  if (tokens.isError) return <ErrorNotice error={tokens.error} onRetry={() => void tokens.refetch()} />;
  if (tokens.data.items.length === 0) return <p className="cb-muted">{t("tokens.empty")}</p>;
  return (
    <div className="cb-token-table-wrap">
      <table className="cb-token-table">
        <caption className="cb-visually-hidden">{t("tokens.list.label")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("tokens.column.name")}</th>
            <th scope="col">{t("tokens.column.token")}</th>
            <th scope="col">{t("tokens.column.scopes")}</th>
            <th scope="col">{t("tokens.column.created")}</th>
            <th scope="col">{t("tokens.column.lastUsed")}</th>
            <th scope="col">{t("tokens.column.expires")}</th>
            <th scope="col">{t("tokens.column.status")}</th>
            <th scope="col">
              <span className="cb-visually-hidden">{t("tokens.revoke")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.data.items.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /settings/api-tokens/ (issue 20, D-057): the viewer's personal API tokens — list, create
 * (the token shown once, with Copy), revoke. Reached from the avatar menu.
 */
export function ApiTokensPage() {
  const user = useSignedInViewer();
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t("tokens.title"));
  if (!user) return null;
  return (
    <div className="cb-page cb-settings cb-api-tokens">
      <h1>{t("tokens.title")}</h1>
      <p>{t("tokens.intro")}</p>
      <div className="cb-settings-actions cb-settings-actions--start">
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t("tokens.create")}
        </Button>
      </div>
      <TokenList />
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
