import { highlightRanges } from "@corkboard/core/boards";
import type { ReactNode } from "react";

/**
 * A board name with the words of the search query marked (<mark>), only for queries longer
 * than 1 character (BOARD-023, BOARD-024): the ranges come from the core search rule.
 */
export function HighlightedName({ name, query }: { name: string; query: string }) {
  const ranges = highlightRanges(name, query);
  if (ranges.length === 0) return <>{name}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push(name.slice(at, start));
    parts.push(
      <mark key={start} className="cb-picker__mark">
        {name.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < name.length) parts.push(name.slice(at));
  return <>{parts}</>;
}
