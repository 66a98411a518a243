import { userEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { useId } from "react";
import { useParams } from "wouter";
import { PageError } from "../errors/index.ts";
import { useEndpoint } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { Avatar, Spinner } from "../ui/index.ts";
import { BoardList } from "./board-list.tsx";
import "./profile.css";

/** A profile /{username}/ (IMPL-024): who they are, their follower counts and their boards. */
export function ProfilePage() {
  const { username = "" } = useParams();
  const user = useEndpoint(userEndpoint, { username });
  const boardsId = useId();
  const name = user.data ? user.data.full_name || user.data.username : undefined;
  const title = user.data && name ? t("title.profile", { name, username: user.data.username }) : undefined;
  useDocumentTitle(title, user.isSuccess);

  if (user.isPending) return <Spinner />;
  if (user.isError) return <PageError error={user.error} onRetry={() => void user.refetch()} />;
  const profile = user.data;
  return (
    <div className="cb-page">
      <header className="cb-page-header">
        <Avatar user={profile} size={120} />
        <h1>{name}</h1>
        <p className="cb-muted">{t("profile.username", { username: profile.username })}</p>
        <p>
          {t("profile.followers", { count: profile.follower_count })} ·{" "}
          {t("profile.following", { count: profile.following_count })}
        </p>
      </header>
      <section className="cb-profile-boards" aria-labelledby={boardsId}>
        <h2 id={boardsId}>{t("profile.boards")}</h2>
        <BoardList key={profile.username} username={profile.username} name={name ?? profile.username} />
      </section>
    </div>
  );
}
