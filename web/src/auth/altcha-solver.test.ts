import { describe, expect, it } from "vitest";
import { PBKDF2_CHALLENGE, SHA_CHALLENGE } from "./altcha-fixtures.ts";
import { altchaPayload, solveAltcha } from "./altcha-solver.ts";

describe("ALTCHA solver", () => {
  it("AUTH-118 finds the counter of a PBKDF2 challenge made by altcha-lib", async () => {
    const solution = await solveAltcha(PBKDF2_CHALLENGE, { concurrency: 4 });
    expect(solution?.counter).toBe(37);
    expect(solution?.derivedKey.startsWith(PBKDF2_CHALLENGE.parameters.keyPrefix)).toBe(true);
  });

  it("AUTH-118 finds the counter of an iterated SHA challenge, whatever the batch size", async () => {
    expect((await solveAltcha(SHA_CHALLENGE, { concurrency: 1 }))?.counter).toBe(12);
    expect((await solveAltcha(SHA_CHALLENGE, { concurrency: 16 }))?.counter).toBe(12);
  });

  it("gives up on an expired challenge and when aborted", async () => {
    const expired = { ...SHA_CHALLENGE, parameters: { ...SHA_CHALLENGE.parameters, expiresAt: 1 } };
    expect(await solveAltcha(expired)).toBeNull();
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltcha(SHA_CHALLENGE, { signal: controller.signal })).toBeNull();
  });

  it("AUTH-076 sends base64 JSON {challenge, solution}, the challenge unchanged (what the server verifies)", async () => {
    const solution = await solveAltcha(SHA_CHALLENGE);
    if (!solution) throw new Error("unsolved");
    const decoded = JSON.parse(atob(altchaPayload(SHA_CHALLENGE, solution)));
    expect(decoded).toEqual({ challenge: SHA_CHALLENGE, solution });
  });
});
