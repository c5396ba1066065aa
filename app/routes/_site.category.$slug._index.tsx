import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { getCategoryBySlug } from "~/categories/categories.server";
import { Breadcrumb } from "~/components/Breadcrumb";
import { PageMessage } from "~/components/PageMessage";
import { SiteErrorMessage, SiteNotFound } from "~/components/SiteError";
import { ProductCard } from "~/components/ProductCard";
import { SITE } from "~/config/site";
import { listProductsInCategory } from "~/products/products.server";
import { notFoundMeta, originFromMatches, pageMeta } from "~/seo/meta";
import { uploadedShareImage } from "~/seo/share-image";
import { breadcrumbJsonLd } from "~/seo/structured-data";

export async function loader({ params }: LoaderFunctionArgs) {
  const category = getCategoryBySlug(params.slug ?? "");
  if (!category) throw data("Category not found", { status: 404 });
  return { category, products: listProductsInCategory(category.id) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location }) => {
  const origin = originFromMatches(matches);
  if (!loaded) {
    return notFoundMeta("category", origin, location.pathname);
  }
  const { category, products } = loaded;
  const path = `/category/${category.slug}`;
  const pictured = products.find((product) => product.image);
  return pageMeta({
    origin,
    path,
    title: `${category.name} in Pakistan`,
    description: `${category.description} ${products.length} ${products.length === 1 ? "product" : "products"} from ${SITE.name}, Lahore.`,
    image: pictured?.image ? uploadedShareImage(pictured.image, pictured.name) : undefined,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: category.name, path },
      ]),
    ],
  });
};

export default function CategoryPage() {
  const { category, products } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{category.name}</h1>
          <Breadcrumb
            crumbs={[{ label: "Home", to: "/" }, { label: "Products" }, { label: category.name }]}
          />
        </div>
      </section>
      <section className="section">
        <div className="container">
          <p className="lead">{category.description}</p>
          {products.length === 0 ? (
            <PageMessage icon="📦" title="No Products Available">
              We are updating our {category.name.toLowerCase()} line. Please check back soon or
              contact us for what is in stock.
            </PageMessage>
          ) : (
            <>
              <h2 className="visually-hidden">Products in {category.name}</h2>
              <ul className="card-grid">
                {products.map((product, index) => (
                  <ProductCard key={product.id} product={product} priority={index === 0} />
                ))}
              </ul>
            </>
          )}
          <div className="cta-strip">
            <p>Not sure which product suits your crop? Our team will advise you.</p>
            <Link to="/contact" className="button">
              Contact Us for Advice
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return notFound ? (
    <SiteNotFound kind="category" />
  ) : (
    <SiteErrorMessage icon="⚠️" title="Error Loading Category">
      Failed to load category data. Please try again.
    </SiteErrorMessage>
  );
}
