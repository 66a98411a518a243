import type { ImportRun } from "@corkboard/core/contract";
import { type MessageKey, t } from "@corkboard/core/messages";
import { useId } from "react";
import { openConfirmWrite } from "../platform/api/index.ts";
import { Button } from "../ui/index.ts";
import { cancelImportWrite, isActive, undoImportWrite } from "./api.ts";

/** The progress bar of a run: a real one (role progressbar with its value), labelled. */
function ImportProgress({ run }: { run: ImportRun }) {
  const labelId = useId();
  const total = Math.max(run.total, run.processed);
  const percent = total === 0 ? 0 : Math.round((run.processed / total) * 100);
  return (
    <div className="cb-import-progress">
      <span id={labelId} className="cb-visually-hidden">
        {t("imports.progress")}
      </span>
      <div
        className="cb-import-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("imports.progressText", { processed: run.processed, total: run.total })}
      >
        <div className="cb-import-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="cb-muted">{t("imports.progressText", { processed: run.processed, total: run.total })}</p>
    </div>
  );
}

/** The run's report: each pin skipped, failed or kept without its image, with where and why. */
function ImportReport({ run }: { run: ImportRun }) {
  if (run.report.length === 0) return null;
  return (
    <details className="cb-import-report" open={!isActive(run)}>
      <summary>{t("imports.report")}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("imports.report.where")}</th>
            <th scope="col">{t("imports.report.what")}</th>
            <th scope="col">{t("imports.report.why")}</th>
          </tr>
        </thead>
        <tbody>
          {run.report.map((item, index) => (
            // The report is append-only: its order is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
            <tr key={index}>
              <td>{item.source_ref}</td>
              <td>{t(`imports.report.${item.outcome}` as MessageKey)}</td>
              <td>{item.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** One run: its file, status, progress, counts, report, and Cancel or Undo. */
export function RunCard({ run }: { run: ImportRun }) {
  const titleId = useId();
  const active = isActive(run);
  const confirm = (kind: "cancel" | "undo") =>
    openConfirmWrite({
      title: t(kind === "cancel" ? "imports.cancel" : "imports.undo"),
      children: <p>{t(kind === "cancel" ? "imports.cancelConfirm" : "imports.undoConfirm")}</p>,
      confirmLabel: t("imports.confirm"),
      cancelLabel: t("imports.keep"),
      write: kind === "cancel" ? cancelImportWrite(run.id) : undoImportWrite(run.id),
    });
  return (
    <li className="cb-import-run" aria-labelledby={titleId}>
      <h3 id={titleId}>{run.file_name || t(`imports.format.${run.format}` as MessageKey)}</h3>
      <p>
        <strong>
          {run.undone_at ? t("imports.undone") : t(`imports.status.${run.status}` as MessageKey)}
        </strong>
        {run.error ? <span className="cb-import-run__error"> — {run.error}</span> : null}
      </p>
      {run.status !== "failed" ? <ImportProgress run={run} /> : null}
      <p>{t("imports.counts", { created: run.created, skipped: run.skipped, failed: run.failed })}</p>
      {run.image_unavailable > 0 ? (
        <p>{t("imports.unavailableCount", { count: run.image_unavailable })}</p>
      ) : null}
      <ImportReport run={run} />
      <div className="cb-import-actions">
        {active ? (
          <Button onClick={() => confirm("cancel")}>{t("imports.cancel")}</Button>
        ) : run.undone_at === null && run.created > 0 ? (
          <Button onClick={() => confirm("undo")}>{t("imports.undo")}</Button>
        ) : null}
      </div>
    </li>
  );
}
