import { Link, useLoaderData } from "react-router";
import { BidiText } from "~/components/BidiText";
import { PRIMARY_PHONE, SITE } from "~/config/site";
import { format } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { STATIC_PAGE } from "~/lib/hydration";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { localBusinessJsonLd } from "~/seo/structured-data";
import type { Route } from "./+types/_site.($lang).about";
import { PageHero } from "~/components/PageHero";
import { PageStyle } from "~/styles/inline-style";
import aboutStyle from "~/styles/about.css?inline";

// Nothing on this page needs client-side code: it is sent without the router's scripts.
export const handle = STATIC_PAGE;

export async function loader({ params }: Route.LoaderArgs) {
  return { text: messagesFor(pageLocale(params)).about };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    path: "/about",
    title: loaded?.text.title ?? "",
    description: format(loaded?.text.description ?? "", {
      company: site.company.name,
      year: SITE.established,
    }),
    jsonLd: [localBusinessJsonLd(site)],
  });
};

export default function About() {
  const { text } = useLoaderData<typeof loader>();
  const { company, href } = useSiteText();
  const values = { company: company.name, year: SITE.established };
  const legal = [
    { term: text.facts.companyName, value: company.legalName },
    { term: text.facts.established, value: String(SITE.established) },
    { term: text.facts.businessType, value: company.businessType },
    { term: text.facts.taxRegistration, value: SITE.taxRegistrationNumber, ltr: true },
    { term: text.facts.location, value: company.address },
    { term: text.facts.contact, value: `${PRIMARY_PHONE.display} · ${SITE.email}`, ltr: true },
  ];
  return (
    <>
      <PageStyle css={aboutStyle} />
      <PageHero title={format(text.heading, values)} intro={format(text.subheading, values)} />

      <section className="section">
        <div className="container prose">
          <h2>{text.whoWeAre}</h2>
          <p>{format(text.whoWeAreText, values)}</p>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container two-columns">
          <div className="card">
            <h2>{text.vision}</h2>
            <p>{text.visionText}</p>
          </div>
          <div className="card">
            <h2>{text.mission}</h2>
            <p>{text.missionText}</p>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">{text.supplyTitle}</h2>
          <ul className="tile-grid">
            {text.productTypes.map((type) => (
              <li key={type.name} className="card">
                <h3>{type.name}</h3>
                <p>{type.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2 className="section-title">{text.serveTitle}</h2>
          <ul className="tile-grid">
            {text.clientGroups.map((group) => (
              <li key={group.name} className="card">
                <h3>{group.name}</h3>
                <p>{group.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">{text.businessTitle}</h2>
          <dl className="fact-list">
            {legal.map((fact) => (
              <div key={fact.term}>
                <dt>{fact.term}</dt>
                <dd>
                  {fact.ltr ? <bdi dir="ltr">{fact.value}</bdi> : <BidiText text={fact.value} />}
                </dd>
              </div>
            ))}
          </dl>
          <p className="center">
            <Link to={href("/contact")} className="button">
              {text.contactUs}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
