import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { getCategoryBySlug } from "~/categories/categories.server";
import { Breadcrumb } from "~/components/Breadcrumb";
import { PageMessage } from "~/components/PageMessage";
import { ProductCard } from "~/components/ProductCard";
import { SITE } from "~/config/site";
import { listProductsInCategory } from "~/products/products.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const category = getCategoryBySlug(params.slug ?? "");
  if (!category) throw data("Category not found", { status: 404 });
  return { category, products: listProductsInCategory(category.id) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded
    ? [
        { title: `${loaded.category.name} | ${SITE.name}` },
        { name: "description", content: loaded.category.description },
      ]
    : [{ title: `Category Not Found | ${SITE.name}` }];

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
            <ul className="card-grid">
              {products.map((product, index) => (
                <ProductCard key={product.id} product={product} priority={index === 0} />
              ))}
            </ul>
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
  return (
    <section className="section">
      <div className="container">
        {notFound ? (
          <PageMessage
            icon="🔍"
            title="Category Not Found"
            action={
              <Link to="/" className="button">
                Return to Home
              </Link>
            }
          >
            The category you are looking for does not exist.
          </PageMessage>
        ) : (
          <PageMessage
            icon="⚠️"
            title="Error Loading Category"
            action={
              <Link to="/" className="button">
                Return to Home
              </Link>
            }
          >
            Failed to load category data. Please try again.
          </PageMessage>
        )}
      </div>
    </section>
  );
}
