import { describe, expect, it } from "vitest";
import { t } from "../messages/index.ts";
import { isBlockedRedirectStatus, offsiteCheckQuery, offsiteLink } from "./offsite.ts";
import { GDPR_COUNTRIES, requiresGdprTerms } from "./regions.ts";
import { QUICK_PROMOTE_TRACKING, quickPromoteSaveError } from "./tracking.ts";

describe("offsite check", () => {
  it("ADS-071 the check query always has check_only true, aux_data or third_party_ad", () => {
    expect(offsiteCheckQuery({ pinId: "1", url: "https://a.example/", auxData: "x" })).toEqual({
      pin_id: "1",
      check_only: "true",
      url: "https://a.example/",
      aux_data: "x",
    });
    const ad = offsiteCheckQuery({
      pinId: "1",
      url: "u",
      auxData: "x",
      thirdPartyAd: "t",
      clientTrackingParams: "c",
    });
    expect(ad).toEqual({
      pin_id: "1",
      check_only: "true",
      url: "u",
      third_party_ad: "t",
      client_tracking_params: "c",
    });
  });

  it("ADS-072 blocked, suspicious or porn links are not opened", () => {
    for (const status of ["blocked", "suspicious", "porn", "BLOCKED"])
      expect(isBlockedRedirectStatus(status)).toBe(true);
    expect(isBlockedRedirectStatus("ok")).toBe(false);
    expect(isBlockedRedirectStatus(undefined)).toBe(false);
  });

  it("ADS-073 the /offsite/ redirect link", () => {
    const link = new URL(
      offsiteLink({
        token: "sig",
        url: "https://a.example/?q=1",
        pin: "9",
        isThirdPartyAd: false,
        csr: true,
        auxData: "z",
      }),
      "https://x.test",
    );
    expect(link.pathname).toBe("/offsite/");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: "sig",
      url: "https://a.example/?q=1",
      pin: "9",
      isThirdPartyAd: "false",
      csr: "true",
      aux_data: "z",
    });
  });

  it("ADS-074 a blocked link says so", () => {
    expect(t("ads.offsite.blocked")).toBe("This link is blocked for your safety.");
  });
});

describe("quick-promote tracking and save errors", () => {
  it("ADS-052 tracking ids", () => {
    expect(QUICK_PROMOTE_TRACKING).toEqual({ eventIds: [8217, 10148], pinSuccessElement: 207 });
  });

  it("ADS-051 the server's message_detail, on the pin for 401, else in the error modal", () => {
    expect(quickPromoteSaveError(401, "Log in again")).toEqual({
      area: "pin",
      detail: "Log in again",
      fallbackKey: "ads.error.generic",
    });
    expect(quickPromoteSaveError(500, "  ")).toMatchObject({ area: "modal", detail: null });
    expect(t(quickPromoteSaveError(500).fallbackKey)).toBe("Sorry! Something went wrong on our end.");
  });
});

describe("GDPR terms", () => {
  it("ADS-010 advertisers in EU, EEA and UK countries accept the data-processing terms", () => {
    for (const c of ["DE", "pl", "NO", "IS", "GB", "CZ"]) expect(requiresGdprTerms(c)).toBe(true);
    for (const c of ["US", "CH", "AU", undefined]) expect(requiresGdprTerms(c)).toBe(false);
    expect(GDPR_COUNTRIES.size).toBe(31);
  });
});
