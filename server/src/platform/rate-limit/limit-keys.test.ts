import { describe, expect, it } from "vitest";
import { accountKey, compositeKey, hashLimitKey, ipKey } from "./limit-keys.ts";

describe("limit keys", () => {
  it("keys an account by its normalized email", () => {
    expect(accountKey("  Ada@Corkboard.TEST ")).toBe(accountKey("ada@corkboard.test"));
  });

  it("keys IPv4 and IPv4-mapped IPv6 alike", () => {
    expect(ipKey("203.0.113.9")).toBe("ip:203.0.113.9");
    expect(ipKey("::ffff:203.0.113.9")).toBe("ip:203.0.113.9");
  });

  it("keys IPv6 by its /64, whatever the notation", () => {
    const key = ipKey("2001:db8:85a3:0:1234:5678:9abc:def0");
    expect(key).toBe("ip6:2001:db8:85a3:0::/64");
    expect(ipKey("2001:0DB8:85A3::1")).toBe(key);
    expect(ipKey("[2001:db8:85a3::ffff]")).toBe(key);
    expect(ipKey("2001:db8:85a3:0:1::1%eth0")).toBe(key);
    expect(ipKey("2001:db8:85a3:1::1")).not.toBe(key);
    expect(ipKey("::1")).toBe("ip6:0:0:0:0::/64");
    expect(ipKey("64:ff9b::192.0.2.33")).toBe("ip6:64:ff9b:0:0::/64");
  });

  it("keeps unparseable addresses distinct rather than merging them", () => {
    expect(ipKey("not-an-ip")).toBe("ip?:not-an-ip");
  });

  it("makes composite keys unambiguous", () => {
    expect(compositeKey("a|b", "c")).not.toBe(compositeKey("a", "b|c"));
  });

  it("stores a fixed-size hash, never the raw email or address", () => {
    const hashed = hashLimitKey(accountKey(`${"x".repeat(300)}@corkboard.test`));
    expect(hashed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashLimitKey("ip:203.0.113.9")).not.toContain("203");
  });
});
