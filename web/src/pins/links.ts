/**
 * The pin's outbound link if it is safe to put in an href: only http and https, so a
 * saved "javascript:" link can never run in our origin.
 */
export function safeOutboundUrl(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
