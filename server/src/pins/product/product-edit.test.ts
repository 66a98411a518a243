import type { PinDetail } from "@corkboard/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoard, buildPin } from "../../test/factories.ts";
import { getJson } from "../../test/inject.ts";
import { type SignedInUser, signedIn } from "../../test/signed-in.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

const UPDATE = "/resource/PinResource/update/";
const PIN = "/resource/PinResource/get/";

// IMPL-036, D-034: the owner adds or corrects product data in the pin editor; the pin page
// and tiles show it.
describe("product data in the pin editor (IMPL-036)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let pinId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signedIn(t, "seller");
    stranger = await signedIn(t, "passerby");
    const board = await buildBoard(t.database.db, owner.id, { name: "Shop" });
    pinId = (await buildPin(t.database.db, board, { title: "Vase" })).id;
  });
  afterAll(() => t.close());

  const productOnPage = async () => {
    const { body } = await getJson<PinDetail>(t.app, PIN, { id: pinId });
    return body.resource_response.data.product;
  };

  it("the owner writes price, currency, brand, sale, availability and style; the pin answers them", async () => {
    const { status } = await owner.browser.post(UPDATE, {
      id: pinId,
      product: {
        price: "24.5",
        currency: "eur",
        brand: " Kähler ",
        on_sale: true,
        availability: "in_stock",
        style: "Nordic",
      },
    });
    expect(status).toBe(200);
    expect(await productOnPage()).toEqual({
      price: { amount: "24.50", amount_minor: 2450, currency: "EUR" },
      brand: "Kähler",
      on_sale: true,
      availability: "in_stock",
      style: "Nordic",
    });
  });

  it("refuses a negative or non-numeric price, an unknown currency, a price without currency and long texts", async () => {
    const bad = [
      { price: "-1", currency: "USD" },
      { price: "ten", currency: "USD" },
      { price: "10", currency: "ABC" },
      { price: "10", currency: null },
      { brand: "b".repeat(201) },
      { style: "s".repeat(201) },
    ];
    for (const product of bad) {
      const { status, body } = await owner.browser.post(UPDATE, { id: pinId, product });
      expect(status, JSON.stringify(product)).toBe(400);
      expect(body.resource_response.error?.code).toBe("INVALID_INPUT");
    }
    expect((await productOnPage())?.price?.amount_minor).toBe(2450);
  });

  it("a repin keeps its source's product data", async () => {
    const board = await buildBoard(t.database.db, stranger.id, { name: "Wishlist" });
    const { body } = await stranger.browser.post<{ id: string }>("/resource/RepinResource/create/", {
      pin_id: pinId,
      board_id: board.id,
      method: "button",
      is_buyable_pin: false,
    });
    const repin = await getJson<PinDetail>(t.app, PIN, { id: body.resource_response.data.id });
    expect(repin.body.resource_response.data.product?.brand).toBe("Kähler");
    expect(repin.body.resource_response.data.product).toEqual(await productOnPage());
  });

  it("someone else cannot write a pin's product data; null clears it", async () => {
    const refused = await stranger.browser.post(UPDATE, { id: pinId, product: { brand: "Fake" } });
    expect(refused.body.resource_response.error?.code).toBe("FORBIDDEN");
    expect((await productOnPage())?.brand).toBe("Kähler");
    await owner.browser.post(UPDATE, { id: pinId, product: null });
    expect(await productOnPage()).toBeNull();
  });
});
