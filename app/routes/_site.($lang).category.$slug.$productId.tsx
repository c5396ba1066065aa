import {
  data,
  redirect,
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useParams,
  useRouteError,
} from "react-router";
import { BidiText } from "~/components/BidiText";
import { DoseText } from "~/components/DoseText";
import { Breadcrumb } from "~/components/Breadcrumb";
import productPageScript from "~/components/calculator/product-page.inline?inline-script";
import { SprayCalculator } from "~/components/calculator/SprayCalculator";
import { CallBar } from "~/components/CallBar";
import { SaveForOffline } from "~/components/SaveForOffline";
import { Icon } from "~/components/icons";
import { SiteErrorMessage, SiteNotFound } from "~/components/SiteError";
import { ProductCard, ProductImagePlaceholder, productUrl } from "~/components/ProductCard";
import { ProductSafety } from "~/components/ProductSafety";
import { ResponsiveImg } from "~/components/ResponsiveImg";
import { SITE } from "~/config/site";
import { dealersPath } from "~/dealers/dealer-query";
import { textLanguage } from "~/i18n/content";
import { format } from "~/i18n/format";
import { localizedPath } from "~/i18n/locale";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { packSizesLine } from "~/doses/pack-sizes";
import { calculatorAt, calculatorSetup } from "~/doses/spray-answer";
import { staticPage } from "~/lib/hydration";
import {
  findProductByUrlKey,
  listRelatedProducts,
  localizeProduct,
  localizeProductCards,
} from "~/products/products.server";
import { dosedUsesInReadingOrder, usesInReadingOrder } from "~/products/use-order";
import { SPECIFICATION_FIELDS } from "~/products/specifications";
import {
  absoluteUrl,
  notFoundMeta,
  pageMeta,
  productDescription,
  siteFromMatches,
} from "~/seo/meta";
import { publicOrigin } from "~/seo/origin.server";
import { uploadedShareImage } from "~/seo/share-image";
import { breadcrumbJsonLd, productJsonLd } from "~/seo/structured-data";
import { PageStyle } from "~/styles/inline-style";
import productStyle from "~/styles/product.css?inline";
import { whatsappChatUrl } from "~/seo/whatsapp";
import type { Route } from "./+types/_site.($lang).category.$slug.$productId";

// Sent without the router's scripts: the spray calculator's form is answered by the server at
// its own address, and as the farmer types by the page's own small script.
export const handle = staticPage(import.meta.env.SSR ? productPageScript : "");

export async function loader({ params, request, url }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const found = findProductByUrlKey(params.productId ?? "");
  if (!found) throw data("Product not found", { status: 404 });
  // Links by id, or to a product that moved category, land on its one canonical address, with
  // what they asked the calculator.
  const canonical = localizedPath(productUrl(found), locale);
  const requested = localizedPath(`/category/${params.slug}/${params.productId}`, locale);
  if (canonical !== requested) throw redirect(`${canonical}${url.search}`, 301);
  const text = messagesFor(locale).product;
  const product = localizeProduct(found, locale);
  const pageUrl = absoluteUrl(publicOrigin(request), canonical);
  const dosedUses = dosedUsesInReadingOrder(product.uses);
  const setup = calculatorSetup(
    locale,
    text.sprayAnswer,
    Object.fromEntries(dosedUses.map((use) => [use.number, use.doseParts])),
    product.packSizes,
  );
  const offered = dosedUses.map((use) => String(use.number));
  return {
    product,
    text,
    packs: packSizesLine(product.packSizes, locale),
    calculator:
      dosedUses.length > 0
        ? {
            uses: dosedUses.map((use) => ({
              number: String(use.number),
              label: `${use.cropName}: ${use.target}`,
            })),
            setup,
            state: calculatorAt(
              (name) => url.searchParams.get(name),
              offered,
              setup,
              text.calculator.problems,
            ),
          }
        : null,
    related: localizeProductCards(listRelatedProducts(found), locale),
    verifyLink: messagesFor(locale).verify.link,
    whatsappUrl: whatsappChatUrl(
      SITE.whatsappNumber,
      format(text.whatsappMessage, { product: product.name, url: pageUrl }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches, location }) => {
  const site = siteFromMatches(matches);
  if (!loaded) {
    return notFoundMeta("product", site, location.pathname);
  }
  const { product, text } = loaded;
  const path = productUrl(product);
  const image = product.image ? uploadedShareImage(product.image, product.name) : undefined;
  return pageMeta({
    site,
    path,
    type: "product",
    title: format(text.title, { product: product.name, category: product.categoryName }),
    description: productDescription(site, product, text),
    image,
    jsonLd: [
      breadcrumbJsonLd(site, [
        { name: site.chrome.nav.home, path: "/" },
        { name: product.categoryName, path: `/category/${product.categorySlug}` },
        { name: product.name, path },
      ]),
      productJsonLd(site, {
        name: product.name,
        description: product.description,
        categoryName: product.categoryName,
        path,
        imagePath: image?.path ?? null,
      }),
    ],
  });
};

export default function ProductPage() {
  const { product, text, packs, calculator, related, whatsappUrl, verifyLink } =
    useLoaderData<typeof loader>();
  const { chrome, href } = useSiteText();
  const categoryUrl = `/category/${product.categorySlug}`;
  const specifications = SPECIFICATION_FIELDS.filter((field) => product.specifications[field]).map(
    (field) => ({ field, label: text[field], value: product.specifications[field] }),
  );
  const inLanguage = (field: string) => textLanguage(product, field);
  const uses = usesInReadingOrder(product.uses);

  return (
    <>
      <PageStyle css={productStyle} />
      <div className="container">
        <Breadcrumb
          crumbs={[
            { label: chrome.nav.home, to: "/" },
            { label: product.categoryName, to: categoryUrl, lang: inLanguage("categoryName").lang },
            { label: product.name, lang: inLanguage("name").lang },
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
            <p className="badge" {...inLanguage("categoryName")}>
              <BidiText text={product.categoryName} />
            </p>
            <h1 {...inLanguage("name")}>
              <BidiText text={product.name} />
            </h1>
            {packs ? (
              <p className="product-packs">
                {text.packs}: <strong>{packs}</strong>
              </p>
            ) : null}
            {uses.length > 0 ? (
              // What it is for and how much come first: a farmer's first questions.
              <section className="product-uses" aria-labelledby="uses-heading">
                <h2 id="uses-heading">{text.uses}</h2>
                <ul className="use-list">
                  {uses.map((use, index) => (
                    <li key={`${use.cropSlug}-${index}`} className="use-item">
                      <p className="use-for">
                        <strong {...textLanguage(use, "target")}>
                          <BidiText text={use.target} />
                        </strong>
                        <span className="use-crop" {...textLanguage(use, "cropName")}>
                          <span className="visually-hidden">{text.useCrop}: </span>
                          <Link to={href(`/crops/${use.cropSlug}`)}>{use.cropName}</Link>
                        </span>
                      </p>
                      <dl className="use-facts">
                        <div>
                          <dt>{text.useDose}</dt>
                          <dd className="use-dose" {...textLanguage(use, "dose")}>
                            <DoseText phrases={use.dosePhrases} />
                          </dd>
                        </div>
                        {use.waitingPeriod ? (
                          <div>
                            <dt>{text.useWaitingPeriod}</dt>
                            <dd {...textLanguage(use, "waitingPeriod")}>
                              <BidiText text={use.waitingPeriod} />
                            </dd>
                          </div>
                        ) : null}
                      </dl>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <ProductSafety product={product} text={text.safety} />
            {calculator ? (
              <SprayCalculator
                action={href(productUrl(product))}
                text={text.calculator}
                {...calculator}
              />
            ) : null}
            <section>
              <h2>{text.overview}</h2>
              <p {...inLanguage("description")}>
                <BidiText text={product.description} />
              </p>
            </section>
            {product.features.length > 0 ? (
              <section>
                <h2>{text.features}</h2>
                <ul className="feature-list" {...inLanguage("features")}>
                  {product.features.map((feature) => (
                    <li key={feature}>
                      <BidiText text={feature} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {product.usage ? (
              <section>
                <h2>{text.usage}</h2>
                <p {...inLanguage("usage")}>
                  <BidiText text={product.usage} />
                </p>
              </section>
            ) : null}
            {specifications.length > 0 ? (
              <section>
                <h2>{text.specifications}</h2>
                <dl className="spec-list">
                  {specifications.map((spec) => (
                    <div key={spec.field}>
                      <dt>{spec.label}</dt>
                      <dd {...inLanguage(spec.field)}>
                        <BidiText text={spec.value ?? ""} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            <div className="button-row">
              <Link
                to={`${href("/contact")}?product=${encodeURIComponent(product.slug)}`}
                className="button"
              >
                {text.contactForDetails}
              </Link>
              <a
                href={whatsappUrl}
                className="button button-chat"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={format(text.askOnWhatsappLabel, { product: product.name })}
              >
                <Icon name="whatsapp" /> {text.askOnWhatsapp}
              </a>
              <Link
                to={href(dealersPath({ product: product.slug }))}
                className="button button-outline"
              >
                <Icon name="pin" /> {chrome.whereToBuy}
              </Link>
              <Link to={href(categoryUrl)} className="button button-outline">
                <Icon name="arrowLeft" className="icon-back" /> {chrome.backToProducts}
              </Link>
            </div>
            <SaveForOffline />
            <p>
              <Link to={href("/verify")} className="verify-link">
                <Icon name="shieldCheck" /> {verifyLink}
              </Link>
            </p>
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section className="section section-alt" aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading" className="section-title">
              {text.related}
            </h2>
            <ul className="card-grid">
              {related.map((relatedProduct) => (
                <ProductCard key={relatedProduct.id} product={relatedProduct} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CallBar whatsappUrl={whatsappUrl} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const { chrome, href } = useSiteText();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const back = (
    <Link to={href(params.slug ? `/category/${params.slug}` : "/")} className="button">
      <Icon name="arrowLeft" className="icon-back" /> {chrome.backToProducts}
    </Link>
  );
  return notFound ? (
    <SiteNotFound kind="product" action={back} />
  ) : (
    <SiteErrorMessage icon="warning" title={chrome.productError.title} action={back}>
      {chrome.productError.text}
    </SiteErrorMessage>
  );
}
