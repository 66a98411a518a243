/**
 * Messages of paid partnerships, affiliate links and their answers in notifications
 * (LABEL-001…007, D-035), loaded with the pin editor and the notifications page. The words a
 * grid shows (the label itself, the reveal button) are in the base catalogue. The seeds give
 * none of these words: they are ours, in the catalogue's voice.
 */
export const labelMessages = {
  "labels.editor.heading": "Disclosures",
  "labels.editor.sponsor": "Paid partnership with (business account username)",
  "labels.editor.sponsorHelp": "The business is asked to approve. Leave empty for no paid partnership.",
  "labels.editor.affiliate": "The link is an affiliate link",
  "labels.editor.save": "Save disclosures",
  "labels.editor.saved": "Disclosures saved",
  "labels.editor.status.0": "Waiting for {name} to approve",
  "labels.editor.status.1": "Approved by {name}",
  "labels.editor.status.2": "Declined by {name}",
  "labels.editor.status.3": "The business account is no longer available",
  "labels.notification.request": "{name} marked a Pin as a paid partnership with you",
  "labels.notification.approve": "Approve",
  "labels.notification.decline": "Decline",
  "labels.notification.approved": "Approved",
  "labels.notification.declined": "Declined",
  // Errors the server answers (core/src/labels/codes.ts).
  "error.SPONSOR_NOT_BUSINESS": "Only a business account can be named as a paid partner.",
} as const;
