import type { AddressInfo } from "node:net";
// A Pinterest API v5 client nobody here wrote (generated from Pinterest's OpenAPI document,
// npm "pinterest-sdk"), pointed at Corkboard: issue 20's "proof with a real client".
import PinterestSdk from "pinterest-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToken, TOKENS } from "../auth/tokens/api-tokens-test-kit.ts";
import { solidImage } from "../platform/images/test-images.ts";
import { type SignedInUser, signedIn } from "../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

/** The client's callback style as a promise of the data it deserialised. */
function answer<T>(start: (done: (error: unknown, data: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((error, data) => (error ? reject(error) : resolve(data))));
}

interface Listed {
  items: { id: string; title?: string; name?: string }[];
  bookmark: string | null;
}

describe("issue 20: the pinterest-sdk v5 client, nobody here wrote, against a listening Corkboard", () => {
  let t: TestApp;
  let me: SignedInUser;
  let boardsApi: InstanceType<typeof PinterestSdk.BoardsApi>;
  let pinsApi: InstanceType<typeof PinterestSdk.PinsApi>;
  let accountApi: InstanceType<typeof PinterestSdk.UserAccountApi>;
  let token: Awaited<ReturnType<typeof createToken>>;

  beforeAll(async () => {
    t = await buildTestApp();
    me = await signedIn(t, "v5-client");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const client = new PinterestSdk.ApiClient(`http://127.0.0.1:${port}/v5`);
    // A personal API token made through the token endpoints is the client's OAuth access
    // token: the client sends `Authorization: Bearer`, no cookie, no CSRF (D-057).
    token = await createToken(me, [
      "boards:read",
      "boards:write",
      "pins:read",
      "pins:write",
      "user_accounts:read",
    ]);
    client.authentications.pinterest_oauth2.accessToken = token.secret;
    boardsApi = new PinterestSdk.BoardsApi(client);
    pinsApi = new PinterestSdk.PinsApi(client);
    accountApi = new PinterestSdk.UserAccountApi(client);
  });
  afterAll(() => t.close());

  it("issue 20: reads the account, creates a board and pins, lists the board's pins page by page, gets and deletes a pin", async () => {
    const account = await answer<{ username: string }>((done) => accountApi.userAccountGet({}, done));
    expect(account.username).toBe(me.username);

    const board = await answer<{ id: string; name: string; privacy: string }>((done) =>
      boardsApi.boardsCreate(
        { name: "Client board", description: "made by pinterest-sdk", privacy: "PUBLIC" },
        done,
      ),
    );
    expect(board).toMatchObject({ name: "Client board", privacy: "PUBLIC" });
    const listed = await answer<Listed>((done) => boardsApi.boardsList({ pageSize: 10 }, done));
    expect(listed.items.map((item) => item.name)).toContain("Client board");

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const png = await solidImage(200 + i, 150, "#336699", "png");
      const pin = await answer<{ id: string; board_id: string }>((done) =>
        pinsApi.pinsCreate(
          {
            board_id: board.id,
            title: `Client pin ${i}`,
            link: "https://example.com/client",
            media_source: {
              source_type: "image_base64",
              content_type: "image/png",
              data: png.toString("base64"),
            },
          },
          done,
        ),
      );
      expect(pin.board_id).toBe(board.id);
      ids.push(pin.id);
    }

    const titles: string[] = [];
    let bookmark: string | null = null;
    let pages = 0;
    do {
      const opts: { pageSize: number; bookmark?: string } = {
        pageSize: 2,
        ...(bookmark ? { bookmark } : {}),
      };
      const page: Listed = await answer<Listed>((done) => boardsApi.boardsListPins(board.id, opts, done));
      titles.push(...page.items.map((item) => item.title ?? ""));
      bookmark = page.bookmark ?? null;
      pages++;
    } while (bookmark !== null);
    expect(pages).toBe(3);
    expect(titles).toEqual(["Client pin 4", "Client pin 3", "Client pin 2", "Client pin 1", "Client pin 0"]);

    const firstId = ids[0] ?? "";
    const first = await answer<{ title: string; media: { media_type: string } }>((done) =>
      pinsApi.pinsGet(firstId, {}, done),
    );
    expect(first).toMatchObject({ title: "Client pin 0", media: { media_type: "image" } });
    await answer((done) => pinsApi.pinsDelete(firstId, done));
    const gone = await answer((done) => pinsApi.pinsGet(firstId, {}, done)).catch(
      (error: { status: number }) => error,
    );
    expect((gone as { status: number }).status).toBe(404);
  });

  it("issue 20: a refusal reaches the client as Pinterest's {code, message}", async () => {
    const refused = await answer((done) => boardsApi.boardsCreate({ name: "" }, done)).catch(
      (error: { status: number; response: { body: unknown } }) => error,
    );
    expect(refused).toMatchObject({
      status: 400,
      response: { body: { code: 400, message: expect.any(String) } },
    });
  });

  // Runs last: it revokes the token the other cases use.
  it("issue 20: once its token is revoked the client gets Pinterest's 401", async () => {
    expect((await me.browser.post(TOKENS.revoke, { token_id: token.token.id })).status).toBe(200);
    const refused = await answer((done) => accountApi.userAccountGet({}, done)).catch(
      (error: { status: number; response: { body: unknown } }) => error,
    );
    expect(refused).toMatchObject({
      status: 401,
      response: { body: { code: 401, message: expect.any(String) } },
    });
  });
});
