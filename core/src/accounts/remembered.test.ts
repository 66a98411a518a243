import { describe, expect, it } from "vitest";
import { canDisconnect, canRememberAnother, MAX_REMEMBERED_ACCOUNTS } from "./remembered.ts";

describe("remembered accounts and sign-in methods", () => {
  it("ACCT-007 five accounts per device group: a sixth does not fit", () => {
    expect(MAX_REMEMBERED_ACCOUNTS).toBe(5);
    expect(canRememberAnother(4)).toBe(true);
    expect(canRememberAnother(5)).toBe(false);
  });

  it("IMPL-016 the last way in can never be disconnected", () => {
    expect(canDisconnect({ hasPassword: false, providers: ["google"] }, "google")).toBe(false);
    expect(canDisconnect({ hasPassword: true, providers: ["google"] }, "google")).toBe(true);
    expect(canDisconnect({ hasPassword: false, providers: ["google", "facebook"] }, "google")).toBe(true);
    expect(canDisconnect({ hasPassword: true, providers: ["google"] }, "facebook")).toBe(false);
  });
});
