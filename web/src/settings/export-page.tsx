import type { ExportRun } from "@corkboard/core/contract";
import { exportMessages, formatDate, registerMessages, settingsMessages, t } from "@corkboard/core/messages";
import { useEffect, useId, useState } from "react";
import { ErrorNotice } from "../errors/index.ts";
import { errorMessage } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { useSignedInViewer } from "../platform/navigation/use-signed-in-viewer.ts";
import { Button, Spinner, showToast } from "../ui/index.ts";
import { useExports, useRequestExport } from "./export-api.ts";
import "./settings.css";

registerMessages(settingsMessages);
registerMessages(exportMessages);

const isActive = (run: ExportRun) => run.status === "queued" || run.status === "running";

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? t("exports.sizeKb", { size: String(Math.max(1, Math.round(bytes / 1024))) })
    : t("exports.sizeMb", { size: (bytes / (1024 * 1024)).toFixed(1) });
}

const STATUS_TEXT = {
  queued: "exports.statusQueued",
  running: "exports.statusRunning",
  done: "exports.statusDone",
  failed: "exports.statusFailed",
} as const;

/** The export being prepared: a progress bar the list's polling moves. */
function ExportProgress({ run }: { run: ExportRun }) {
  const { done, total } = run.progress;
  const label =
    run.status === "queued" || total === 0 ? t("exports.queued") : t("exports.running", { done, total });
  return (
    <div className="cb-export-progress">
      <progress
        aria-label={t("exports.progressLabel")}
        aria-valuetext={label}
        max={Math.max(total, 1)}
        value={total === 0 ? undefined : done}
      />
      <p className="cb-muted" aria-live="polite">
        {label}
      </p>
    </div>
  );
}

function ExportRow({ run }: { run: ExportRun }) {
  const created = formatDate(new Date(run.created_at), { dateStyle: "medium", timeStyle: "short" });
  const expires = run.expires_at ? formatDate(new Date(run.expires_at), { dateStyle: "medium" }) : null;
  return (
    <li className="cb-settings-session">
      <span className="cb-settings-session__device">
        {run.size === null ? created : t("exports.row", { date: created, size: sizeText(run.size) })}
        {" · "}
        <strong>
          {run.status === "done" && !run.download_url ? t("exports.expired") : t(STATUS_TEXT[run.status])}
        </strong>
      </span>
      {run.download_url ? (
        <span className="cb-muted">
          <a href={run.download_url} download>
            {t("exports.download")}
          </a>
          {expires ? ` · ${t("exports.rowExpires", { date: expires })}` : null}
        </span>
      ) : null}
    </li>
  );
}

/**
 * /settings/export/ (issue 20, D-056): "Export your data" starts the archive, a progress bar
 * follows it (the list is polled while one is prepared), then a download link; below, the
 * recent exports with their dates and sizes. Signed-in people only.
 */
export function ExportPage() {
  const user = useSignedInViewer();
  useDocumentTitle(t("exports.title"));
  const titleId = useId();
  const listId = useId();
  // Polled only while an export is being prepared; a new request's refetch turns it on.
  const [polling, setPolling] = useState(false);
  const runs = useExports(polling);
  const requesting = useRequestExport();
  // The run just asked for, shown until the polled list has it finished.
  const [started, setStarted] = useState<ExportRun | null>(null);
  const items = runs.data?.items ?? [];
  const listed = started ? items.find((run) => run.id === started.id) : undefined;
  const active = items.find(isActive) ?? (started && !listed ? started : undefined);
  useEffect(() => setPolling(active !== undefined), [active]);
  if (!user) return null;
  const latest = listed ?? items[0];
  const start = () =>
    requesting.mutate(
      {},
      { onSuccess: (run) => setStarted(run), onError: (error) => showToast(errorMessage(error), "error") },
    );
  let list = null;
  if (runs.isPending) list = <Spinner />;
  else if (runs.isError) list = <ErrorNotice error={runs.error} onRetry={() => void runs.refetch()} />;
  else if (items.length === 0) list = <p className="cb-muted">{t("exports.none")}</p>;
  else
    list = (
      <ul className="cb-settings-sessions" aria-labelledby={listId}>
        {items.map((run) => (
          <ExportRow key={run.id} run={run} />
        ))}
      </ul>
    );
  return (
    <div className="cb-page cb-settings">
      <h1 id={titleId}>{t("exports.title")}</h1>
      <section className="cb-settings-section" aria-labelledby={titleId}>
        <p>{t("exports.intro")}</p>
        {active ? (
          <ExportProgress run={active} />
        ) : (
          <div className="cb-settings-actions cb-settings-actions--start">
            <Button
              variant="primary"
              disabled={requesting.isPending}
              aria-busy={requesting.isPending}
              onClick={start}
            >
              {requesting.isPending ? t("exports.starting") : t("exports.start")}
            </Button>
          </div>
        )}
        {!active && latest?.status === "done" && latest.download_url ? (
          <p>
            <a className="cb-export-download" href={latest.download_url} download>
              {t("exports.download")}
            </a>
          </p>
        ) : null}
        {!active && latest?.status === "failed" ? <p role="alert">{t("exports.failed")}</p> : null}
      </section>
      <section className="cb-settings-section" aria-labelledby={listId}>
        <h2 id={listId}>{t("exports.recent")}</h2>
        {list}
      </section>
    </div>
  );
}
