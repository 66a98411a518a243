import { describe, expect, it } from "vitest";
import { NO_PRODUCT, readProduct } from "./read-product.ts";

const page = (head: string, body = "") =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

// IMPL-036, D-034: product data read where pages state it.
describe("readProduct (IMPL-036)", () => {
  it("reads a JSON-LD Product inside an @graph, with its brand object and offer", () => {
    const html = page(
      ld({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "WebPage", name: "Lamp" },
          {
            "@type": "Product",
            name: "Arc lamp",
            brand: { "@type": "Brand", name: "HAY" },
            offers: {
              "@type": "Offer",
              price: "49.5",
              priceCurrency: "usd",
              availability: "https://schema.org/InStock",
            },
          },
        ],
      }),
    );
    expect(readProduct(html)).toEqual({
      priceMinor: 4950,
      priceCurrency: "USD",
      brand: "HAY",
      onSale: false,
      availability: "in_stock",
      style: null,
    });
  });

  it("takes an AggregateOffer's low price, a currency's own digits, and a strikethrough price as on sale", () => {
    expect(
      readProduct(
        page(
          ld({
            "@type": ["Product"],
            offers: { "@type": "AggregateOffer", lowPrice: 1200, priceCurrency: "JPY" },
          }),
        ),
      ),
    ).toMatchObject({ priceMinor: 1200, priceCurrency: "JPY" });
    const sale = ld({
      "@type": "Product",
      offers: {
        "@type": "Offer",
        priceSpecification: [
          { "@type": "UnitPriceSpecification", price: 20, priceCurrency: "EUR" },
          {
            "@type": "UnitPriceSpecification",
            price: 30,
            priceCurrency: "EUR",
            priceType: "https://schema.org/StrikethroughPrice",
          },
        ],
      },
    });
    expect(readProduct(page(sale))).toMatchObject({ priceMinor: 2000, priceCurrency: "EUR", onSale: true });
  });

  it("reads microdata: nested offer item, meta and link values, brand as an item", () => {
    const html = page(
      "",
      `<div itemscope itemtype="https://schema.org/Product">
        <h1 itemprop="name">Chair</h1>
        <div itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">Muuto</span></div>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <span itemprop="price" content="1299.00">1.299,00 kr</span>
          <meta itemprop="priceCurrency" content="DKK">
          <link itemprop="availability" href="http://schema.org/OutOfStock">
        </div>
      </div>`,
    );
    expect(readProduct(html)).toMatchObject({
      priceMinor: 129900,
      priceCurrency: "DKK",
      brand: "Muuto",
      availability: "out_of_stock",
    });
  });

  it("reads OpenGraph product meta; a sale price is the price and marks the pin on sale", () => {
    const html = page(`
      <meta property="product:price:amount" content="$1,299.00">
      <meta property="product:price:currency" content="USD">
      <meta property="product:sale_price:amount" content="999">
      <meta property="product:brand" content="Acme &amp; Co">
      <meta property="product:availability" content="in stock">`);
    expect(readProduct(html)).toEqual({
      priceMinor: 99900,
      priceCurrency: "USD",
      brand: "Acme & Co",
      onSale: true,
      availability: "in_stock",
      style: null,
    });
  });

  it("prefers JSON-LD to meta tags, and never pairs one source's price with another's currency", () => {
    const html = page(
      `<meta property="og:price:amount" content="10"><meta property="og:price:currency" content="GBP">${ld({
        "@type": "Product",
        offers: { price: "12.00" },
      })}`,
    );
    expect(readProduct(html)).toMatchObject({ priceMinor: 1000, priceCurrency: "GBP" });
  });

  it("keeps no price without a known ISO 4217 currency, and tolerates broken JSON-LD", () => {
    expect(
      readProduct(
        page(
          `<meta property="og:price:amount" content="10"><meta property="og:price:currency" content="XYZ">`,
        ),
      ),
    ).toMatchObject({ priceMinor: null, priceCurrency: null });
    expect(
      readProduct(page(`<script type="application/ld+json">{"@type": "Product", "offers": </script>`)),
    ).toEqual(NO_PRODUCT);
    expect(readProduct("<p>Just an article</p>")).toEqual(NO_PRODUCT);
  });

  it("reads a style from additionalProperty and cuts long texts", () => {
    const html = page(
      ld({
        "@type": "Product",
        brand: "B".repeat(300),
        additionalProperty: [{ "@type": "PropertyValue", name: "Style", value: "Mid-century" }],
      }),
    );
    const product = readProduct(html);
    expect(product.style).toBe("Mid-century");
    expect(product.brand).toHaveLength(200);
  });

  // Cases the measured fixture pages showed (bench product-capture, D-034 "Measured against").
  it('IMPL-036: reads a lower-case "product" type and the stock of an AggregateOffer\'s offers', () => {
    expect(
      readProduct(
        page(
          ld({
            "@type": "product",
            brand: { "@type": "Brand", name: "Google" },
            offers: {
              "@type": "AggregateOffer",
              lowPrice: "49.00",
              priceCurrency: "GBP",
              offers: [{ "@type": "Offer", price: "49.00", availability: "InStock" }],
            },
          }),
        ),
      ),
    ).toMatchObject({ priceMinor: 4900, priceCurrency: "GBP", brand: "Google", availability: "in_stock" });
  });

  it("IMPL-036: a microdata content attribute on any element is the value, and an Offer stands without a Product", () => {
    const html = page(
      "",
      `<ul itemprop="offers" itemscope itemtype="https://schema.org/Offer" itemref="branch">
         <li itemprop="price" content="5.95">5,95 EUR</li>
         <span itemprop="priceCurrency" content="EUR">€</span>
         <span itemprop="availability" content="https://schema.org/InStock"></span>
       </ul>`,
    );
    expect(readProduct(html)).toMatchObject({
      priceMinor: 595,
      priceCurrency: "EUR",
      availability: "in_stock",
    });
  });

  it("IMPL-036: microdata stock from the offers when the AggregateOffer states none", () => {
    const html = page(
      "",
      `<div itemscope itemtype="http://schema.org/Product">
         <meta itemprop="brand" content="Johnsons">
         <p itemprop="offers" itemscope itemtype="http://schema.org/AggregateOffer">
           <meta itemprop="priceCurrency" content="GBP"><meta itemprop="lowPrice" content="5.29">
         </p>
         <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
           <meta itemprop="price" content="9.56"><meta itemprop="priceCurrency" content="GBP">
           <meta itemprop="availability" content="http://schema.org/InStock">
         </div>
       </div>`,
    );
    expect(readProduct(html)).toMatchObject({
      priceMinor: 529,
      priceCurrency: "GBP",
      brand: "Johnsons",
      availability: "in_stock",
    });
  });

  it("IMPL-036: a sale stated in meta tags from the offer's own price wins over the offer", () => {
    const offer = ld({
      "@type": "Product",
      offers: { "@type": "Offer", price: "150.00", priceCurrency: "USD" },
    });
    const meta = (standard: string) =>
      `<meta property="product:price:amount" content="120.00"><meta property="product:price:currency" content="USD">` +
      `<meta property="og:price:standard_amount" content="${standard}">`;
    expect(readProduct(page(offer + meta("150.00")))).toMatchObject({ priceMinor: 12000, onSale: true });
    // Meta tags that do not name the offer's price as their list price leave the offer's price.
    expect(readProduct(page(offer + meta("130.00")))).toMatchObject({ priceMinor: 15000, onSale: false });
  });
});
