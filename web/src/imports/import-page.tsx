import { importListEndpoint } from "@corkboard/core/contract";
import { IMPORT_FORMAT_NAMES } from "@corkboard/core/imports";
import { importMessages, type MessageKey, registerMessages, t } from "@corkboard/core/messages";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { ErrorNotice } from "../errors/index.ts";
import { endpointKey, errorMessage } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSignedInViewer } from "../platform/navigation/use-signed-in-viewer.ts";
import { Button, FormError, Select, Spinner } from "../ui/index.ts";
import { isActive, uploadImport, useImportRuns } from "./api.ts";
import { PinryForm } from "./pinry-form.tsx";
import { RunCard } from "./run-card.tsx";
import "./imports.css";

registerMessages(importMessages);

/** The formats a person picks for a file (Pinry is read from its API, not a file). */
const FILE_FORMATS = [
  "auto",
  "netscape",
  ...IMPORT_FORMAT_NAMES.filter((f) => f !== "netscape" && f !== "pinry"),
];

/** Choose a file, pick the format (or automatic), start. */
function StartForm({ onStarted }: { onStarted: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState("auto");
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFailure(t("imports.chooseFile"));
      return;
    }
    setFailure(null);
    setPercent(0);
    try {
      await uploadImport(file, format, (fraction) => setPercent(Math.round(fraction * 100)));
      setFile(null);
      (event.target as HTMLFormElement).reset();
      onStarted();
    } catch (error) {
      setFailure(errorMessage(error, { serverWords: true }));
    } finally {
      setPercent(null);
    }
  };
  return (
    <form className="cb-import-form" onSubmit={submit} noValidate>
      <div className="cb-text-field">
        <label htmlFor="cb-import-file" className="cb-text-field__label">
          {t("imports.file")}
        </label>
        <input
          id="cb-import-file"
          type="file"
          accept=".html,.htm,.json,.zip,text/html,application/json,application/zip"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <Select label={t("imports.format")} value={format} onChange={(event) => setFormat(event.target.value)}>
        {FILE_FORMATS.map((name) => (
          <option key={name} value={name}>
            {t(`imports.format.${name}` as MessageKey)}
          </option>
        ))}
      </Select>
      <FormError message={failure} />
      <div className="cb-import-actions">
        <Button type="submit" variant="primary" disabled={percent !== null}>
          {percent === null ? t("imports.start") : `${t("imports.starting")} ${percent}%`}
        </Button>
      </div>
    </form>
  );
}

/** Settings → Import (issue 20): start an import, follow its progress, read its report. */
export function ImportPage() {
  const user = useSignedInViewer();
  useDocumentTitle(t("imports.title"));
  const [polling, setPolling] = useState(true);
  const runs = useImportRuns(polling);
  const client = useQueryClient();
  const anyActive = runs.data?.items.some(isActive) ?? false;
  // Poll while a run goes; a run that ends (or a page left and come back to) stops it.
  useEffect(() => {
    if (runs.data) setPolling(anyActive);
  }, [runs.data, anyActive]);
  const started = () => {
    setPolling(true);
    void client.invalidateQueries({ queryKey: endpointKey(importListEndpoint, {}) });
  };
  if (!user) return null;
  return (
    <div className="cb-page cb-import-page">
      <h1>{t("imports.title")}</h1>
      <p>{t("imports.intro")}</p>
      <StartForm onStarted={started} />
      <PinryForm onStarted={started} />
      <h2>{t("imports.runs")}</h2>
      {runs.isPending ? (
        <Spinner />
      ) : runs.error ? (
        <ErrorNotice error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.items.length === 0 ? (
        <p className="cb-muted">{t("imports.none")}</p>
      ) : (
        <ul className="cb-import-runs">
          {runs.data.items.map((run) => (
            <RunCard key={run.id} run={run} />
          ))}
        </ul>
      )}
    </div>
  );
}
