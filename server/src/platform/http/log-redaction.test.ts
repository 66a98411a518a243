import { describe, expect, it } from "vitest";
import { redactedUrl } from "./log-redaction.ts";

describe("request log redaction (D-043)", () => {
  it("AUTH-217 AUTH-218 the login-data lookups' tokens never reach the log; other parameters stay", () => {
    expect(redactedUrl("/v3/facebook/login_data/?facebook_id=42&facebook_token=EAAB")).toBe(
      "/v3/facebook/login_data/?facebook_id=42&facebook_token=%5Bredacted%5D",
    );
    expect(redactedUrl("/v3/google/login_data/?google_open_id_token=eyJ.x.y")).toBe(
      "/v3/google/login_data/?google_open_id_token=%5Bredacted%5D",
    );
    expect(redactedUrl("/connect/google/callback/?state=s&code=abc")).toBe(
      "/connect/google/callback/?state=s&code=%5Bredacted%5D",
    );
    expect(redactedUrl("/search/pins/?q=cats")).toBe("/search/pins/?q=cats");
  });
});
