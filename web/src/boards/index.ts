export { BoardCard } from "./board-card.tsx";
export { boardGridStyle } from "./board-grid-style.ts";
export { BoardPage } from "./board-page.tsx";
export { SectionPage } from "./section-page.tsx";
