import type { PinSummary } from "@corkboard/core/contract";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { PinCard, pinAltText } from "./pin-card.tsx";

const spec = (url: string, width: number, height: number) => ({ url, width, height });

function buildPin(overrides: Partial<PinSummary> = {}): PinSummary {
  return {
    id: "1234567890123",
    title: "Lemon tart",
    description: "A bright tart with a buttery crust",
    link: "https://example.com/tart",
    dominant_color: "#e8c547",
    images: {
      "236x": spec("/media/k/236x", 236, 354),
      "474x": spec("/media/k/474x", 474, 711),
    },
    pinner: { id: "42", username: "ada", full_name: "Ada L", image_medium_url: null, avatar_color_index: 3 },
    board: { id: "7", name: "Baking", url: "/ada/baking/", privacy: "public", layout: "default" },
    created_at: "2026-01-01T00:00:00.000Z",
    product: null,
    sponsorship: null,
    affiliate_link: false,
    sensitivity: null,
    ...overrides,
  };
}

function renderCard(pin: PinSummary) {
  return render(
    <Router hook={memoryLocation().hook}>
      <PinCard pin={pin} width={236} imageHeight={354} />
    </Router>,
  );
}

describe("PinCard", () => {
  afterEach(cleanup);

  it("links the whole tile to the pin page, named by the pin's title", () => {
    renderCard(buildPin());
    const link = screen.getByRole("link", { name: "Lemon tart" });
    expect(link.getAttribute("href")).toBe("/pin/1234567890123/");
  });

  it("UI-019 shows the 236 px rendition, with the 474 px one for 2x screens", () => {
    renderCard(buildPin());
    const image = screen.getByRole("img", { name: "Lemon tart" });
    expect(image.getAttribute("src")).toBe("/media/k/236x");
    expect(image.getAttribute("srcset")).toBe("/media/k/236x 236w, /media/k/474x 474w");
    expect(image.getAttribute("sizes")).toBe("236px");
    expect(image.getAttribute("width")).toBe("236");
    expect(image.getAttribute("height")).toBe("354");
  });

  it("fills the image box with the dominant colour while the image loads", () => {
    renderCard(buildPin());
    const box = screen.getByRole("img").parentElement;
    expect(box?.style.backgroundColor).toMatch(/#e8c547|rgb\(232, 197, 71\)/);
  });

  it("falls back to the description, then to 'Pin', for the text alternative", () => {
    expect(pinAltText({ title: " ", description: "Just a description" })).toBe("Just a description");
    expect(pinAltText({ title: "", description: "" })).toBe("Pin");
    expect(pinAltText({ title: "x".repeat(400), description: "" })).toHaveLength(160);
  });

  it("IMPL-036 a product pin shows its price (Intl.NumberFormat) and brand; other pins show neither", () => {
    const product = {
      price: { amount: "49.50", amount_minor: 4950, currency: "USD" },
      brand: "HAY",
      on_sale: false,
      availability: null,
      style: null,
    };
    const { container } = renderCard(buildPin({ product }));
    const price = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" }).format(49.5);
    const chip = container.querySelector(".cb-pin-card__product");
    expect(chip?.textContent).toBe(` ${price} HAY`);
    // Hidden from assistive technology; the link's name carries price and brand, in the page's order.
    expect(chip?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("link").getAttribute("aria-label")).toBe(`Lemon tart, ${price}, HAY`);
    cleanup();
    const plain = renderCard(buildPin());
    expect(plain.container.querySelector(".cb-pin-card__product")).toBeNull();
  });
});
