import { t } from "@corkboard/core/messages";
import { LockIcon } from "../ui/index.ts";

/** Marks a secret board: a padlock, named for screen readers. */
export function SecretBadge({ showLabel = false }: { showLabel?: boolean }) {
  return (
    <span className="cb-secret">
      <LockIcon size={14} />
      <span className={showLabel ? undefined : "cb-visually-hidden"}>{t("board.secret")}</span>
    </span>
  );
}
