import type { BoardSection } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { Link } from "wouter";
import { Cover } from "./cover.tsx";

/** A section on its board's page, linking to the section page (IMPL-026). */
export function SectionCard({
  section,
  to,
  priority = false,
}: {
  section: BoardSection;
  to: string;
  /** A card on the first screen: its cover loads at once and first. */
  priority?: boolean;
}) {
  return (
    <Link to={to} className="cb-board-card">
      <Cover images={section.preview_pins.map((pin) => pin.image_square_url)} priority={priority} />
      <h3 className="cb-board-card__name">{section.title}</h3>
      <span className="cb-board-card__meta cb-muted">{t("board.pins", { count: section.pin_count })}</span>
    </Link>
  );
}
