export { PinPage } from "./pin-page.tsx";
