import { BidiText } from "./BidiText";
import { Link } from "react-router";
import { textLanguage } from "~/i18n/content";
import { joinList } from "~/i18n/format";
import { useSiteText } from "~/i18n/site-text";
import type { LocalizedProductSummary, ProductSummary } from "~/products/products.server";
import { Icon } from "./icons";
import { ResponsiveImg } from "./ResponsiveImg";

/** A product page's English address; pages put it in their language. */
export const productUrl = (product: Pick<ProductSummary, "categorySlug" | "slug">) =>
  `/category/${product.categorySlug}/${product.slug}`;

export function ProductImagePlaceholder({ className = "" }: { className?: string }) {
  const { chrome } = useSiteText();
  return (
    <div className={`image-placeholder ${className}`} role="img" aria-label={chrome.noImage}>
      <Icon name="leaf" />
    </div>
  );
}

/** `priority` for the first card, which is in view on arrival on a phone. */
export function ProductCard({
  product,
  priority = false,
}: {
  product: LocalizedProductSummary;
  priority?: boolean;
}) {
  const { chrome, href, locale } = useSiteText();
  const focus = product.focus;
  return (
    <li className="card product-card">
      <div className="product-card-image">
        {product.image ? (
          <ResponsiveImg
            image={product.image}
            alt=""
            sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
            priority={priority}
          />
        ) : (
          <ProductImagePlaceholder />
        )}
      </div>
      <div className="product-card-body">
        <h3 {...textLanguage(product, "name")}>
          <BidiText text={product.name} />
        </h3>
        {focus && focus.targets.length > 0 ? (
          <dl className="product-card-focus">
            <div>
              <dt>{chrome.cardFocus.targets}</dt>
              <dd>
                <BidiText text={joinList(locale, focus.targets)} />
              </dd>
            </div>
            <div>
              <dt>{chrome.cardFocus.crops}</dt>
              <dd>
                <BidiText text={joinList(locale, focus.crops)} />
              </dd>
            </div>
          </dl>
        ) : null}
        <Link to={href(productUrl(product))} className="button button-small">
          {chrome.viewDetails}
        </Link>
      </div>
    </li>
  );
}
