import { Link, useLoaderData } from "react-router";
import { Counter } from "~/components/home/Counter";
import { HeroSlider } from "~/components/home/HeroSlider";
import { Icon, type IconName } from "~/components/icons";
import homePageScript from "~/components/home/home-page.inline?inline-script";
import { SITE } from "~/config/site";
import { format } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { staticPage } from "~/lib/hydration";
import { PageStyle } from "~/styles/inline-style";
import homeStyle from "~/styles/home.css?inline";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { localBusinessJsonLd } from "~/seo/structured-data";
import type { Route } from "./+types/_site.($lang)._index";

// Sent without the router's scripts: the slider's and the counters' behaviour is the page's own
// small script.
export const handle = staticPage(import.meta.env.SSR ? homePageScript : "");

export async function loader({ params }: Route.LoaderArgs) {
  return { text: messagesFor(pageLocale(params)).home };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  const site = siteFromMatches(matches);
  const values = { company: site.company.name, year: SITE.established };
  return pageMeta({
    site,
    path: "/",
    title: format(loaded?.text.title ?? "{company}", values),
    description: format(loaded?.text.description ?? "", values),
    jsonLd: [localBusinessJsonLd(site)],
  });
};

/** The slides' pictures, in the order of the catalogue's slide texts. */
const SLIDE_IMAGES = [
  "/images/hero/slide-1",
  "/images/hero/slide-2",
  "/images/hero/slide-3",
  "/images/hero/slide-4",
  "/images/hero/slide-5",
];

const COUNTERS = [
  { key: "years", target: 20, suffix: "+", durationMs: 2000 },
  { key: "farmers", target: 1000, suffix: "+", durationMs: 3000 },
  { key: "products", target: 50, suffix: "+", durationMs: 2000 },
  { key: "categories", target: 5, suffix: "+", durationMs: 1500 },
] as const;

/** The services' icons, in the order of the catalogue's services. */
const SERVICE_ICONS: IconName[] = ["flask", "map", "sprout", "truck", "shieldCheck", "lightbulb"];

export default function Home() {
  const { text } = useLoaderData<typeof loader>();
  const { chrome, company, href } = useSiteText();
  const slides = text.slides.map((slide, index) => ({
    ...slide,
    image: SLIDE_IMAGES[index] ?? SLIDE_IMAGES[0] ?? "",
  }));
  return (
    <>
      <PageStyle css={homeStyle} />
      <HeroSlider slides={slides} text={text.slider} />

      <section className="section intro">
        <div className="container intro-inner">
          <div>
            <p className="eyebrow">{format(text.welcome, { company: company.name })}</p>
            <h2>{text.introTitle}</h2>
            <p>{text.intro}</p>
          </div>
          <div className="button-row">
            <Link to={href("/crops")} className="button">
              {chrome.nav.crops}
            </Link>
            <Link to={href("/dealers")} className="button button-outline">
              {chrome.whereToBuy}
            </Link>
            <Link to={href("/contact")} className="button button-outline">
              {text.expertAdvice}
            </Link>
          </div>
        </div>
      </section>

      <section className="section counters" aria-label={text.record}>
        <div className="container">
          <ul className="counter-grid">
            {COUNTERS.map((counter) => (
              <li key={counter.key}>
                <Counter
                  target={counter.target}
                  suffix={counter.suffix}
                  durationMs={counter.durationMs}
                />
                <span className="counter-label">{text.counters[counter.key]}</span>
              </li>
            ))}
            <li>
              <span className="counter-value">{text.all}</span>
              <span className="counter-label">{text.acrossPakistan}</span>
            </li>
          </ul>
        </div>
      </section>

      <section className="section services" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading" className="section-title">
            {text.servicesTitle}
          </h2>
          {/* A sideways-scrolling strip: focusable, so keyboard users can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul className="service-scroller" tabIndex={0} aria-label={text.servicesLabel}>
            {text.services.map((service, index) => (
              <li key={service.title} className="service-card">
                <span className="service-icon">
                  <Icon name={SERVICE_ICONS[index] ?? "leaf"} />
                </span>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="banner">
        <div className="container banner-inner">
          <div>
            <h2>{format(text.trustedTitle, { year: SITE.established })}</h2>
            <p>{text.trustedText}</p>
          </div>
          <Link to={href("/about")} className="button button-accent">
            {text.aboutCompany}
          </Link>
        </div>
      </section>
    </>
  );
}
