import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSsoCommand } from "../../cli/sso-commands.ts";
import { TestBrowser } from "../../test/inject.ts";
import { type OidcTestProvider, startOidcTestProvider } from "../../test/oidc-test-provider.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { SSO_CALLBACK } from "./sso-test-kit.ts";

describe("npm run admin -- sso … registers company IdPs by email domain (IMPL-014, D-044)", () => {
  let t: TestApp;
  let idp: OidcTestProvider;
  let lines: string[];
  let errors: string[];
  beforeAll(async () => {
    idp = await startOidcTestProvider({ redirectUris: [SSO_CALLBACK] });
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const admin = async (...args: string[]) => {
    lines = [];
    errors = [];
    return runSsoCommand(
      t.database.db,
      args,
      (line) => lines.push(line),
      (line) => errors.push(line),
    );
  };
  // `--name=value`: a random secret may begin with "-", which the option parser would read as an option.
  const client = () => [`--client-id=${idp.clientId}`, `--client-secret=${idp.clientSecret}`];
  const isSso = async (email: string) =>
    (
      (await new TestBrowser(t.app).post("/v3/sso/info/", { email })).body.resource_response.data as {
        is_sso: boolean;
      }
    ).is_sso;

  it("IMPL-014 add (discovery checked), list, remove: the domains follow", async () => {
    expect(
      await admin(
        "add",
        "--domain",
        "Globex.com",
        "--domain",
        "globex.co.uk",
        "--issuer",
        idp.issuer,
        ...client(),
      ),
    ).toBe(0);
    const id = /SSO connection (\w+) added for globex\.com, globex\.co\.uk/.exec(lines[0] ?? "")?.[1];
    expect(id).toBeTruthy();
    expect(await isSso("hank@globex.co.uk")).toBe(true);

    expect(await admin("list")).toBe(0);
    expect(lines).toEqual([`${id}\t${idp.issuer}\t${idp.clientId}\tglobex.co.uk, globex.com`]);
    expect(lines.join("\n")).not.toContain(idp.clientSecret);

    expect(await admin("add", "--domain", "globex.com", "--issuer", idp.issuer, ...client())).toBe(1);
    expect(errors).toEqual(["already registered: globex.com"]);

    expect(await admin("remove", id ?? "")).toBe(0);
    expect(await isSso("hank@globex.co.uk")).toBe(false);
    expect(await admin("remove", id ?? "")).toBe(1);
  });

  it("an issuer must be https (plain http only on loopback) and answer discovery; domains must be domains", async () => {
    expect(
      await admin("add", "--domain", "initech.com", "--issuer", "http://idp.initech.com", ...client()),
    ).toBe(1);
    expect(errors[0]).toContain("https");
    // Nothing listens on port 9 of loopback: discovery fails, nothing is stored.
    expect(await admin("add", "--domain", "initech.com", "--issuer", "http://127.0.0.1:9", ...client())).toBe(
      1,
    );
    expect(errors[0]).toContain("OpenID discovery");
    expect(await admin("add", "--domain", "not a domain", "--issuer", idp.issuer, ...client())).toBe(1);
    expect(await admin("add", "--issuer", idp.issuer, ...client())).toBe(1);
    expect(await admin("add", "--domain", "initech.com", "--issuer", idp.issuer)).toBe(1);
    expect(await isSso("peter@initech.com")).toBe(false);
    expect(await admin("frobnicate")).toBe(2);
  });
});
