import { Link } from "@remix-run/react";
import type { ProductSummary } from "~/products/products.server";
import { ResponsiveImg } from "./ResponsiveImg";

export const productUrl = (product: Pick<ProductSummary, "categorySlug" | "slug">) =>
  `/category/${product.categorySlug}/${product.slug}`;

export function ProductImagePlaceholder({ className = "" }: { className?: string }) {
  return (
    <div className={`image-placeholder ${className}`} role="img" aria-label="No image available">
      <span aria-hidden="true">🌱</span>
    </div>
  );
}

/** `priority` for the first card, which is in view on arrival on a phone. */
export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductSummary;
  priority?: boolean;
}) {
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
        <h3>{product.name}</h3>
        <Link to={productUrl(product)} className="button button-small">
          View Details
        </Link>
      </div>
    </li>
  );
}
