import { t } from "@corkboard/core/messages";
import { API_SCOPES, type ApiScope, TOKEN_EXPIRIES, type TokenExpiry } from "@corkboard/core/tokens";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "../../platform/api/index.ts";
import { Button, Checkbox, FormError, Modal, Select, TextField } from "../../ui/index.ts";
import { useCreateApiToken } from "./api.ts";

/** The scopes as the dialog groups them: what a token may see, and what it may change. */
const GROUPS = [
  {
    key: "read",
    label: () => t("tokens.dialog.read"),
    scopes: API_SCOPES.filter((s) => s.includes(":read")),
  },
  {
    key: "write",
    label: () => t("tokens.dialog.write"),
    scopes: API_SCOPES.filter((s) => s.includes(":write")),
  },
] as const;

/** The form: a name, the scopes as labelled checkboxes, the expiry. */
function CreateForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ReadonlySet<ApiScope>>(new Set());
  const [expiry, setExpiry] = useState<TokenExpiry>("30");
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateApiToken();
  const toggle = (scope: ApiScope, on: boolean) => {
    const next = new Set(scopes);
    if (on) next.add(scope);
    else next.delete(scope);
    setScopes(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return setProblem(t("tokens.dialog.noName"));
    if (scopes.size === 0) return setProblem(t("tokens.dialog.noScope"));
    setProblem(null);
    create.mutate(
      { name: name.trim(), scopes: API_SCOPES.filter((scope) => scopes.has(scope)), expiry },
      { onSuccess: (answer) => onCreated(answer.secret_token) },
    );
  };
  return (
    <form className="cb-settings-form cb-token-form" onSubmit={submit} noValidate>
      <TextField
        label={t("tokens.dialog.name")}
        placeholder={t("tokens.dialog.namePlaceholder")}
        value={name}
        maxLength={100}
        required
        onChange={(event) => setName(event.target.value)}
      />
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="cb-token-scopes">
          <legend>{`${t("tokens.dialog.scopes")}: ${group.label()}`}</legend>
          {group.scopes.map((scope) => (
            <Checkbox
              key={scope}
              label={t(`tokens.scope.${scope}`)}
              description={scope}
              checked={scopes.has(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
          ))}
        </fieldset>
      ))}
      <Select
        label={t("tokens.dialog.expiry")}
        value={expiry}
        onChange={(event) => setExpiry(event.target.value as TokenExpiry)}
      >
        {TOKEN_EXPIRIES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`tokens.expiry.${choice}`)}
          </option>
        ))}
      </Select>
      <FormError message={problem ?? (create.error ? errorMessage(create.error) : null)} />
      <div className="cb-settings-actions">
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {t("tokens.dialog.submit")}
        </Button>
      </div>
    </form>
  );
}

/** The new token, once: a read-only field to select, Copy, and the note that it won't be shown again. */
function CreatedToken({ secret, onDone }: { secret: string; onDone: () => void }) {
  const noteId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the field is selected to copy by hand.
      (document.getElementById(`${noteId}-field`) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="cb-settings-form cb-token-created">
      <p id={noteId}>
        <strong>{t("tokens.created.note")}</strong>
      </p>
      <input
        id={`${noteId}-field`}
        className="cb-settings-code cb-token-created__value"
        readOnly
        value={secret}
        aria-label={t("tokens.created.label")}
        aria-describedby={noteId}
        data-testid="api-token-secret"
        onFocus={(event) => event.target.select()}
      />
      <div className="cb-settings-actions">
        <Button onClick={() => void copy()}>
          {copied ? t("tokens.created.copied") : t("tokens.created.copy")}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {t("tokens.created.done")}
        </Button>
      </div>
    </div>
  );
}

/** "Create token": the form, then the token shown once. */
export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    // Closing forgets the token: it is never shown again.
    setSecret(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={secret ? t("tokens.created.title") : t("tokens.dialog.title")}
      onClose={close}
      testId="create-token-dialog"
    >
      {!open ? null : secret ? (
        <CreatedToken secret={secret} onDone={close} />
      ) : (
        <CreateForm onCreated={setSecret} />
      )}
    </Modal>
  );
}
