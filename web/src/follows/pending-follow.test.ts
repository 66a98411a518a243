import { afterEach, describe, expect, it } from "vitest";
import { PENDING_FOLLOW_MAX_AGE_MS, rememberPendingFollow, takePendingFollow } from "./pending-follow.ts";

describe("the follow a visitor asked for before signing in (FOLLOW-014)", () => {
  afterEach(() => window.sessionStorage.clear());

  it("FOLLOW-014 is taken once, by the button of the person it names", () => {
    rememberPendingFollow("2", true, 1_000);
    expect(takePendingFollow("3", 2_000)).toBeNull();
    expect(takePendingFollow("2", 2_000)).toEqual({ userId: "2", follow: true, at: 1_000 });
    expect(takePendingFollow("2", 2_000)).toBeNull();
  });

  it("is dropped when it is older than half an hour, or unreadable", () => {
    rememberPendingFollow("2", false, 0);
    expect(takePendingFollow("2", PENDING_FOLLOW_MAX_AGE_MS + 1)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    window.sessionStorage.setItem("cb_pending_follow", "{not json");
    expect(takePendingFollow("2")).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
