import type { PinSummary } from "@corkboard/core/contract";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { pinAltText } from "./alt-text.ts";
import { PinCard } from "./pin-card.tsx";

const spec = (url: string, width: number, height: number) => ({ url, width, height });

function buildPin(overrides: Partial<PinSummary> = {}): PinSummary {
  return {
    id: "1234567890123",
    title: "Lemon tart",
    description: "A bright tart with a buttery crust",
    alt_text: "",
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

/** Lower-cased words without punctuation, one space apart (how axe compares name and text). */
const words = (text: string | null) =>
  (text ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .trim()
    .split(/\s+/)
    .join(" ");

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

  it("issue 20: the image's alt is the pin's own alt text, the title still names the link", () => {
    renderCard(buildPin({ alt_text: "A lemon tart with a lattice top on a blue plate" }));
    expect(screen.getByRole("img").getAttribute("alt")).toBe(
      "A lemon tart with a lattice top on a blue plate",
    );
    expect(screen.getByRole("link").getAttribute("aria-label")).toBe("Lemon tart");
    cleanup();
    renderCard(buildPin({ alt_text: "  " }));
    expect(screen.getByRole("img").getAttribute("alt")).toBe("Lemon tart");
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

  it("issue 20: an imported pin without its image says 'Image unavailable' on the tile and in its name", () => {
    const { container } = renderCard(buildPin({ image_unavailable: true }));
    expect(container.querySelector(".cb-pin-card__unavailable")?.textContent?.trim()).toBe(
      "Image unavailable",
    );
    expect(screen.getByRole("link", { name: "Lemon tart, Image unavailable" })).toBeTruthy();
  });

  // WCAG 2.5.3 (label in name), as axe's label-content-name-mismatch reads it: the tile's
  // visible words, in the page's order, appear together in the link's name. Untitled imported
  // pins showed their pinner's name under an image named by the description.
  it.each([
    ["a titled pin", {}],
    ["an untitled pin with a description", { title: "", alt_text: "A cedar bench by a lake" }],
    ["an untitled pin without text", { title: "", description: "" }],
    ["an imported pin without its image", { title: "", image_unavailable: true }],
    ["a titled pin without its image", { image_unavailable: true }],
  ] satisfies [string, Partial<PinSummary>][])(
    "the link's name contains its visible text: %s",
    (_, overrides) => {
      renderCard(buildPin(overrides));
      const link = screen.getByRole("link");
      expect(words(link.getAttribute("aria-label"))).toContain(words(link.textContent));
    },
  );

  it("PIN-066 a video pin shows its duration badge, named in the tile's label", () => {
    const video = {
      url: "/media/video/ab/cd/k/video.mp4",
      content_type: "video/mp4",
      duration_ms: 75_000,
      status: "ready" as const,
      width: 640,
      height: 360,
    };
    const { container } = renderCard(buildPin({ video }));
    expect(container.querySelector(".cb-pin-card__duration")?.textContent?.trim()).toBe("1:15");
    // The name reads as the visible text (title, then the badge), then says what it is.
    expect(screen.getByRole("link", { name: "Lemon tart, 1:15, Video" })).toBeTruthy();
  });

  it("IMPL-030 a ready video plays muted and inline while the tile is hovered or focused", () => {
    const video = {
      url: "/media/video/ab/cd/k/video.mp4",
      content_type: "video/mp4",
      duration_ms: 5_000,
      status: "ready" as const,
      width: 640,
      height: 360,
    };
    const { container } = renderCard(buildPin({ video }));
    const link = screen.getByRole("link");
    expect(container.querySelector("video")).toBeNull();
    fireEvent.focus(link);
    const player = container.querySelector("video");
    expect(player?.getAttribute("src")).toBe(video.url);
    expect(player?.muted).toBe(true);
    expect(player?.hasAttribute("playsinline")).toBe(true);
    fireEvent.blur(link);
    expect(container.querySelector("video")).toBeNull();
    fireEvent.mouseEnter(link);
    expect(container.querySelector("video")).not.toBeNull();
  });

  it("a video still processing shows its poster and badge but does not play", () => {
    const video = {
      url: "/media/video/ab/cd/k/video.mp4",
      content_type: "video/mp4",
      duration_ms: 5_000,
      status: "processing" as const,
      width: 640,
      height: 360,
    };
    const { container } = renderCard(buildPin({ video }));
    fireEvent.mouseEnter(screen.getByRole("link"));
    expect(container.querySelector("video")).toBeNull();
    expect(container.querySelector(".cb-pin-card__duration")?.textContent?.trim()).toBe("0:05");
  });

  it("an animated GIF moves only without a reduced-motion preference; the still stays the image", () => {
    const { container } = renderCard(
      buildPin({
        images: {
          "236x": spec("/media/k/236x", 236, 354),
          "474x": spec("/media/k/474x", 474, 711),
          animated: spec("/media/k/anim.gif", 236, 354),
        },
      }),
    );
    const source = container.querySelector("picture source");
    expect(source?.getAttribute("media")).toBe("(prefers-reduced-motion: no-preference)");
    expect(source?.getAttribute("srcset")).toBe("/media/k/anim.gif");
    expect(screen.getByRole("img", { name: "Lemon tart" }).getAttribute("src")).toBe("/media/k/236x");
  });
});
