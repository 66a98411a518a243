import type { Board } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { boardPath } from "@corkboard/core/paths";
import { Link } from "wouter";
import { boardCoverImages, Cover } from "./cover.tsx";
import { SecretBadge } from "./secret-badge.tsx";
import "./boards.css";

/** A board on a profile: cover, name, pin count and the secret badge (IMPL-024). */
export function BoardCard({ board }: { board: Board }) {
  return (
    <Link to={boardPath(board.owner.username, board.slug)} className="cb-board-card">
      <Cover images={boardCoverImages(board)} />
      <h3 className="cb-board-card__name">{board.name}</h3>
      <span className="cb-board-card__meta">
        {board.privacy === "secret" ? <SecretBadge /> : null}
        <span className="cb-muted">{t("board.pins", { count: board.pin_count })}</span>
      </span>
    </Link>
  );
}
