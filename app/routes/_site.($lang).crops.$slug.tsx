import { data, isRouteErrorResponse, Link, useLoaderData, useRouteError } from "react-router";
import { BidiText } from "~/components/BidiText";
import { DoseText } from "~/components/DoseText";
import { Breadcrumb } from "~/components/Breadcrumb";
import { CALCULATOR_ID } from "~/components/calculator/spray-calculator-behaviour";
import { productUrl } from "~/components/ProductCard";
import { SiteErrorMessage, SiteNotFound } from "~/components/SiteError";
import { cropGuide, getCropBySlug } from "~/crops/crops.server";
import { localizeFields, textLanguage } from "~/i18n/content";
import { format } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { STATIC_PAGE } from "~/lib/hydration";
import { cropDescription, notFoundMeta, pageMeta, siteFromMatches } from "~/seo/meta";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import type { Route } from "./+types/_site.($lang).crops.$slug";
import { PageHero } from "~/components/PageHero";
import { PageStyle } from "~/styles/inline-style";
import cropsStyle from "~/styles/crops.css?inline";

// Nothing on this page needs client-side code: it is sent without the router's scripts.
export const handle = STATIC_PAGE;

/**
 * /crops/{slug}: the pests, diseases, weeds and nutrition needs of a crop, in that order, each
 * with what to spray, at what dose.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const found = getCropBySlug(params.slug ?? "");
  if (!found) throw data("Crop not found", { status: 404 });
  const groups = cropGuide(found.id, locale);
  if (groups.length === 0) throw data("Crop not in the guide", { status: 404 });
  return {
    text: messagesFor(locale).crops,
    crop: localizeFields(found, ["name"], locale),
    groups,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches, location }) => {
  const site = siteFromMatches(matches);
  if (!loaded) return notFoundMeta("page", site, location.pathname);
  const { text, crop, groups } = loaded;
  const targets = groups.flatMap((group) => group.targets);
  const path = `/crops/${crop.slug}`;
  return pageMeta({
    site,
    path,
    title: format(text.cropTitle, { crop: crop.name }),
    description: cropDescription(site, crop, targets, text),
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: site.chrome.nav.home, path: "/" },
        { name: text.title, path: "/crops" },
        { name: crop.name, path },
      ]),
    ],
  });
};

export default function CropPage() {
  const { text, crop, groups } = useLoaderData<typeof loader>();
  const { chrome, href } = useSiteText();
  const nameLanguage = textLanguage(crop, "name");
  return (
    <>
      <PageStyle css={cropsStyle} />
      <PageHero title={crop.name} intro={text.cropIntro} titleProps={nameLanguage}>
        <Breadcrumb
          crumbs={[
            { label: chrome.nav.home, to: "/" },
            { label: text.title, to: "/crops" },
            { label: crop.name, lang: nameLanguage.lang },
          ]}
        />
      </PageHero>
      <section className="section">
        <div className="container crop-kinds">
          {groups.map((group) => (
            <section
              key={group.kind}
              className="crop-kind"
              aria-labelledby={`crop-kind-${group.kind}`}
            >
              <h2 id={`crop-kind-${group.kind}`}>{text.kinds[group.kind]}</h2>
              <div className="crop-targets">
                {group.targets.map((target) => (
                  <section key={target.target} className="card crop-target">
                    <h3 {...textLanguage(target, "target")}>
                      <BidiText text={target.target} />
                    </h3>
                    <ul className="crop-uses">
                      {target.products.map((product) => (
                        <li key={product.productSlug} className="crop-use">
                          <Link
                            className="crop-use-product"
                            to={href(
                              productUrl({
                                slug: product.productSlug,
                                categorySlug: product.categorySlug,
                              }),
                            )}
                            {...textLanguage(product, "productName")}
                          >
                            <BidiText text={product.productName} />
                          </Link>
                          <dl className="use-facts">
                            <div>
                              <dt>{text.dose}</dt>
                              <dd {...textLanguage(product, "dose")}>
                                <DoseText phrases={product.dosePhrases} />
                              </dd>
                            </div>
                            <div>
                              <dt>{text.waitingPeriod}</dt>
                              <dd {...textLanguage(product, "waitingPeriod")}>
                                {product.waitingPeriod ? (
                                  <BidiText text={product.waitingPeriod} />
                                ) : (
                                  "–"
                                )}
                              </dd>
                            </div>
                          </dl>
                          {product.doseParts ? (
                            <Link
                              className="crop-use-calculate"
                              to={href(
                                `${productUrl({
                                  slug: product.productSlug,
                                  categorySlug: product.categorySlug,
                                })}?use=${product.useNumber}#${CALCULATOR_ID}`,
                              )}
                            >
                              {text.calculate}
                            </Link>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </section>
          ))}
          <p className="center">
            <Link to={href("/crops")} className="button button-outline">
              {text.allCrops}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { chrome } = useSiteText();
  if (isRouteErrorResponse(error) && error.status === 404) return <SiteNotFound kind="page" />;
  return (
    <SiteErrorMessage icon="warning" title={chrome.error.title}>
      {chrome.error.text}
    </SiteErrorMessage>
  );
}
