// The home page is not exported here: the route table imports it lazily, and a barrel that
// re-exported it merged it into the feed grid's shared chunk, where the shell could not
// preload it (D-068).
export { PinFeed } from "./pin-feed.tsx";
