import { GRID } from "@corkboard/core/layout";
import type { CSSProperties } from "react";

/** Board and section cards are as wide as a pin column. */
export const boardGridStyle = { "--cb-board-card-width": `${GRID.columnWidth}px` } as CSSProperties;
