export { BookmarkletPage } from "./bookmarklet-page.tsx";
