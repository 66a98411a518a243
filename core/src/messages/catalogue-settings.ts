/**
 * Messages of the security settings page (IMPL-004, IMPL-013): two-factor authentication,
 * the password and the signed-in devices. Kept apart from the auth catalogue, which the
 * login page downloads, because only this page says them.
 */
export const settingsMessages = {
  "settings.security.title": "Security",
  "settings.twoFactor.title": "Two-factor authentication",
  "settings.twoFactor.off":
    "Two-factor authentication is off. Turn it on to be asked for a code as well as your password when you log in.",
  "settings.twoFactor.onApp":
    "Two-factor authentication is on. You log in with a code from your authenticator app.",
  "settings.twoFactor.onEmail": "Two-factor authentication is on. We email you a code when you log in.",
  "settings.twoFactor.useApp": "Use an authenticator app",
  "settings.twoFactor.useEmail": "Get codes by email",
  "settings.twoFactor.turnOff": "Turn off two-factor authentication",
  "settings.twoFactor.passwordPrompt": "Enter your password to continue.",
  "settings.twoFactor.scan": "Scan this QR code with your authenticator app, or type the setup key into it.",
  "settings.twoFactor.qrAlt": "QR code for your authenticator app",
  "settings.twoFactor.secretLabel": "Setup key",
  "settings.twoFactor.backupTitle": "Backup codes",
  "settings.twoFactor.backupBody":
    "Keep these codes somewhere safe. Each one works once, when you can't get a code any other way.",
  "settings.twoFactor.code": "Code from the app",
  "settings.twoFactor.turnOn": "Turn on",
  "settings.twoFactor.enabled": "Two-factor authentication is on.",
  "settings.twoFactor.disabled": "Two-factor authentication is off.",
  "settings.password.title": "Change your password",
  "settings.password.current": "Current password",
  "settings.password.submit": "Change password",
  "settings.password.changed": "Your password has been changed. Your other devices were logged out.",
  "settings.sessions.title": "Where you're logged in",
  "settings.sessions.current": "This device",
  "settings.sessions.unknownDevice": "Unknown browser",
  "settings.sessions.since": "Since {date}",
  "settings.sessions.from": "From {address}",
  "settings.sessions.revokeOthers": "Log out of all other devices",
  "settings.sessions.revoked": "You're logged out of all other devices.",
  // Claimed websites, /settings/claim/ (IMPL-016, IMPL-002).
  "settings.websites.title": "Claimed websites",
  "settings.websites.intro":
    "Claim a website you own: once it is verified, Pins saved from it show you as its creator, and people who save from it are offered to follow you.",
  "settings.websites.field": "Website",
  "settings.websites.placeholder": "example.com",
  "settings.websites.claim": "Claim",
  "settings.websites.verified": "Verified",
  "settings.websites.pending": "Not verified yet",
  "settings.websites.metaStep": "Add this tag inside the <head> of {homePage}:",
  "settings.websites.dnsStep": "Or add this TXT record to the DNS of {domain}:",
  "settings.websites.verify": "Verify",
  "settings.websites.verifiedToast": "{domain} is verified.",
  "settings.websites.remove": "Remove",
  "settings.websites.removeTitle": "Remove {domain}?",
  "settings.websites.removeBody": "Pins saved from it will no longer show you as its creator.",
  "settings.websites.removed": "{domain} is no longer claimed.",
  "settings.websites.none": "You haven't claimed a website yet.",
  "settings.continue": "Continue",
  "settings.cancel": "Cancel",
} as const;
