import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { normalizeEmail } from "@corkboard/core/auth";

/**
 * The key stored for a limiter key: sha256, base64url. Stores then hold no raw emails or IP
 * addresses, and every key fits the PostgreSQL store's varchar(255) whatever its input.
 */
export function hashLimitKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** A key for one account: the normalized email (or user id) — the same whether it exists or not. */
export function accountKey(emailOrUserId: string): string {
  return `acct:${normalizeEmail(emailOrUserId)}`;
}

/**
 * A key for one client address. IPv6 is keyed by its /64: one subscriber usually gets a
 * whole /64, so per-address limits would be trivial to dodge. IPv4-mapped IPv6 is keyed as
 * the IPv4 address.
 */
export function ipKey(ip: string): string {
  const address = ip.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return `ip:${mapped}`;
  if (isIPv4(address)) return `ip:${address}`;
  const withoutZone = address.split("%")[0] ?? "";
  if (isIPv6(withoutZone)) return `ip6:${expandIpv6(withoutZone).slice(0, 4).join(":")}::/64`;
  return `ip?:${address}`;
}

/** A key made of several parts (e.g. account + IP), unambiguous whatever the parts hold. */
export function compositeKey(...parts: string[]): string {
  return JSON.stringify(parts);
}

// The eight 16-bit groups of an IPv6 address, lower-case, without leading zeros.
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4 handled above; others like 64:ff9b::1.2.3.4).
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill("0"), ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
