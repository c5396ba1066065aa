import { Link, useLoaderData } from "react-router";
import { Highlighted } from "~/components/Highlighted";
import { PageMessage } from "~/components/PageMessage";
import { ProductImagePlaceholder, productUrl } from "~/components/ProductCard";
import { ResponsiveImg } from "~/components/ResponsiveImg";
import { CategoryLinks } from "~/components/SiteError";
import { textLanguage } from "~/i18n/content";
import { format, plural } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { STATIC_PAGE } from "~/lib/hydration";
import { isFoundInNames } from "~/search/highlight";
import { SEARCH_QUERY_MAX_LENGTH } from "~/search/search-query";
import { searchProductsIn } from "~/search/search.server";
import { noteSearchResults } from "~/insight/visits.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import type { Route } from "./+types/_site.($lang).search";
import { PageHero } from "~/components/PageHero";
import { PageStyle } from "~/styles/inline-style";
import searchStyle from "~/styles/search.css?inline";

// Nothing on this page needs client-side code: it is sent without the router's scripts.
export const handle = STATIC_PAGE;

/** /search?q=: the products matching what was typed in the header's box, best first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(
    0,
    SEARCH_QUERY_MAX_LENGTH,
  );
  const { terms, products } = searchProductsIn(query, locale);
  // Remembered for counting this search, also when the page cache sends the page again.
  noteSearchResults(query, products.length);
  const text = messagesFor(locale).search;
  return {
    text,
    query: query.trim(),
    terms,
    found: plural(locale, text.found, products.length, { query: query.trim() }),
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      categorySlug: product.categorySlug,
      categoryName: product.categoryName,
      description: product.description,
      image: product.image,
      inEnglish: product.inEnglish,
      // The uses a word was found in: the crops and targets the result is recommended for,
      // by the names shown or by those typed in Roman Urdu.
      matchingUses: product.uses
        .filter((use) =>
          isFoundInNames([use.cropName, use.target, use.cropNameRoman, use.targetRoman], terms),
        )
        .map((use) => ({ cropName: use.cropName, target: use.target })),
    })),
  };
}

/** Results pages are for visitors, not search engines: the page itself is kept out of them. */
export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  const site = siteFromMatches(matches);
  const text = loaded?.text;
  return pageMeta({
    site,
    path: "/search",
    title: loaded?.query
      ? format(text?.titleFor ?? "", { query: loaded.query })
      : (text?.title ?? ""),
    description: text?.description ?? "",
    noindex: true,
  });
};

export default function SearchPage() {
  const { text, query, terms, found, products } = useLoaderData<typeof loader>();
  const { chrome, href } = useSiteText();
  return (
    <>
      <PageStyle css={searchStyle} />
      <PageHero title={text.heading} intro={query ? found : text.prompt} />
      <section className="section">
        <div className="container">
          {query && products.length === 0 ? (
            <PageMessage
              icon="search"
              title={text.empty}
              action={
                <>
                  <CategoryLinks label={text.categories} />
                  <p className="button-row page-message-actions">
                    <Link to={href("/crops")} className="button">
                      {chrome.nav.crops}
                    </Link>
                    <Link to={href("/contact")} className="button button-outline">
                      {text.askUs}
                    </Link>
                  </p>
                </>
              }
            >
              {format(text.emptyText, { query })}
            </PageMessage>
          ) : (
            <ol className="search-results">
              {products.map((product, index) => (
                <li key={product.id} className="card search-result">
                  <div className="search-result-image">
                    {product.image ? (
                      <ResponsiveImg
                        image={product.image}
                        alt=""
                        sizes="96px"
                        priority={index === 0}
                      />
                    ) : (
                      <ProductImagePlaceholder />
                    )}
                  </div>
                  <div className="search-result-body">
                    <h2 {...textLanguage(product, "name")}>
                      <Link to={href(productUrl(product))}>
                        <Highlighted text={product.name} terms={terms} />
                      </Link>
                    </h2>
                    <p className="badge" {...textLanguage(product, "categoryName")}>
                      <Highlighted text={product.categoryName} terms={terms} />
                    </p>
                    {product.matchingUses.length > 0 ? (
                      <ul className="search-uses">
                        {product.matchingUses.map((use, useIndex) => (
                          <li key={useIndex}>
                            <Highlighted text={`${use.cropName}: ${use.target}`} terms={terms} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <p className="clamp-2" {...textLanguage(product, "description")}>
                      <Highlighted text={product.description} terms={terms} />
                    </p>
                    <Link to={href(productUrl(product))} className="button button-small">
                      {chrome.viewDetails}
                    </Link>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
