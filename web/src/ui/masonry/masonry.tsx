import { GRID } from "@corkboard/core/layout";
import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { itemHeight, layoutMasonry, type MasonryLayout, type Placement, planColumns } from "./layout.ts";
import { useElementWidth } from "./use-element-width.ts";
import { useNearEnd } from "./use-near-end.ts";
import { itemsInBand, renderBand } from "./window.ts";
import "./masonry.css";

interface MasonryProps<T> {
  items: readonly T[];
  /** A stable (module-level) function: the layout is recomputed when it changes. */
  getImageSize: (item: T) => { width: number; height: number };
  getKey: (item: T) => string;
  /** Renders an item; `index` is its position in `items`. */
  renderItem: (item: T, placement: Placement, index: number) => ReactNode;
  /** Asked for more items when the end is within two viewport heights (UI-011). */
  onNearEnd?: (() => void) | undefined;
  /** The accessible name of the list. */
  label: string;
  footerHeight?: number;
}

function sameIndexes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Visible items, plus the focused one so keyboard focus survives scrolling it out of view. */
function withFocused(visible: number[], focused: number | null): number[] {
  if (focused === null || visible.includes(focused)) return visible;
  return [...visible, focused].sort((a, b) => a - b);
}

/**
 * Gestalt-style masonry: fixed columns, shortest-column placement, absolutely positioned
 * items. Only items within one viewport above and below the visible area are mounted, so
 * tens of thousands of loaded items scroll as smoothly as fifty.
 */
export function Masonry<T>({
  items,
  getImageSize,
  getKey,
  renderItem,
  onNearEnd,
  label,
  footerHeight = GRID.footerHeight,
}: MasonryProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const width = useElementWidth(ref);
  const plan = useMemo(() => planColumns(width), [width]);
  const layout = useMemo(
    () =>
      layoutMasonry(
        items.map((item) => itemHeight(getImageSize(item), plan.columnWidth, footerHeight)),
        plan,
      ),
    [items, plan, getImageSize, footerHeight],
  );
  const [visible, setVisible] = useState<number[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const layoutRef = useRef<MasonryLayout>(layout);
  layoutRef.current = layout;

  const updateVisible = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const gridTop = element.getBoundingClientRect().top + window.scrollY;
    const next = itemsInBand(layoutRef.current, renderBand(window.scrollY, window.innerHeight, gridTop));
    setVisible((previous) => (sameIndexes(previous, next) ? previous : next));
  }, []);

  // Recompute before paint when the layout changes, then on every animation frame that scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout is the reason to recompute.
  useLayoutEffect(() => {
    updateVisible();
  }, [updateVisible, layout]);
  useLayoutEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          updateVisible();
        });
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [updateVisible]);

  // Not before the first measure: a grid laid out at width 0 looks short and would ask for
  // the next page while the first screen's images are still loading.
  useNearEnd(ref, width > 0 ? onNearEnd : undefined, layout);

  const indexOf = (event: FocusEvent) =>
    Number((event.target as HTMLElement).closest<HTMLElement>("[data-index]")?.dataset.index ?? Number.NaN);

  return (
    <ul
      ref={ref}
      className="cb-masonry"
      style={{ height: layout.height }}
      aria-label={label}
      onFocus={(event) => {
        const index = indexOf(event);
        setFocused(Number.isNaN(index) ? null : index);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
      }}
    >
      {width > 0 &&
        withFocused(visible, focused).map((index) => {
          const item = items[index];
          const placement = layout.placements[index];
          if (item === undefined || !placement) return null;
          return (
            <li
              key={getKey(item)}
              data-index={index}
              className="cb-masonry__item"
              style={{
                width: placement.width,
                height: placement.height,
                transform: `translate(${placement.left}px, ${placement.top}px)`,
              }}
            >
              {renderItem(item, placement, index)}
            </li>
          );
        })}
    </ul>
  );
}
