// Remembered accounts and switching (ACCT-001…008) and the connected-accounts settings
// (IMPL-016), D-045. The add-account page and the settings sections load with their pages.

export { ConnectedAccountsSection } from "./connected-accounts-section.tsx";
export { SetPasswordSection } from "./set-password-section.tsx";
export { useAccountEntries } from "./use-account-entries.ts";
