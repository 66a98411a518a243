import type { EndpointData, sessionListEndpoint } from "@corkboard/core/contract";
import { formatDate, t } from "@corkboard/core/messages";
import { useId } from "react";
import { ErrorNotice } from "../errors/index.ts";
import { errorMessage } from "../platform/api/index.ts";
import { Button, Spinner, showToast } from "../ui/index.ts";
import { useRevokeOtherSessions, useSessions } from "./api.ts";

type SessionInfo = EndpointData<typeof sessionListEndpoint>[number];

function SessionRow({ session }: { session: SessionInfo }) {
  const since = new Date(session.created_at);
  return (
    <li className="cb-settings-session">
      <span className="cb-settings-session__device">
        {session.user_agent || t("settings.sessions.unknownDevice")}
        {session.is_current ? <strong> · {t("settings.sessions.current")}</strong> : null}
      </span>
      <span className="cb-muted">
        {Number.isNaN(since.getTime())
          ? null
          : t("settings.sessions.since", {
              date: formatDate(since, { dateStyle: "medium", timeStyle: "short" }),
            })}
        {session.ip_address ? ` · ${t("settings.sessions.from", { address: session.ip_address })}` : null}
      </span>
    </li>
  );
}

/** Where the viewer is signed in, and "Log out of all other devices" (IMPL-004). */
export function SessionsSection() {
  const titleId = useId();
  const sessions = useSessions();
  const revoking = useRevokeOtherSessions();
  const pending = revoking.isPending;
  // The list reloads before the toast: the write invalidates it and waits for it.
  const revoke = () =>
    revoking.mutate(
      {},
      {
        onSuccess: () => showToast(t("settings.sessions.revoked"), "notice"),
        onError: (error) => showToast(errorMessage(error), "error"),
      },
    );
  let body = null;
  if (sessions.isPending) body = <Spinner />;
  else if (sessions.isError)
    body = <ErrorNotice error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else {
    const others = sessions.data.some((session) => !session.is_current);
    body = (
      <>
        <ul className="cb-settings-sessions">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
        <div className="cb-settings-actions cb-settings-actions--start">
          <Button variant="secondary" disabled={pending || !others} aria-busy={pending} onClick={revoke}>
            {t("settings.sessions.revokeOthers")}
          </Button>
        </div>
      </>
    );
  }
  return (
    <section className="cb-settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("settings.sessions.title")}</h2>
      {body}
    </section>
  );
}
