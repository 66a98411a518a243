import { isIP } from "node:net";

/**
 * Which addresses the server may connect to when it fetches a URL a user gave (IMPL-031):
 * never private, loopback, link-local, unique-local, multicast, CGNAT, "this network",
 * reserved or documentation ranges — in IPv4, IPv6, or IPv6 forms that embed IPv4
 * (mapped, compatible, NAT64, 6to4).
 */

// [first address as a 32-bit number, prefix length]
const BLOCKED_V4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
];

function v4ToNumber(address: string): number {
  return address.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

const BLOCKED_V4_RANGES = BLOCKED_V4.map(([base, bits]) => {
  const size = 2 ** (32 - bits);
  const start = v4ToNumber(base);
  return { start, end: start + size - 1 };
});

function isBlockedV4(address: string): boolean {
  const n = v4ToNumber(address);
  return BLOCKED_V4_RANGES.some((range) => n >= range.start && n <= range.end);
}

/** The 8 hextets of an IPv6 address (which may end in dotted IPv4). */
function hextets(address: string): number[] {
  let text = address.split("%")[0] ?? address; // zone ids (fe80::1%eth0)
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const n = v4ToNumber(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headParts.length - tailParts.length;
  return [...headParts, ...Array(missing).fill("0"), ...tailParts].map((h) => parseInt(h, 16));
}

function v4From(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

function isBlockedV6(address: string): boolean {
  const h = hextets(address);
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0] = h;
  const firstFiveZero = h0 === 0 && h1 === 0 && h2 === 0 && h3 === 0 && h4 === 0;
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, which also covers :: and ::1).
  if (firstFiveZero && (h5 === 0xffff || h5 === 0)) {
    if (h5 === 0 && h6 === 0) return true; // ::, ::1 and ::0.0.x.x
    return isBlockedV4(v4From(h6, h7));
  }
  // 64:ff9b::/96 NAT64 carries an IPv4 address in its last 32 bits.
  if (h0 === 0x64 && h1 === 0xff9b && h2 === 0 && h3 === 0 && h4 === 0 && h5 === 0) {
    return isBlockedV4(v4From(h6, h7));
  }
  // 2002::/16 6to4 carries an IPv4 address in bits 16–47.
  if (h0 === 0x2002) return isBlockedV4(v4From(h1, h2));
  if ((h0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique-local
  if ((h0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((h0 & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((h0 & 0xff00) === 0xff00) return true; // ff00::/8 multicast
  if (h0 === 0x2001 && h1 === 0x0db8) return true; // documentation
  if (h0 === 0x0100 && h1 === 0 && h2 === 0 && h3 === 0) return true; // discard-only
  return false;
}

/** True when the server must not connect to this IP address (or it is not an IP at all). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address.split("%")[0] ?? "");
  if (family === 4) return isBlockedV4(address);
  if (family === 6) return isBlockedV6(address);
  return true;
}
