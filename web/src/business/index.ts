// The business feature's public face for the app shell: the signed-in header's profile
// switcher, around the shell's account menu.
export { HeaderAccount } from "./header-account.tsx";
