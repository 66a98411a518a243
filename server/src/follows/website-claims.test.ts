import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { CreatorCard, EndpointData, pinCreatorsEndpoint, WebsiteClaim } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../boards/board-test-kit.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import { schema } from "../platform/db/index.ts";
import { buildBoard, buildPin, buildUser } from "../test/factories.ts";
import { getJson } from "../test/inject.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { FOLLOW, PIN_CREATORS, verifiedMember } from "./follows-test-kit.ts";
import { domainOfLink, parseWebsite } from "./website-address.ts";
import { dnsRecordsHold, verificationTokensIn, WebsiteClaims } from "./website-claims.ts";
import { findOfficialUserId } from "./website-claims-repo.ts";

const CLAIM = "/v3/users/website/claim/";
const VERIFY = "/v3/users/website/verify/";
const UNCLAIM = "/v3/users/website/unclaim/";
const CLAIMS = "/v3/users/website/claims/";

type Creators = EndpointData<typeof pinCreatorsEndpoint>;

describe("website addresses and proofs (IMPL-016)", () => {
  it("IMPL-016 a website is read as a person types it into its domain and home page", () => {
    expect(parseWebsite("Example.com")).toEqual({ domain: "example.com", homePage: "https://example.com/" });
    expect(parseWebsite(" https://www.Shop.Example.com/about?x=1 ")).toEqual({
      domain: "shop.example.com",
      homePage: "https://www.shop.example.com/",
    });
    expect(parseWebsite("http://127.0.0.1:8080/x")).toEqual({
      domain: "127.0.0.1",
      homePage: "http://127.0.0.1:8080/",
    });
    for (const bad of [
      "",
      "localhost",
      "ftp://example.com",
      "https://user:pw@example.com",
      "http://[::1]/",
      "a b.com",
      "example.com.",
    ]) {
      expect(parseWebsite(bad), bad).toBeNull();
    }
    expect(domainOfLink("https://www.example.com/recipe")).toBe("example.com");
    expect(domainOfLink("javascript:alert(1)")).toBeNull();
    expect(domainOfLink(null)).toBeNull();
  });

  it("IMPL-016 the meta tag counts only in the page's head, in any attribute order and quoting", () => {
    const page = (head: string, body = "") => `<html><head>${head}</head><body>${body}</body></html>`;
    expect(verificationTokensIn(page('<meta name="corkboard-site-verification" content="abc">'))).toEqual([
      "abc",
    ]);
    expect(verificationTokensIn(page("<META CONTENT='xyz' NAME='Corkboard-Site-Verification'/>"))).toEqual([
      "xyz",
    ]);
    expect(verificationTokensIn(page("<meta name=corkboard-site-verification content=t1>"))).toEqual(["t1"]);
    expect(verificationTokensIn(page('<meta name="description" content="abc">'))).toEqual([]);
    expect(
      verificationTokensIn(page("", '<meta name="corkboard-site-verification" content="from-a-comment">')),
    ).toEqual([]);
  });

  it("IMPL-016 the TXT record is matched whole, its chunks joined", () => {
    expect(dnsRecordsHold([["v=spf1 -all"], ["corkboard-site-", "verification=tok"]], "tok")).toBe(true);
    expect(dnsRecordsHold([["corkboard-site-verification=tok2"]], "tok")).toBe(false);
    expect(dnsRecordsHold([], "tok")).toBe(false);
  });
});

describe("claiming a website and its official user (IMPL-016, IMPL-002, FOLLOW-021, FOLLOW-022)", () => {
  let site: Server;
  let origin: string;
  /** What the local site's home page has in its head. */
  let head = "";
  let t: TestApp;

  beforeAll(async () => {
    site = createServer((request, response) => {
      if (request.url === "/") {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return response.end(
          `<!doctype html><html><head><title>Shop</title>${head}</head><body>Hi</body></html>`,
        );
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await buildTestApp({ fetchAllowPrivate: ["127.0.0.1", "127.0.0.2"] });
  });
  afterAll(async () => {
    await t.close();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  it("IMPL-016 a claim answers its token, the meta tag and the TXT record; claiming again answers the same claim", async () => {
    const owner = await verifiedMember(t, "claimer");
    const first = await owner.browser.post<WebsiteClaim>(CLAIM, { website_url: "www.claimed-shop.example" });
    expect(first.status).toBe(200);
    const claim = first.body.resource_response.data;
    expect(claim).toMatchObject({
      domain: "claimed-shop.example",
      status: "pending",
      home_page: "https://www.claimed-shop.example/",
      verified_by: null,
      verified_at: null,
    });
    expect(claim.verification_token).toMatch(/^[0-9a-f]{32}$/);
    expect(claim.meta_tag).toBe(
      `<meta name="corkboard-site-verification" content="${claim.verification_token}">`,
    );
    expect(claim.dns_txt_record).toBe(`corkboard-site-verification=${claim.verification_token}`);
    const again = await owner.browser.post<WebsiteClaim>(CLAIM, {
      website_url: "https://claimed-shop.example/about",
    });
    expect(again.body.resource_response.data).toMatchObject({
      verification_token: claim.verification_token,
      home_page: "https://claimed-shop.example/",
    });
    const list = await owner.browser.get<{ claims: WebsiteClaim[] }>(CLAIMS);
    expect(list.body.resource_response.data.claims.map((c) => c.domain)).toEqual(["claimed-shop.example"]);
  });

  it("IMPL-016 bad addresses are INVALID_INPUT; at most 5 claims; an unverified email cannot claim", async () => {
    const owner = await verifiedMember(t, "many_claims");
    const bad = await owner.browser.post(CLAIM, { website_url: "not a website" });
    expect(bad.status).toBe(400);
    expect(bad.body.resource_response.error?.fields?.[0]?.field).toBe("website_url");
    for (let i = 0; i < 5; i++) {
      expect((await owner.browser.post(CLAIM, { website_url: `site${i}.example` })).status).toBe(200);
    }
    const sixth = await owner.browser.post(CLAIM, { website_url: "site5.example" });
    expect(sixth.status).toBe(400);
    expect((await owner.browser.post(CLAIM, { website_url: "site0.example" })).status).toBe(200);
    const unverified = await signedIn(t, "unverified_claimer");
    const refused = await unverified.browser.post(CLAIM, { website_url: "example.org" });
    expect(refused.body.resource_response.error?.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("IMPL-016 FOLLOW-021 IMPL-002 the meta tag on the home page verifies the claim, and the domain's pins name its official user", async () => {
    const shop = await verifiedMember(t, "shop_owner");
    const reader = await verifiedMember(t, "pin_reader");
    const claim = (await shop.browser.post<WebsiteClaim>(CLAIM, { website_url: origin })).body
      .resource_response.data;
    expect(claim.domain).toBe("127.0.0.1");

    // Not published yet: WEBSITE_NOT_VERIFIED saying where it looked.
    head = "";
    const early = await shop.browser.post(VERIFY, { website_url: origin, proof: "meta_tag" });
    expect(early.status).toBe(400);
    expect(early.body.resource_response.error?.code).toBe("WEBSITE_NOT_VERIFIED");
    expect(early.body.resource_response.error?.message_detail).toContain(`${origin}/`);

    head = `<meta content="${claim.verification_token}" name="corkboard-site-verification">`;
    const verified = await shop.browser.post<WebsiteClaim>(VERIFY, {
      website_url: origin,
      proof: "meta_tag",
    });
    expect(verified.status).toBe(200);
    expect(verified.body.resource_response.data).toMatchObject({
      status: "verified",
      verified_by: "meta_tag",
    });

    const pinner = await buildUser(t.database.db, { username: "shop_fan", fullName: "Shop Fan" });
    const board = await buildBoard(t.database.db, pinner.id);
    const pin = await buildPin(t.database.db, board, { link: `${origin}/products/vase` });

    const seen = await reader.browser.get<Creators>(PIN_CREATORS, { pin_id: pin.id });
    expect(seen.status).toBe(200);
    const data = seen.body.resource_response.data;
    expect(data.id).toBe(pin.id);
    expect(data.pinner).toMatchObject({ id: pinner.id, username: "shop_fan", profile_url: "/shop_fan/" });
    expect(data.link_domain?.domain).toBe("127.0.0.1");
    expect(data.link_domain?.official_user).toMatchObject({
      id: shop.id,
      username: shop.username,
      profile_url: `/${shop.username}/`,
      follower_count: 0,
      verified_domain: "127.0.0.1",
      is_verified_identity: false,
      is_verified_merchant: false,
      is_promoted: false,
      sponsor_name: null,
      sponsorship_status: null,
      explicitly_followed_by_me: false,
      followed_by_me: false,
      is_viewer: false,
    } satisfies Partial<CreatorCard>);

    // FOLLOW-021: once followed the card says so; the official user sees themselves as the viewer.
    await reader.browser.post(FOLLOW, { user_id: shop.id });
    const after = await reader.browser.get<Creators>(PIN_CREATORS, { pin_id: pin.id });
    expect(after.body.resource_response.data.link_domain?.official_user).toMatchObject({
      follower_count: 1,
      explicitly_followed_by_me: true,
    });
    const own = await shop.browser.get<Creators>(PIN_CREATORS, { pin_id: pin.id });
    expect(own.body.resource_response.data.link_domain?.official_user?.is_viewer).toBe(true);

    // FOLLOW-022: a business with a verified website is a verified merchant.
    await t.database.db.insert(schema.businessProfiles).values({ userId: shop.id, businessName: "The Shop" });
    const merchant = await getJson<Creators>(t.app, PIN_CREATORS, { pin_id: pin.id });
    expect(merchant.body.resource_response.data.link_domain?.official_user?.is_verified_merchant).toBe(true);
  });

  it("FOLLOW-021 a pin without a link, or whose domain nobody verified, has no official user; a secret pin is NOT_FOUND to others", async () => {
    const db = t.database.db;
    const owner = await buildUser(db);
    const board = await buildBoard(db, owner.id);
    const unlinked = await buildPin(db, board, { link: null });
    const unclaimed = await buildPin(db, board, { link: "https://nobody-claimed.example/x" });
    const secretBoard = await buildBoard(db, owner.id, { privacy: "secret" });
    const secret = await buildPin(db, secretBoard);
    const none = await getJson<Creators>(t.app, PIN_CREATORS, { pin_id: unlinked.id });
    expect(none.body.resource_response.data.link_domain).toBeNull();
    const unowned = await getJson<Creators>(t.app, PIN_CREATORS, { pin_id: unclaimed.id });
    expect(unowned.body.resource_response.data.link_domain).toEqual({
      domain: "nobody-claimed.example",
      official_user: null,
    });
    expect((await getJson(t.app, PIN_CREATORS, { pin_id: secret.id })).status).toBe(404);
  });

  it("IMPL-016 a home page that redirects to another domain proves nothing", async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { location: `${origin}/` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.2", resolve));
    try {
      const owner = await verifiedMember(t, "redirected");
      const url = `http://127.0.0.2:${(redirecting.address() as AddressInfo).port}`;
      const claim = (await owner.browser.post<WebsiteClaim>(CLAIM, { website_url: url })).body
        .resource_response.data;
      head = `<meta name="corkboard-site-verification" content="${claim.verification_token}">`;
      const answer = await owner.browser.post(VERIFY, { website_url: url, proof: "meta_tag" });
      expect(answer.body.resource_response.error?.code).toBe("WEBSITE_NOT_VERIFIED");
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it("IMPL-016 the DNS TXT path (injected resolver); the latest proof wins the domain; giving a claim up leaves no official user", async () => {
    const db = t.database.db;
    const records = new Map<string, string[][]>();
    const websites = new WebsiteClaims({
      db,
      allowPrivate: false,
      resolveTxt: async (domain) => {
        const found = records.get(domain);
        if (!found) throw Object.assign(new Error("queryTxt ENODATA"), { code: "ENODATA" });
        return found;
      },
    });
    const first = await buildUser(db);
    const second = await buildUser(db);
    const asViewer = (user: { id: string }): Viewer => ({ id: user.id });

    const claim = await websites.claim(asViewer(first), "dns-shop.example");
    await expect(websites.verify(asViewer(first), "dns-shop.example", "dns_txt")).rejects.toMatchObject({
      code: "WEBSITE_NOT_VERIFIED",
    });
    records.set("dns-shop.example", [
      ["v=spf1 -all"],
      [claim.dns_txt_record.slice(0, 10), claim.dns_txt_record.slice(10)],
    ]);
    const verified = await websites.verify(asViewer(first), "https://www.dns-shop.example/", "dns_txt");
    expect(verified).toMatchObject({ status: "verified", verified_by: "dns_txt" });
    expect(await findOfficialUserId(db, "dns-shop.example")).toBe(first.id);

    // Someone else who proves control later takes the domain over.
    const rival = await websites.claim(asViewer(second), "dns-shop.example");
    records.set("dns-shop.example", [[rival.dns_txt_record]]);
    await websites.verify(asViewer(second), "dns-shop.example");
    expect(await findOfficialUserId(db, "dns-shop.example")).toBe(second.id);
    expect((await websites.list(asViewer(first))).claims[0]?.status).toBe("pending");

    await websites.unclaim(asViewer(second), "dns-shop.example");
    expect(await findOfficialUserId(db, "dns-shop.example")).toBeNull();
    await expect(websites.unclaim(asViewer(second), "dns-shop.example")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(websites.verify(asViewer(second), "never-claimed.example")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("IMPL-016 unclaim over HTTP answers the domain; the routes need a session", async () => {
    const owner = await verifiedMember(t, "unclaimer");
    await owner.browser.post(CLAIM, { website_url: "gone-soon.example" });
    const answer = await owner.browser.post<{ domain: string }>(UNCLAIM, {
      website_url: "gone-soon.example",
    });
    expect(answer.body.resource_response.data).toEqual({ domain: "gone-soon.example" });
    const anonymous = await t.app.inject({ method: "GET", url: CLAIMS });
    expect(anonymous.statusCode).toBe(401);
  });
});
