/**
 * Messages of remembered accounts and switching (seed 000 §1–§3; ACCT-001…008) and of the
 * connected-accounts and set-password settings (IMPL-016), D-045. Unmarked lines are ours
 * (the seeds show none of these words); "decision" = a requirements [DECISION] line.
 */
export const accountMessages = {
  // The account menu (ACCT-001).
  "accounts.menu.switchTo": "Switch to {name}",
  "accounts.menu.add": "Add account",
  "accounts.menu.logOutOf": "Log out of {name}",
  "accounts.menu.logOutAll": "Log out of all accounts",
  // Adding a sixth account (ACCT-007 DECISION).
  "accounts.full.title": "Remove an account first",
  "accounts.full.body": "You can keep up to {max} accounts on this device. Remove one to add another.",
  "accounts.full.remove": "Remove {name}",
  "accounts.switchFailed": "We couldn't switch to that account. Log in to it again.",
  // Settings: connected accounts and a password for social-only accounts (IMPL-016).
  "accounts.connected.heading": "Connected accounts",
  "accounts.connected.help": "Log in to Corkboard with these accounts.",
  "accounts.connected.google": "Google",
  "accounts.connected.facebook": "Facebook",
  "accounts.connected.line": "LINE",
  "accounts.connected.on": "Connected",
  "accounts.connected.off": "Not connected",
  "accounts.connected.connect": "Connect {network}",
  "accounts.connected.disconnect": "Disconnect {network}",
  "accounts.connected.linked": "{network} is connected.",
  "accounts.connected.unlinked": "{network} is disconnected.",
  "accounts.password.setHeading": "Set a password",
  "accounts.password.setHelp": "Your account has no password yet. Set one to log in with your email too.",
  "accounts.password.setButton": "Set password",
  "accounts.password.setDone": "Your password is set.",
  // Errors the server answers (core/src/accounts/codes.ts).
  "error.REMEMBERED_ACCOUNTS_FULL":
    "You can keep up to 5 accounts on this device. Remove one to add another.",
  "error.LAST_SIGN_IN_METHOD":
    "This is your only way to log in. Set a password or connect another account before you disconnect it.",
  "error.SOCIAL_ACCOUNT_IN_USE": "That account is already connected to another Corkboard account.",
  "error.PASSWORD_ALREADY_SET": "Your account already has a password. Change it instead.",
} as const;
