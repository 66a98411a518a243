export { HomePage } from "./home-page.tsx";
export { PinFeed } from "./pin-feed.tsx";
