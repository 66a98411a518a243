import { isIPv4 } from "node:net";

/** A website as claimed: the domain it names and the home page the meta tag is looked for on. */
export interface WebsiteAddress {
  /** Lower-case host without a leading "www." and without a port. */
  domain: string;
  /** `scheme://host[:port]/` as given ("https://" when no scheme was typed). */
  homePage: string;
}

/** The domain of a host: lower-case, without a leading "www.". */
function domainOfHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, "");
}

/**
 * Reads a website as a person types it — "example.com", "https://www.example.com/shop" —
 * into its domain and home page; null when it is not an http(s) address of a named host
 * (no credentials, no bare "localhost", no IPv6 literal).
 */
export function parseWebsite(input: string): WebsiteAddress | null {
  const text = input.trim();
  if (text === "" || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  const host = url.hostname;
  if (host.startsWith("[") || (!host.includes(".") && !isIPv4(host))) return null;
  if (host.endsWith(".")) return null;
  const domain = domainOfHost(host);
  if (domain === "" || domain.length > 253) return null;
  return { domain, homePage: `${url.protocol}//${url.host}/` };
}

/** The domain of a pin's link (same rule as a claim), or null without a usable link. */
export function domainOfLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return domainOfHost(url.hostname) || null;
  } catch {
    return null;
  }
}
