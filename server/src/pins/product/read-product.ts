import { PRODUCT_TEXT_MAX } from "@corkboard/core/contract";
import { decimalFromPriceText, isCurrencyCode, toMinorUnits } from "@corkboard/core/shopping";
import { type MicrodataItem, type PageMetadata, readPageMetadata } from "./page-metadata.ts";

/**
 * A page's product data (IMPL-036, D-034), read the way metadata libraries read it:
 * schema.org Product/Offer in JSON-LD first, then in microdata, then OpenGraph and
 * `product:` meta tags; each field from the first source that states it. Pure.
 */
export interface ProductData {
  /** In minor units of `priceCurrency`; null when no price, or no known currency, is stated. */
  priceMinor: number | null;
  priceCurrency: string | null;
  brand: string | null;
  onSale: boolean;
  /** schema.org availability in lower snake case: in_stock, out_of_stock, pre_order, … */
  availability: string | null;
  style: string | null;
}

/** What a page without product data gives. */
export const NO_PRODUCT: ProductData = {
  priceMinor: null,
  priceCurrency: null,
  brand: null,
  onSale: false,
  availability: null,
  style: null,
};

/** A source's reading before the sources are merged: each field may be missing. */
interface Reading {
  price?: string;
  currency?: string;
  listPrice?: string;
  brand?: string;
  availability?: string;
  style?: string;
  onSale?: boolean;
}

/** The product data of an HTML page; NO_PRODUCT when it states none. */
export function readProduct(html: string): ProductData {
  return productFromMetadata(readPageMetadata(html));
}

/** The product data of a page's metadata. */
export function productFromMetadata(page: PageMetadata): ProductData {
  const readings = [fromJsonLd(page.jsonLd), fromMicrodata(page), fromMeta(page.meta)];
  const pick = <K extends keyof Reading>(key: K): Reading[K] =>
    readings.find((r) => r[key] !== undefined)?.[key];
  // Price and currency come from the same source, so a JSON-LD price never takes a meta
  // tag's currency from another offer.
  const stated = readings.find((r) => r.price !== undefined && r.currency !== undefined);
  const priced = saleInMeta(stated, readings[2] as Reading) ?? stated;
  const currency = priced?.currency?.trim().toUpperCase();
  const price = priced?.price === undefined ? undefined : decimalOf(priced.price);
  const priceMinor =
    price !== undefined && currency !== undefined && isCurrencyCode(currency)
      ? toMinorUnits(price, currency)
      : null;
  const listMinor =
    priced?.listPrice !== undefined && currency !== undefined && isCurrencyCode(currency)
      ? toMinorUnits(decimalOf(priced.listPrice) ?? "", currency)
      : null;
  const onSale =
    pick("onSale") === true || (priceMinor !== null && listMinor !== null && listMinor > priceMinor);
  return {
    priceMinor,
    priceCurrency: priceMinor === null ? null : (currency ?? null),
    brand: text(pick("brand")),
    onSale,
    availability: availabilityOf(pick("availability")),
    style: text(pick("style")),
  };
}

/**
 * A page whose meta tags put it on sale from the very price its schema.org offer states
 * (their list price is that price, in the same currency, and their price is lower) sells
 * at the meta tags' price: shops update the sale there and leave the offer at the list price
 * (Rejuvenation: offer 150.00, product:price:amount 120.00, og:price:standard_amount 150.00).
 */
function saleInMeta(stated: Reading | undefined, meta: Reading): Reading | undefined {
  if (stated === undefined || stated === meta || meta.price === undefined || meta.listPrice === undefined)
    return undefined;
  const [price, list, offer] = [meta.price, meta.listPrice, stated.price].map((a) =>
    Number(decimalOf(a ?? "")),
  );
  const sameCurrency = meta.currency?.trim().toUpperCase() === stated.currency?.trim().toUpperCase();
  return sameCurrency && list === offer && (price as number) < (list as number)
    ? { ...meta, onSale: true }
    : undefined;
}

/** A stated amount as a decimal: machine-readable first, then as shops write prices. */
function decimalOf(amount: string): string | undefined {
  const trimmed = amount.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return trimmed;
  return decimalFromPriceText(trimmed) ?? undefined;
}

function text(value: string | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, " ").trim();
  return trimmed ? trimmed.slice(0, PRODUCT_TEXT_MAX) : null;
}

const AVAILABILITY = new Map(
  [
    "InStock",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "BackOrder",
    "Discontinued",
    "InStoreOnly",
    "LimitedAvailability",
    "OnlineOnly",
    "SoldOut",
  ].map((name) => [name.toLowerCase(), name.replace(/(?<=[a-z])(?=[A-Z])/g, "_").toLowerCase()]),
);
AVAILABILITY.set("oos", "out_of_stock");
AVAILABILITY.set("pending", "pre_order");
AVAILABILITY.set("available", "in_stock");

/** "http://schema.org/InStock", "instock", "in stock", "OutOfStock" → in_stock, out_of_stock. */
function availabilityOf(value: string | undefined): string | null {
  if (!value) return null;
  const last = value.trim().split("/").pop() ?? "";
  return AVAILABILITY.get(last.toLowerCase().replace(/[^a-z]/g, "")) ?? null;
}

// --- JSON-LD -------------------------------------------------------------------------

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

function typesOf(node: Json): string[] {
  return list(node["@type"])
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.split(/[/#:]/).pop() ?? t);
}

// Case-insensitive: shops publish "@type": "product" (John Lewis, Bestseller).
const isProductType = (type: string) =>
  /^(Product|ProductGroup|IndividualProduct|ProductModel|SomeProducts|Vehicle|Car|Book)$/i.test(type);

/** Every object in the JSON-LD blocks, depth first (graphs, arrays, nested entities). */
function* nodes(value: unknown, depth = 0): Generator<Json> {
  if (depth > 12) return;
  for (const item of list(value)) {
    if (Array.isArray(item)) yield* nodes(item, depth + 1);
    if (!isObject(item)) continue;
    yield item;
    for (const child of Object.values(item)) if (typeof child === "object") yield* nodes(child, depth + 1);
  }
}

function scalar(value: unknown): string | undefined {
  for (const item of list(value)) {
    if (typeof item === "string" && item.trim() !== "") return item;
    if (typeof item === "number" && Number.isFinite(item)) return String(item);
    if (isObject(item)) {
      const inner = scalar(item.name ?? item["@value"] ?? item.value);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

function fromJsonLd(blocks: unknown[]): Reading {
  const product = [...nodes(blocks)].find((node) => typesOf(node).some(isProductType));
  if (!product) return {};
  const offers = [...nodes(product.offers)];
  // The first offer with a price; an AggregateOffer's lowest price.
  let reading: Reading = {};
  for (const offer of offers) {
    const spec = [...nodes(offer.priceSpecification)];
    const unit = spec.find((s) => !/(Strikethrough|List)Price/.test(scalar(s.priceType) ?? ""));
    const list = spec.find((s) => /(Strikethrough|List)Price/.test(scalar(s.priceType) ?? ""));
    const price = scalar(offer.price) ?? scalar(offer.lowPrice) ?? scalar(unit?.price);
    if (price === undefined) continue;
    reading = {
      price,
      currency: scalar(offer.priceCurrency) ?? scalar(unit?.priceCurrency),
      listPrice: scalar(list?.price),
      availability: scalar(offer.availability),
    };
    break;
  }
  return {
    ...reading,
    // An AggregateOffer often states no stock; its offers do.
    availability: reading.availability ?? firstDefined(offers, (offer) => scalar(offer.availability)),
    brand: scalar(product.brand) ?? scalar(product.manufacturer),
    style: scalar(product.style) ?? propertyValue(product.additionalProperty, "style"),
  };
}

function firstDefined<T>(values: T[], read: (value: T) => string | undefined): string | undefined {
  for (const value of values) {
    const found = read(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A schema.org PropertyValue's value by its name (case-insensitive). */
function propertyValue(properties: unknown, name: string): string | undefined {
  const found = [...nodes(properties)].find((p) => scalar(p.name)?.toLowerCase() === name);
  return found ? scalar(found.value) : undefined;
}

// --- Microdata -----------------------------------------------------------------------

function* itemsIn(items: MicrodataItem[], depth = 0): Generator<MicrodataItem> {
  if (depth > 12) return;
  for (const item of items) {
    yield item;
    for (const values of item.props.values())
      yield* itemsIn(
        values.filter((v): v is MicrodataItem => typeof v !== "string"),
        depth + 1,
      );
  }
}

function prop(item: MicrodataItem | undefined, name: string): string | undefined {
  for (const value of item?.props.get(name) ?? []) {
    if (typeof value === "string" && value !== "") return value;
    if (typeof value !== "string") {
      const inner = prop(value, "name");
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

function fromMicrodata(page: PageMetadata): Reading {
  const all = [...itemsIn(page.items)];
  const product = all.find((item) => item.types.some((type) => isProductType(type.split("/").pop() ?? "")));
  // Without a Product item, an Offer standing alone still states a price.
  const offers = product
    ? [
        ...itemsIn(
          (product.props.get("offers") ?? []).filter((v): v is MicrodataItem => typeof v !== "string"),
        ),
      ]
    : all.filter((item) => item.types.some((type) => /Offer$/i.test(type)));
  const offer = offers.find((o) => prop(o, "price") ?? prop(o, "lowPrice")) ?? offers[0];
  const loose = (name: string) => page.looseProps.get(name)?.find((value) => value !== "");
  const price = prop(offer, "price") ?? prop(offer, "lowPrice") ?? prop(product, "price") ?? loose("price");
  return {
    price,
    currency:
      prop(offer, "priceCurrency") ??
      prop(product, "priceCurrency") ??
      (price === undefined ? undefined : (loose("pricecurrency") ?? loose("priceCurrency"))),
    brand: prop(product, "brand") ?? prop(product, "manufacturer"),
    availability:
      prop(offer, "availability") ??
      firstDefined(offers, (o) => prop(o, "availability")) ??
      prop(product, "availability") ??
      loose("availability"),
  };
}

// --- OpenGraph and product: meta -----------------------------------------------------

function fromMeta(meta: Map<string, string>): Reading {
  const first = (...keys: string[]) =>
    keys.map((key) => meta.get(key)).find((value) => value !== undefined && value !== "");
  const sale = first("product:sale_price:amount", "og:sale_price:amount");
  const price = sale ?? first("product:price:amount", "og:price:amount", "og:price", "product:price");
  const currency = sale
    ? first(
        "product:sale_price:currency",
        "og:sale_price:currency",
        "product:price:currency",
        "og:price:currency",
      )
    : first("product:price:currency", "og:price:currency", "product:currency", "og:currency");
  const original = first(
    "product:original_price:amount",
    "og:original_price:amount",
    "og:price:standard_amount",
  );
  return {
    price,
    currency,
    listPrice: sale ? first("product:price:amount", "og:price:amount") : original,
    brand: first("product:brand", "og:brand", "brand"),
    availability: first("product:availability", "og:availability"),
    style: first("product:style"),
    ...(sale !== undefined && { onSale: true }),
  };
}
