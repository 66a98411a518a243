import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { COMMON_PASSWORD_RANKS } from "./common-passwords.ts";
import { isAsciiPassword, validateSignupPassword } from "./password.ts";
import { validateLoginPassword } from "./password-login.ts";
import { estimatePasswordStrength, PASSWORD_MIN_GUESSES_LOG10 } from "./password-strength.ts";

const message = (failure: ReturnType<typeof validateSignupPassword>): string =>
  failure ? t(failure.messageKey, failure.values) : "";

/** Node's process, typed here: core has no Node types (it runs in browsers too); its tests run in Node. */
type CpuUsage = { user: number; system: number };
const nodeProcess = (globalThis as unknown as { process: { cpuUsage(previous?: CpuUsage): CpuUsage } })
  .process;
describe("password rules", () => {
  it("AUTH-194 fewer than 8 characters is too short, with the seed's 8+ message", () => {
    for (const short of ["", "a", "Xk9#mQ2"]) {
      const failure = validateSignupPassword(short);
      expect(failure?.rule).toBe("too_short");
      expect(message(failure)).toBe("Your password is too short! You need 8+ characters.");
    }
    expect(validateSignupPassword("Xk9#mQ2p")).toBeNull();
  });

  it("AUTH-209 accepts 64+ characters without truncating, refuses past 128", () => {
    const long64 = "violet river lamp orchestra under seven quiet marble tunnels ok!";
    expect(long64.length).toBeGreaterThanOrEqual(64);
    expect(validateSignupPassword(long64)).toBeNull();
    const at128 = `${long64}${long64}`.slice(0, 128);
    expect(validateSignupPassword(at128)).toBeNull();
    const failure = validateSignupPassword(`${at128}x`);
    expect(failure?.rule).toBe("too_long");
    expect(message(failure)).toBe("Your password is too long! Use 128 characters or fewer.");
  });

  it("AUTH-198 only printable ASCII, with the seed's message", () => {
    expect(isAsciiPassword("Plain ASCII ?!$ ~")).toBe(true);
    for (const bad of ["pässwörd-blue-sky", "tab\tinside-here", "emoji🙂emoji-here"]) {
      const failure = validateSignupPassword(bad);
      expect(failure?.code).toBe("PASSWORD_NOT_ASCII");
      expect(message(failure)).toBe(
        "Use only a mix of letters, numbers and special characters (for example: ?, !, $).",
      );
    }
  });

  it("AUTH-195 must differ from the username, the email and its local part", () => {
    const context = { email: "Lighthouse.Keeper@mail.com", username: "harbourmaster" };
    for (const same of ["HarbourMaster", "lighthouse.keeper", "lighthouse.keeper@mail.com"]) {
      const failure = validateSignupPassword(same, context);
      expect(failure?.rule, same).toBe("same_as_username");
      expect(message(failure)).toBe("Please make your username and password different.");
    }
  });

  it("AUTH-196 AUTH-197 common passwords are refused whatever their case", () => {
    expect(COMMON_PASSWORD_RANKS.size).toBeGreaterThanOrEqual(200);
    for (const common of ["password", "Password123", "QWERTYUIOP", "iloveyou", "1qaz2wsx"]) {
      const failure = validateSignupPassword(common);
      expect(failure?.rule, common).toBe("blocked");
      expect(message(failure)).toBe("Please make a stronger password.");
    }
  });

  it("AUTH-199 the server's blocklist is honoured", () => {
    const blocklist = new Set(["violetriver"]);
    expect(validateSignupPassword("violetriver")).toBeNull();
    expect(validateSignupPassword("VioletRiver", { blocklist })?.rule).toBe("blocked");
  });

  it("AUTH-197 a password containing the email local part is refused", () => {
    const failure = validateSignupPassword("x-lighthouse-is-lovely", { email: "lighthouse@mail.com" });
    expect(failure?.rule).toBe("contains_email");
    // Too short a local part to count: "jo" is inside many good passwords.
    expect(validateSignupPassword("majorca-journey-97", { email: "jo@mail.com" })).toBeNull();
  });

  it("AUTH-196 the estimator refuses guessable shapes and passes unpatterned ones", () => {
    for (const weak of [
      "aaaaaaaa",
      "abcdefgh",
      "12345678a",
      "zxcvbnm1",
      "asdfghjk",
      "dragon2019",
      "sunshine99",
      "P@ssw0rd!",
      "drowssap1",
      "blue1234",
      "kate1987",
      "01011990",
      "abcabcabc",
      "monkey12",
      "Corkboard1",
    ]) {
      expect(validateSignupPassword(weak)?.rule, weak).toMatch(/^(weak|blocked)$/);
    }
    for (const strong of ["Xk9#mQ2p", "quietotter", "mountainview", "Tr0ub4dor&3", "correct horse battery"]) {
      expect(validateSignupPassword(strong), strong).toBeNull();
    }
  });

  it("AUTH-197 the user's own details count as the likeliest guesses", () => {
    expect(validateSignupPassword("smith2024!", { email: "jo.smith@mail.com" })?.rule).toBe("weak");
    expect(validateSignupPassword("smith2024!", { email: "kim@mail.com" })).toBeNull();
  });

  it("AUTH-201 on login only a non-empty password is asked for", () => {
    expect(validateLoginPassword("abc")).toBeNull();
    const failure = validateLoginPassword("");
    expect(failure?.code).toBe("WRONG_PASSWORD");
    expect(t(failure?.messageKey ?? "error.generic")).toBe("The password you entered is incorrect.");
  });
});

describe("password strength estimator", () => {
  it("AUTH-197 scores like zxcvbn: brute force is 10 guesses a character", () => {
    const random = estimatePasswordStrength("Xk9#mQ2p");
    expect(random.guessesLog10).toBeCloseTo(8, 5);
    expect(random.score).toBe(3);
    expect(random.pieces).toEqual([{ token: "Xk9#mQ2p", pattern: "bruteforce" }]);
    expect(estimatePasswordStrength("").guessesLog10).toBe(0);
  });

  it("AUTH-197 explains what it found", () => {
    const { pieces, score } = estimatePasswordStrength("Dragon1990");
    expect(pieces.map((piece) => piece.pattern)).toEqual(["dictionary", "date"]);
    expect(score).toBeLessThan(2);
    expect(estimatePasswordStrength("qwerty").guessesLog10).toBeLessThan(1);
    expect(estimatePasswordStrength("poiuy").pieces[0]?.pattern).toBe("keyboard");
    expect(estimatePasswordStrength("zzzzzzzzzz").pieces[0]?.pattern).toBe("repeat");
    expect(estimatePasswordStrength("13579").pieces[0]?.pattern).toBe("sequence");
  });

  it("AUTH-209 stays fast at the 128-character maximum", () => {
    // CPU time, not wall time: on a loaded host (other test workers, CI neighbours) the wall
    // clock measures the queue for a core, not the estimator. A matcher that went
    // exponential at 128 characters costs seconds of CPU either way.
    const started = nodeProcess.cpuUsage();
    const random = "Xk9#mQ2p-v7!Lr4Zt".repeat(8).slice(0, 128);
    expect(estimatePasswordStrength(random, { userInputs: ["x".repeat(60)] }).guessesLog10).toBeGreaterThan(
      20,
    );
    const estimate = estimatePasswordStrength("a1!Bz".repeat(25));
    const spent = nodeProcess.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(500);
    expect(estimate.guessesLog10).toBeLessThan(PASSWORD_MIN_GUESSES_LOG10);
  });
});
