import { t } from "@corkboard/core/messages";
import { ErrorNotice } from "../errors/index.ts";
import { Button, openModal, Spinner } from "../ui/index.ts";
import { useFollowList } from "./api.ts";
import { UserRow } from "./user-row.tsx";

/** Which list: the people following a profile, or the people it follows (IMPL-025). */
export type FollowListKind = "followers" | "following";

/**
 * A profile's followers or following (IMPL-025), newest first, a page at a time by the
 * server's bookmark; "Show more" loads the next page. Each person is a user row (FOLLOW-019).
 */
export function FollowList({
  kind,
  username,
  name,
}: {
  kind: FollowListKind;
  username: string;
  name: string;
}) {
  const list = useFollowList(kind, username);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  const people = list.data.pages.flatMap((page) => page.items);
  if (people.length === 0) {
    return (
      <p className="cb-muted">
        {t(kind === "followers" ? "follows.followers.empty" : "follows.following.empty")}
      </p>
    );
  }
  const title = t(kind === "followers" ? "follows.followers.title" : "follows.following.title");
  return (
    <div>
      <ul className="cb-follow-list" aria-label={t("follows.list.label", { title, name })}>
        {people.map((person) => (
          <li key={person.id}>
            <UserRow user={person} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="cb-follow-list__more">
          <Button
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t("follows.list.more")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Opens a profile's followers or following list in a dialog (IMPL-025). */
export function openFollowListDialog(kind: FollowListKind, username: string, name: string): void {
  openModal({
    title: t(kind === "followers" ? "follows.followers.title" : "follows.following.title"),
    body: <FollowList kind={kind} username={username} name={name} />,
  });
}
