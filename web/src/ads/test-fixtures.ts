import type { Advertiser, Campaign } from "@corkboard/core/contract";

// Answers the server would send, for the advertiser area's component tests.

/** An advertiser the viewer owns. */
export function testAdvertiser(overrides: Partial<Advertiser> = {}): Advertiser {
  return {
    id: "5",
    name: "Jo's Shop",
    country: "US",
    currency: "USD",
    owner_user_id: "1",
    role: "OWNER",
    created_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const image = (width: number) => ({ url: `/media/abc/${width}x`, width, height: Math.round(width * 1.5) });

/** A pin as PinResource get answers it. */
export function testPin(overrides: { id?: string; title?: string; link?: string | null } = {}) {
  return {
    id: overrides.id ?? "9",
    title: overrides.title ?? "Linen apron",
    description: "",
    link: overrides.link === undefined ? "https://shop.example.com/apron" : overrides.link,
    dominant_color: "#ccc",
    images: { "236x": image(236), "474x": image(474), "736x": image(736), orig: image(1000) },
    pinner: { id: "1", username: "jo", full_name: "Jo Smith", image_medium_url: null, avatar_color_index: 1 },
    board: { id: "3", name: "Shop", url: "/jo/shop/", privacy: "public", layout: "default" },
    created_at: "2026-01-01T00:00:00.000Z",
    section: null,
    link_domain: "shop.example.com",
    created_method: "uploaded",
    pinner_follower_count: 0,
  };
}

/** A campaign quick promote created. */
export function testCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: "70",
    advertiser_id: "5",
    name: "Linen apron",
    objective: "CONSIDERATION",
    status: "PENDING_BILLING",
    currency: "USD",
    daily_budget_in_micro_currency: 7_000_000,
    start_date: "2026-11-21",
    end_date: null,
    is_ongoing: true,
    duration: 10,
    targeting_spec: { AGE_BUCKET: ["18-24"], GENDER: ["female"], INTEREST: [], LOCATION: ["US"] },
    auto_targeting_enabled: false,
    ad_group_id: "71",
    ad_id: "72",
    pin_id: "9",
    product_group_id: null,
    destination_url: "https://shop.example.com/apron",
    created_at: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}
