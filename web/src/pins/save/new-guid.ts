/**
 * A fresh save guid (PIN-035: a button save with a guid is ours, not button_external).
 * getRandomValues, unlike randomUUID, also works on plain-http self-hosted origins.
 */
export function newGuid(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
