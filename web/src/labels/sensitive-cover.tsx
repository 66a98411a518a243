import type { SensitivityNotice } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type ReactNode, useState } from "react";
import { Button } from "../ui/index.ts";
import { NoticeView } from "./notice-view.tsx";

/**
 * A sensitive pin's cover (LABEL-011): its notice stands in place of the content until the
 * viewer chooses "Show Pin" (a button, so Enter and Space work); nothing of the content is
 * rendered before that. Without a notice the content shows at once.
 */
export function SensitiveCover({
  notice,
  children,
  compact = false,
}: {
  notice: SensitivityNotice | null;
  children: ReactNode;
  /** A grid tile: only the first notice's words and the button, to fit the tile. */
  compact?: boolean;
}) {
  const [revealed, setRevealed] = useState(false);
  if (!notice || revealed) return children;
  const shown = compact
    ? { ...notice, notices: notice.notices.slice(0, 1).map((n) => ({ ...n, actions: [] })) }
    : notice;
  return (
    <div className={compact ? "cb-sensitive-cover cb-sensitive-cover--tile" : "cb-sensitive-cover"}>
      <NoticeView notice={shown}>
        <Button variant="primary" onClick={() => setRevealed(true)}>
          {t("labels.sensitive.reveal")}
        </Button>
      </NoticeView>
    </div>
  );
}
