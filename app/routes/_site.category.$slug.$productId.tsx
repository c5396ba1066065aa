import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { Breadcrumb } from "~/components/Breadcrumb";
import { Icon } from "~/components/icons";
import { SiteErrorMessage, SiteNotFound } from "~/components/SiteError";
import { ProductCard, ProductImagePlaceholder, productUrl } from "~/components/ProductCard";
import { ResponsiveImg } from "~/components/ResponsiveImg";
import { SITE } from "~/config/site";
import {
  findProductByUrlKey,
  listRelatedProducts,
  type ProductSpecifications,
} from "~/products/products.server";
import { absoluteUrl, notFoundMeta, originFromMatches, pageMeta } from "~/seo/meta";
import { publicOrigin } from "~/seo/origin.server";
import { uploadedShareImage } from "~/seo/share-image";
import { breadcrumbJsonLd, productJsonLd } from "~/seo/structured-data";
import { productEnquiryMessage, whatsappChatUrl } from "~/seo/whatsapp";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const product = findProductByUrlKey(params.productId ?? "");
  if (!product) throw data("Product not found", { status: 404 });
  // Links by id, or to a product that moved category, land on its one canonical address.
  const canonical = productUrl(product);
  if (canonical !== `/category/${params.slug}/${params.productId}`) throw redirect(canonical, 301);
  const pageUrl = absoluteUrl(publicOrigin(request), canonical);
  return {
    product,
    related: listRelatedProducts(product),
    whatsappUrl: whatsappChatUrl(SITE.whatsappNumber, productEnquiryMessage(product.name, pageUrl)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location }) => {
  const origin = originFromMatches(matches);
  if (!loaded) {
    return notFoundMeta("product", origin, location.pathname);
  }
  const { product } = loaded;
  const path = productUrl(product);
  const image = product.image ? uploadedShareImage(product.image, product.name) : undefined;
  return pageMeta({
    origin,
    path,
    type: "product",
    title: `${product.name} | ${product.categoryName}`,
    description: product.description,
    image,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: product.categoryName, path: `/category/${product.categorySlug}` },
        { name: product.name, path },
      ]),
      productJsonLd(origin, {
        name: product.name,
        description: product.description,
        categoryName: product.categoryName,
        path,
        imagePath: image?.path ?? null,
      }),
    ],
  });
};

const SPECIFICATION_LABELS: Record<keyof ProductSpecifications, string> = {
  composition: "Composition",
  dosage: "Dosage",
  waitingPeriod: "Waiting Period",
};

export default function ProductPage() {
  const { product, related, whatsappUrl } = useLoaderData<typeof loader>();
  const categoryUrl = `/category/${product.categorySlug}`;
  const specifications = (Object.keys(SPECIFICATION_LABELS) as (keyof ProductSpecifications)[])
    .filter((field) => product.specifications[field])
    .map((field) => ({ label: SPECIFICATION_LABELS[field], value: product.specifications[field] }));

  return (
    <>
      <div className="container">
        <Breadcrumb
          crumbs={[
            { label: "Home", to: "/" },
            { label: product.categoryName, to: categoryUrl },
            { label: product.name },
          ]}
        />
      </div>
      <article className="section product-detail">
        <div className="container product-layout">
          <div className="product-image">
            {product.image ? (
              <ResponsiveImg
                image={product.image}
                alt={product.name}
                sizes="(min-width: 900px) 520px, 92vw"
                priority
              />
            ) : (
              <ProductImagePlaceholder />
            )}
          </div>
          <div className="product-info">
            <p className="badge">{product.categoryName}</p>
            <h1>{product.name}</h1>
            <section>
              <h2>Product Overview</h2>
              <p>{product.description}</p>
            </section>
            {product.features.length > 0 ? (
              <section>
                <h2>Key Features</h2>
                <ul className="feature-list">
                  {product.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {product.usage ? (
              <section>
                <h2>Usage Instructions</h2>
                <p>{product.usage}</p>
              </section>
            ) : null}
            {specifications.length > 0 ? (
              <section>
                <h2>Specifications</h2>
                <dl className="spec-list">
                  {specifications.map((spec) => (
                    <div key={spec.label}>
                      <dt>{spec.label}</dt>
                      <dd>{spec.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            <div className="button-row">
              <Link to="/contact" className="button">
                Contact for Details
              </Link>
              <a
                href={whatsappUrl}
                className="button button-chat"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Ask on WhatsApp about ${product.name} (opens in a new tab)`}
              >
                <Icon name="chat" /> Ask on WhatsApp
              </a>
              <Link to={categoryUrl} className="button button-outline">
                <Icon name="arrowLeft" /> Back to Products
              </Link>
            </div>
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section className="section section-alt" aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading" className="section-title">
              Related Products
            </h2>
            <ul className="card-grid">
              {related.map((relatedProduct) => (
                <ProductCard key={relatedProduct.id} product={relatedProduct} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const back = (
    <Link to={params.slug ? `/category/${params.slug}` : "/"} className="button">
      <Icon name="arrowLeft" /> Back to Products
    </Link>
  );
  return notFound ? (
    <SiteNotFound kind="product" action={back} />
  ) : (
    <SiteErrorMessage icon="⚠️" title="Error Loading Product" action={back}>
      Failed to load product details. Please try again.
    </SiteErrorMessage>
  );
}
