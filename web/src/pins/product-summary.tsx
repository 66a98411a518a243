import type { PinProduct } from "@corkboard/core/contract";
import { productMessages, registerMessages, t } from "@corkboard/core/messages";
import { formatPrice } from "@corkboard/core/shopping";

registerMessages(productMessages);

/** The pin page's product line (IMPL-036): price (Intl.NumberFormat), brand, sale and availability. */
export function ProductSummary({ product }: { product: PinProduct | null }) {
  if (!product) return null;
  return (
    <p className="cb-closeup__product">
      {product.price ? (
        <strong className="cb-closeup__price">
          {formatPrice(product.price.amount_minor, product.price.currency)}
        </strong>
      ) : null}
      {product.on_sale ? <span className="cb-closeup__sale">{t("product.onSale")}</span> : null}
      {product.brand ? <span>{t("product.byBrand", { brand: product.brand })}</span> : null}
      {product.availability ? (
        <span className="cb-muted">{t(`product.availability.${product.availability}`)}</span>
      ) : null}
    </p>
  );
}
