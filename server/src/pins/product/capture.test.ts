import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PinSaveResult } from "@corkboard/core/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { schema } from "../../platform/db/index.ts";
import { buildBoard, buildImage } from "../../test/factories.ts";
import { type SignedInUser, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

const CREATE = "/resource/PinResource/create/";
const PRODUCT_PAGE = `<html><head><script type="application/ld+json">${JSON.stringify({
  "@type": "Product",
  brand: { name: "Louis Poulsen" },
  offers: { price: "89.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
})}</script></head><body>Lamp</body></html>`;

// IMPL-036, D-034: a pin saved from a web page keeps the page's product data.
describe("product data captured from the page a pin is saved from (IMPL-036)", () => {
  let site: Server;
  let origin: string;
  let t: TestApp;
  let saver: SignedInUser;
  let board: Awaited<ReturnType<typeof buildBoard>>;
  let imageId: string;

  beforeAll(async () => {
    site = createServer((request, response) => {
      if (request.url === "/lamp")
        return response.writeHead(200, { "content-type": "text/html" }).end(PRODUCT_PAGE);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await buildTestApp({ fetchAllowPrivate: ["127.0.0.1"] });
    saver = await signedIn(t, "shopper");
    board = await buildBoard(t.database.db, saver.id, { name: "Lighting" });
    imageId = (await buildImage(t.database.db)).id;
  });
  afterAll(async () => {
    await t.close();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  const save = async (method: string, link: string) => {
    const { status, body } = await saver.browser.post<PinSaveResult>(CREATE, {
      board_id: board.id,
      media_upload_id: imageId,
      method,
      is_buyable_pin: false,
      title: "Pendant lamp",
      link,
    });
    expect(status).toBe(200);
    return body.resource_response.data.id;
  };
  const pinRow = async (id: string) =>
    (await t.database.db.select().from(schema.pins).where(eq(schema.pins.id, id)))[0];

  it("stores price, currency, brand and availability of a page saved from a website", async () => {
    const id = await save("scraped", `${origin}/lamp`);
    await vi.waitFor(async () => expect((await pinRow(id))?.priceMinor).toBe(8900), { timeout: 5000 });
    expect(await pinRow(id)).toMatchObject({
      priceCurrency: "USD",
      brand: "Louis Poulsen",
      availability: "in_stock",
      onSale: false,
    });
  });

  it("leaves an uploaded pin's link unread, and a page that cannot be read leaves no product data", async () => {
    const uploaded = await save("uploaded", `${origin}/lamp`);
    const missing = await save("scraped", `${origin}/gone`);
    // A later page read proves the earlier ones had their turn (the queue is first in, first out).
    const marker = await save("scraped", `${origin}/lamp`);
    await vi.waitFor(async () => expect((await pinRow(marker))?.priceMinor).toBe(8900), { timeout: 5000 });
    expect(await pinRow(uploaded)).toMatchObject({ priceMinor: null, brand: null });
    expect(await pinRow(missing)).toMatchObject({ priceMinor: null, brand: null });
  });
});
