/**
 * Messages of Settings → Export (issue 20, D-056): exporting everything one owns. Apart from
 * the settings catalogue so the other settings pages do not carry them.
 */
export const exportMessages = {
  "exports.title": "Export your data",
  "exports.intro":
    "Download one archive with everything you own here: your boards (secret ones too), sections and Pins with all their details, the original images and videos, the people you follow and who follow you, and a bookmark file any browser can import.",
  "exports.start": "Export your data",
  "exports.starting": "Starting…",
  "exports.progressLabel": "Export progress",
  "exports.queued": "Waiting to start…",
  "exports.running": "Preparing your archive: {done} of {total} steps",
  "exports.failed": "This export failed. Try again.",
  "exports.download": "Download your archive",
  "exports.recent": "Recent exports",
  "exports.none": "You haven't exported your data yet.",
  "exports.row": "{date} · {size}",
  "exports.rowExpires": "Download before {date}",
  "exports.statusQueued": "Waiting",
  "exports.statusRunning": "In progress",
  "exports.statusDone": "Ready",
  "exports.statusFailed": "Failed",
  "exports.expired": "Expired",
  "exports.sizeKb": "{size} KB",
  "exports.sizeMb": "{size} MB",
} as const;
