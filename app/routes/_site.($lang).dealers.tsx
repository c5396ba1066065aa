import type { ReactNode } from "react";
import { Form, Link, useLoaderData } from "react-router";
import { BidiText } from "~/components/BidiText";
import { Breadcrumb, type Crumb } from "~/components/Breadcrumb";
import { Icon } from "~/components/icons";
import { PageHero } from "~/components/PageHero";
import { PageMessage } from "~/components/PageMessage";
import { PRIMARY_PHONE, SITE } from "~/config/site";
import { dealersPath, parseDealerQuery } from "~/dealers/dealer-query";
import { dealerDirectory, type DistrictLink } from "~/dealers/directory.server";
import { textLanguage } from "~/i18n/content";
import { format, plural } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { STATIC_PAGE } from "~/lib/hydration";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { whatsappChatUrl } from "~/seo/whatsapp";
import { PageStyle } from "~/styles/inline-style";
import dealersStyle from "~/styles/dealers.css?inline";
import type { Route } from "./+types/_site.($lang).dealers";

// Nothing on this page needs client-side code: links and a GET form choose the district.
export const handle = STATIC_PAGE;

/**
 * /dealers: where to buy. Without a district, the districts that have dealers and a list of
 * every district; with `?district=` (and `?town=`), that place's dealers, each with a call and
 * a WhatsApp button; with `?product=`, those who said they stock it first.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const messages = messagesFor(locale);
  const text = messages.dealers;
  const directory = dealerDirectory(parseDealerQuery(new URL(request.url).searchParams), locale);
  const { district, town, product, dealers, stockedCount } = directory;
  const company = messages.company.shortName;
  const heading = !district
    ? messages.chrome.whereToBuy
    : town
      ? format(text.townTitle, { town: town.name, district: district.name })
      : format(text.districtTitle, { district: district.name });
  return {
    ...directory,
    text,
    heading,
    title: district ? heading : text.title,
    description: district
      ? format(text.districtDescription, { company, district: district.name })
      : format(text.description, { company }),
    found: district && dealers.length > 0 ? plural(locale, text.found, dealers.length) : null,
    stockNote:
      product && dealers.length > 0
        ? stockedCount > 0
          ? plural(locale, text.stockNote, stockedCount, { product: product.name })
          : format(text.stockNone, { product: product.name })
        : null,
    officeWhatsapp:
      district && dealers.length === 0
        ? whatsappChatUrl(
            SITE.whatsappNumber,
            format(text.officeGreeting, { district: district.name }),
          )
        : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  const site = siteFromMatches(matches);
  const district = loaded?.district;
  const path = dealersPath({ district: district?.code, town: loaded?.town?.town });
  return pageMeta({
    site,
    path,
    title: loaded?.title ?? "",
    description: loaded?.description ?? "",
    jsonLd: district
      ? [
          breadcrumbJsonLd(site, [
            { name: site.chrome.nav.home, path: "/" },
            { name: site.chrome.whereToBuy, path: "/dealers" },
            { name: loaded?.heading ?? "", path },
          ]),
        ]
      : undefined,
  });
};

/** Links to districts, each with its count of dealers, keeping the product asked about. */
function DistrictLinks({ districts, product }: { districts: DistrictLink[]; product?: string }) {
  const { href } = useSiteText();
  return (
    <ul className="chip-list">
      {districts.map((district) => (
        <li key={district.code}>
          <Link
            to={href(dealersPath({ district: district.code, product }))}
            className="filter-chip"
          >
            {district.name} <span className="filter-count">{district.dealerCount}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Any district, chosen from a list grouped by province: a plain GET form, so it works without
 * JavaScript and its answer has an address of its own. A district without dealers may be chosen:
 * its page says so and how to buy all the same.
 */
function DistrictForm({ label }: { label: string }) {
  const { text, choices, district, product } = useLoaderData<typeof loader>();
  const { href } = useSiteText();
  return (
    <Form method="get" action={href("/dealers")} className="dealer-form">
      <div className="field">
        <label htmlFor="dealer-district">{label}</label>
        <select id="dealer-district" name="district" defaultValue={district?.code ?? ""}>
          <option value="">{text.choosePrompt}</option>
          {choices.map((province) => (
            <optgroup key={province.code} label={province.name}>
              {province.districts.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.dealerCount > 0 ? `${choice.name} (${choice.dealerCount})` : choice.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {product ? <input type="hidden" name="product" value={product.slug} /> : null}
      <button type="submit" className="button">
        {text.show}
      </button>
    </Form>
  );
}

export default function DealersPage() {
  const loaded = useLoaderData<typeof loader>();
  const { text, heading, district, product } = loaded;
  const { chrome } = useSiteText();
  const crumbs: Crumb[] = [{ label: chrome.nav.home, to: "/" }];
  if (district) {
    crumbs.push({ label: chrome.whereToBuy, to: dealersPath({ product: product?.slug }) });
    crumbs.push(
      loaded.town
        ? {
            label: district.name,
            to: dealersPath({ district: district.code, product: product?.slug }),
          }
        : { label: district.name },
    );
    if (loaded.town)
      crumbs.push({ label: loaded.town.name, lang: textLanguage(loaded.town, "town").lang });
  } else {
    crumbs.push({ label: chrome.whereToBuy });
  }
  const intro = district
    ? (loaded.found ?? undefined)
    : product
      ? format(text.introProduct, { product: product.name })
      : text.intro;
  return (
    <>
      <PageStyle css={dealersStyle} />
      <PageHero title={heading} intro={intro === undefined ? undefined : <BidiText text={intro} />}>
        <Breadcrumb crumbs={crumbs} />
      </PageHero>
      <section className="section">
        <div className="container">{district ? <DistrictDealers /> : <ChooseDistrict />}</div>
      </section>
    </>
  );
}

/** The way in: the districts that have dealers, by province, then any district. */
function ChooseDistrict() {
  const { text, provinces, product } = useLoaderData<typeof loader>();
  return (
    <>
      <h2>{text.districtsHeading}</h2>
      <div className="district-groups">
        {provinces.map((province) => (
          <section key={province.code} aria-labelledby={`province-${province.code}`}>
            <h3 id={`province-${province.code}`}>{province.name}</h3>
            <DistrictLinks districts={province.districts} product={product?.slug} />
          </section>
        ))}
      </div>
      <DistrictForm label={text.chooseDistrict} />
    </>
  );
}

/**
 * A dealer's link to another site (its WhatsApp chat, its directions), if it has one: named by
 * its words and described by the shop's name, since every card has the same words.
 */
function OutLink({
  href,
  dealer,
  className,
  children,
}: {
  href: string | null;
  dealer: number;
  className: string;
  children: ReactNode;
}) {
  if (!href) return null;
  return (
    <a
      href={href}
      className={`button ${className}`}
      rel="noopener noreferrer"
      aria-describedby={`dealer-${dealer}`}
    >
      {children}
    </a>
  );
}

/** A district's dealers (of one town, if chosen), or what to do when it has none. */
function DistrictDealers() {
  const loaded = useLoaderData<typeof loader>();
  const { text, district, towns, town, product, dealers, stockNote, otherDistricts } = loaded;
  const { chrome, href } = useSiteText();
  if (!district) return null;
  return (
    <>
      {towns.length > 1 ? (
        <nav aria-label={text.towns} className="dealer-towns">
          <ul className="chip-list">
            <li>
              <Link
                to={href(dealersPath({ district: district.code, product: product?.slug }))}
                className="filter-chip"
                aria-current={town ? undefined : "page"}
              >
                {text.allTowns}{" "}
                <span className="filter-count">
                  {towns.reduce((sum, one) => sum + one.dealerCount, 0)}
                </span>
              </Link>
            </li>
            {towns.map((one) => (
              <li key={one.town}>
                <Link
                  to={href(
                    dealersPath({
                      district: district.code,
                      town: one.town,
                      product: product?.slug,
                    }),
                  )}
                  className="filter-chip"
                  aria-current={one.town === town?.town ? "page" : undefined}
                  {...textLanguage(one, "town")}
                >
                  {one.name} <span className="filter-count">{one.dealerCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {stockNote ? (
        <p className="dealer-note">
          <BidiText text={stockNote} />
        </p>
      ) : null}
      {dealers.length > 0 ? (
        <ul className="dealer-list">
          {dealers.map((dealer) => (
            <li key={dealer.id} className="card dealer-card">
              <h2 id={`dealer-${dealer.id}`} {...textLanguage(dealer, "shopName")}>
                <BidiText text={dealer.shopName} />
              </h2>
              {product && dealer.stocks ? (
                <p className="badge dealer-stocks">
                  <Icon name="shieldCheck" />{" "}
                  <BidiText text={format(text.stocks, { product: product.name })} />
                </p>
              ) : null}
              <p {...textLanguage(dealer, "contactName")}>{dealer.contactName}</p>
              <p className="dealer-address">
                <Icon name="pin" />{" "}
                <span {...textLanguage(dealer, "address")}>
                  <BidiText text={dealer.address} />
                </span>
                <br />
                <span {...textLanguage(dealer, "town")}>{dealer.town}</span>
              </p>
              <p className="dealer-actions">
                <a href={dealer.call} className="button button-accent dealer-call">
                  <Icon name="phone" /> {chrome.call} <bdi dir="ltr">{dealer.phone}</bdi>
                </a>
                <OutLink href={dealer.whatsapp} dealer={dealer.id} className="button-chat">
                  <Icon name="whatsapp" /> {chrome.whatsapp}
                </OutLink>
                <OutLink href={dealer.directions} dealer={dealer.id} className="button-outline">
                  <Icon name="map" /> {text.directions}
                </OutLink>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <PageMessage
          icon="stall"
          title={format(text.none, { district: district.name })}
          action={
            <p className="button-row page-message-actions">
              <a href={`tel:${PRIMARY_PHONE.tel}`} className="button button-accent">
                <Icon name="phone" /> {text.callOffice}
              </a>
              {loaded.officeWhatsapp ? (
                <a
                  href={loaded.officeWhatsapp}
                  className="button button-chat"
                  rel="noopener noreferrer"
                >
                  <Icon name="whatsapp" /> {text.whatsappOffice}
                </a>
              ) : null}
            </p>
          }
        >
          {text.noneText}
        </PageMessage>
      )}
      {otherDistricts.length > 0 ? (
        <section aria-labelledby="other-districts" className="dealer-others">
          <h2 id="other-districts">
            {format(text.otherDistricts, { province: district.province.name })}
          </h2>
          <DistrictLinks districts={otherDistricts} product={product?.slug} />
        </section>
      ) : null}
      {/* Only where there is no list to send: a list of every district weighs 2.5 KB. */}
      {dealers.length === 0 ? <DistrictForm label={text.chooseAnotherDistrict} /> : null}
      <p>
        <Link to={href(dealersPath({ product: product?.slug }))} className="button button-outline">
          {text.allDistricts}
        </Link>
      </p>
    </>
  );
}
