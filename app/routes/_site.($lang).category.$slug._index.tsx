import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from "react-router";
import { getCategoryBySlug, localizeCategory } from "~/categories/categories.server";
import { BidiText } from "~/components/BidiText";
import { Breadcrumb } from "~/components/Breadcrumb";
import { SaveForOffline } from "~/components/SaveForOffline";
import { PageMessage } from "~/components/PageMessage";
import { SiteErrorMessage, SiteNotFound } from "~/components/SiteError";
import { ProductCard } from "~/components/ProductCard";
import { textLanguage } from "~/i18n/content";
import { format, plural } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { STATIC_PAGE } from "~/lib/hydration";
import { listProductsInCategory, localizeProductCards } from "~/products/products.server";
import { categoryDescription, notFoundMeta, pageMeta, siteFromMatches } from "~/seo/meta";
import { uploadedShareImage } from "~/seo/share-image";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import type { Route } from "./+types/_site.($lang).category.$slug._index";
import { PageHero } from "~/components/PageHero";

// Nothing on this page needs client-side code: it is sent without the router's scripts.
export const handle = STATIC_PAGE;

export async function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const found = getCategoryBySlug(params.slug ?? "");
  if (!found) throw data("Category not found", { status: 404 });
  const category = localizeCategory(found, locale);
  const products = localizeProductCards(listProductsInCategory(found.id), locale);
  const { category: text } = messagesFor(locale);
  return {
    category,
    products,
    text,
    productCount: plural(locale, text.productCount, products.length),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches, location }) => {
  const site = siteFromMatches(matches);
  if (!loaded) {
    return notFoundMeta("category", site, location.pathname);
  }
  const { category, products, text, productCount } = loaded;
  const path = `/category/${category.slug}`;
  const pictured = products.find((product) => product.image);
  return pageMeta({
    site,
    path,
    title: format(text.title, { category: category.name }),
    description: categoryDescription(site, category, productCount, text),
    image: pictured?.image ? uploadedShareImage(pictured.image, pictured.name) : undefined,
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: site.chrome.nav.home, path: "/" },
        { name: category.name, path },
      ]),
    ],
  });
};

export default function CategoryPage() {
  const { category, products, text } = useLoaderData<typeof loader>();
  const { chrome, href } = useSiteText();
  const nameLanguage = textLanguage(category, "name");
  return (
    <>
      <PageHero title={<BidiText text={category.name} />} titleProps={nameLanguage}>
        <Breadcrumb
          crumbs={[
            { label: chrome.nav.home, to: "/" },
            { label: chrome.nav.products },
            { label: category.name, lang: nameLanguage.lang },
          ]}
        />
      </PageHero>
      <section className="section">
        <div className="container">
          {/* The products come first, so the first one is on a phone's first screen; the
              category's introduction and the offline button follow them. */}
          {products.length === 0 ? (
            <PageMessage icon="box" title={text.empty}>
              {text.emptyText}
            </PageMessage>
          ) : (
            <>
              <h2 className="visually-hidden">
                {format(text.productsIn, { category: category.name })}
              </h2>
              <ul className="card-grid">
                {products.map((product, index) => (
                  <ProductCard key={product.id} product={product} priority={index === 0} />
                ))}
              </ul>
            </>
          )}
          <p className="lead category-about" {...textLanguage(category, "description")}>
            <BidiText text={category.description} />
          </p>
          <SaveForOffline />
          <div className="cta-strip">
            <p>{text.advice}</p>
            <Link to={href("/contact")} className="button">
              {text.adviceLink}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { chrome } = useSiteText();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return notFound ? (
    <SiteNotFound kind="category" />
  ) : (
    <SiteErrorMessage icon="warning" title={chrome.categoryError.title}>
      {chrome.categoryError.text}
    </SiteErrorMessage>
  );
}
