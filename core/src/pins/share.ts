import { pinPath } from "../paths/urls.ts";

/**
 * Sharing a pin (IMPL-021, D-051): the link that is copied, handed to the system share sheet
 * or mailed is the pin's canonical page — the same URL as its og:url, so every app's
 * preview card and the copied link agree. Never the ?share=true address, which would open
 * the share sheet again for whoever follows it.
 */
export function pinShareUrl(origin: string, pinId: string): string {
  return `${origin.replace(/\/+$/, "")}${pinPath(pinId)}`;
}

/** True when a pin page's query asks for the share sheet: /pin/{id}/?share=true (IMPL-021, PIN-069). */
export function wantsShareSheet(search: URLSearchParams): boolean {
  return search.get("share") === "true";
}

/** The query of a pin page with the share request taken out (closing the sheet). */
export function withoutShareParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("share");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * "Send by email", the stand-in for the seed's "send to a conversation" (D-051): a mailto:
 * link the reader's own mail program sends, subject = the pin's title, body = the link.
 * Corkboard's server sends nothing, so it cannot be made to mail strangers.
 */
export function shareMailtoHref(url: string, subject: string): string {
  // mailto: wants %20 for spaces (RFC 6068); URLSearchParams would write "+".
  const encode = (value: string) => encodeURIComponent(value);
  return `mailto:?subject=${encode(subject)}&body=${encode(url)}`;
}
