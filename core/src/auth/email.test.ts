import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import {
  checkEmailSyntax,
  isEmailFormat,
  normalizeEmail,
  validateCollectedEmail,
  validateLoginIdentifier,
} from "./email.ts";
import {
  checkEmailPlausible,
  emailContainsBrand,
  isDisallowedEmailDomain,
  validateSignupEmail,
} from "./email-signup.ts";
import { editDistance, suggestEmail } from "./email-suggestion.ts";

describe("email rules", () => {
  it("AUTH-184 an empty email is required, with the seed's words", () => {
    for (const empty of ["", "   "]) {
      const failure = checkEmailSyntax(empty);
      expect(failure?.rule).toBe("required");
      expect(t(failure?.messageKey ?? "error.generic")).toBe(
        "You missed a spot! Don't forget to add your email.",
      );
    }
  });

  it("AUTH-185 a malformed email gets the format message", () => {
    for (const bad of [
      "plainaddress",
      "@example.org",
      "jo@",
      "jo@@mail.com",
      "jo@mail",
      "jo@mail.c",
      "jo..smith@mail.com",
      ".jo@mail.com",
      "jo.@mail.com",
      "jo@-mail.com",
      "jo@mail-.com",
      "jo@mail..com",
      "jo smith@mail.com",
      "jo@mail.123",
    ]) {
      const failure = checkEmailSyntax(bad);
      expect(failure?.rule, bad).toBe("format");
      expect(t(failure?.messageKey ?? "error.generic")).toBe(
        "Hmm...that doesn't look like an email address.",
      );
    }
  });

  it("AUTH-185 accepts ordinary addresses, plus tags and punycode domains", () => {
    for (const good of [
      "jo@mail.com",
      "jo.smith+pins@mail.co.uk",
      "o'neil@sub.mail.io",
      "jo@xn--bcher-kva.example",
    ]) {
      expect(isEmailFormat(good), good).toBe(true);
      expect(checkEmailSyntax(` ${good} `), good).toBeNull();
    }
  });

  it("AUTH-188 AUTH-189 non-ASCII characters are rejected with the format message", () => {
    for (const bad of ["jö@mail.com", "jo@bücher.de", "jo@mail.com\u200b"]) {
      const failure = checkEmailSyntax(bad);
      expect(failure?.rule).toBe("not_ascii");
      expect(failure?.messageKey).toBe("auth.email.format");
    }
  });

  it("AUTH-209 an email over 254 characters is refused", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(checkEmailSyntax(long)?.rule).toBe("too_long");
  });

  it("AUTH-186 AUTH-187 reserved and disposable domains look fake", () => {
    for (const fake of [
      "jo@example.com",
      "jo@corp.example.org",
      "jo@site.test",
      "jo@x.invalid",
      "jo@mailinator.com",
    ]) {
      const failure = checkEmailPlausible(fake);
      expect(failure?.rule, fake).toBe("undeliverable");
      expect(failure?.code).toBe("EMAIL_UNDELIVERABLE");
      expect(t(failure?.messageKey ?? "error.generic")).toBe("Sorry, this doesn't look like a valid email");
    }
    expect(isDisallowedEmailDomain("inbox.YOPMAIL.com")).toBe(true);
    expect(checkEmailPlausible("jo@gmail.com")).toBeNull();
  });

  it("AUTH-187 the server can add its maintained disposable list", () => {
    const extra = new Set(["throwaway.dev"]);
    expect(checkEmailPlausible("jo@throwaway.dev")).toBeNull();
    expect(checkEmailPlausible("jo@a.throwaway.dev", { extraDisallowed: extra })?.rule).toBe("undeliverable");
  });

  it("AUTH-182 an email whose local part holds the brand name is refused", () => {
    for (const bad of ["corkboard@gmail.com", "Cork.Board.Support@mail.com", "c0rkb0ard-help@mail.com"]) {
      expect(emailContainsBrand(bad), bad).toBe(true);
      const failure = validateSignupEmail(bad);
      expect(failure?.code).toBe("EMAIL_CONTAINS_BRAND");
      expect(t(failure?.messageKey ?? "error.generic")).toBe(
        "Please stick to your name, or the name of your brand",
      );
    }
    expect(emailContainsBrand("jo@corkboard.org")).toBe(false);
    expect(emailContainsBrand("cork@mail.com")).toBe(false);
  });

  it("AUTH-095 signup runs syntax, then plausibility, then the brand rule", () => {
    expect(validateSignupEmail("")?.rule).toBe("required");
    expect(validateSignupEmail("corkboard@example.com")?.rule).toBe("undeliverable");
    expect(validateSignupEmail("jo@gmail.com")).toBeNull();
  });

  it("AUTH-073 the login identifier takes an email or a username", () => {
    expect(validateLoginIdentifier("")?.rule).toBe("required");
    expect(validateLoginIdentifier("jo_smith")).toBeNull();
    expect(validateLoginIdentifier("jo@mailinator.com")).toBeNull();
    expect(validateLoginIdentifier("jo smith")?.rule).toBe("format");
    expect(validateLoginIdentifier("jo@")?.rule).toBe("format");
  });

  it("AUTH-208 email collection says 'Email is required', then checks the format", () => {
    expect(t(validateCollectedEmail(" ")?.messageKey ?? "error.generic")).toBe("Email is required");
    expect(validateCollectedEmail("nope")?.messageKey).toBe("auth.email.format");
    expect(validateCollectedEmail("jo@mail.com")).toBeNull();
  });

  it("normalises for comparison", () => {
    expect(normalizeEmail("  Jo.Smith@Mail.COM ")).toBe("jo.smith@mail.com");
  });
});

describe("email suggestion", () => {
  it("AUTH-190 counts a swap of neighbours as one edit", () => {
    expect(editDistance("gmial.com", "gmail.com")).toBe(1);
    expect(editDistance("yaho.com", "yahoo.com")).toBe(1);
    expect(editDistance("hotmial.con", "hotmail.com")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("AUTH-190 suggests a common provider within distance 1 or 2", () => {
    expect(suggestEmail("jo@gmial.com")).toBe("jo@gmail.com");
    expect(suggestEmail("Jo.Smith@YAHOO.CM")).toBe("Jo.Smith@yahoo.com");
    expect(suggestEmail("jo@hotmial.con")).toBe("jo@hotmail.com");
    expect(suggestEmail("jo@outlok.com")).toBe("jo@outlook.com");
    expect(t("auth.email.suggestion", { email: "jo@gmail.com" })).toBe("Did you mean jo@gmail.com?");
  });

  it("AUTH-190 gives no hint for a known, a far or an unparsable domain", () => {
    expect(suggestEmail("jo@gmail.com")).toBeNull();
    expect(suggestEmail("jo@corkboard-fans.org")).toBeNull();
    expect(suggestEmail("jo@hotmaaaail.com")).toBeNull();
    expect(suggestEmail("jo")).toBeNull();
    expect(suggestEmail("jo@")).toBeNull();
    expect(suggestEmail("a@b@gmial.com")).toBeNull();
  });

  it("AUTH-190 only for emails under 60 characters", () => {
    const local59 = "a".repeat(59 - "@gmial.com".length);
    expect(`${local59}@gmial.com`.length).toBe(59);
    expect(suggestEmail(`${local59}@gmial.com`)).toBe(`${local59}@gmail.com`);
    expect(suggestEmail(`${local59}a@gmial.com`)).toBeNull();
  });

  it("AUTH-191 gmail with a non-com suffix becomes gmail.com", () => {
    for (const domain of ["gmail.co", "gmail.con", "gmail.co.uk", "gmail.net", "GMAIL.de"]) {
      expect(suggestEmail(`jo@${domain}`), domain).toBe("jo@gmail.com");
    }
  });

  it("AUTH-192 ties go to the more common provider", () => {
    // "hotmail.co" is 1 from hotmail.com and 3 from hotmail.co.uk; "yahoo.fr" is exact.
    expect(suggestEmail("jo@hotmail.co")).toBe("jo@hotmail.com");
    expect(suggestEmail("jo@yahoo.fr")).toBeNull();
    expect(suggestEmail("jo@ab.com", ["me.com", "qq.com"])).toBe("jo@me.com");
  });
});
