import { userEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { Suspense, useId } from "react";
import { useParams } from "wouter";
import { PageError } from "../errors/index.ts";
import { FollowButton, openFollowList } from "../follows/index.ts";
import { useEndpoint } from "../platform/api/index.ts";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { Avatar, Spinner } from "../ui/index.ts";
import { BoardList } from "./board-list.tsx";
import "./profile.css";

/**
 * A profile /{username}/ (IMPL-024, FOLLOW-020): who they are, a follow button (FOLLOW-016…018),
 * their follower and following counts — each opens its list (IMPL-025) — and their boards.
 */
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
          <button
            type="button"
            className="cb-profile-count"
            onClick={() => void openFollowList("followers", profile.username, name ?? profile.username)}
          >
            {t("profile.followers", { count: profile.follower_count })}
          </button>{" "}
          ·{" "}
          <button
            type="button"
            className="cb-profile-count"
            onClick={() => void openFollowList("following", profile.username, name ?? profile.username)}
          >
            {t("profile.following", { count: profile.following_count })}
          </button>
        </p>
        <Suspense fallback={null}>
          <FollowButton user={profile} />
        </Suspense>
      </header>
      <section className="cb-profile-boards" aria-labelledby={boardsId}>
        <h2 id={boardsId}>{t("profile.boards")}</h2>
        <BoardList key={profile.username} username={profile.username} name={name ?? profile.username} />
      </section>
    </div>
  );
}
