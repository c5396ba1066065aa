import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Counter } from "~/components/home/Counter";
import { HeroSlider, type Slide } from "~/components/home/HeroSlider";
import { SITE } from "~/config/site";
import { originFromMatches, pageMeta } from "~/seo/meta";
import { localBusinessJsonLd } from "~/seo/structured-data";

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    origin,
    path: "/",
    title: `${SITE.name} | Crop Protection Products in Pakistan`,
    description: `Insecticides, herbicides, fungicides and fertilizers from ${SITE.name}, Lahore. Serving farmers and dealers across Pakistan since ${SITE.established}.`,
    jsonLd: [localBusinessJsonLd(origin)],
  });
};

const SLIDES: Slide[] = [
  {
    title: "Protecting Pakistan's Crops Since 2004",
    description:
      "Genuine insecticides, herbicides, fungicides and fertilizers for farmers and dealers in every province.",
    image: "/images/hero/slide-1",
  },
  {
    title: "Healthy Cotton, Better Yields",
    description:
      "Proven control of whitefly, jassid, thrips and bollworms, with advice on when and how much to spray.",
    image: "/images/hero/slide-2",
  },
  {
    title: "Clean Wheat, Stronger Harvests",
    description:
      "Herbicides and fungicides that keep dumbi sitti, broadleaf weeds and rust out of your wheat.",
    image: "/images/hero/slide-3",
  },
  {
    title: "Expert Advice in Your Field",
    description:
      "Our agronomists visit farms, test soil and train dealers, so every rupee spent on inputs pays back.",
    image: "/images/hero/slide-4",
  },
  {
    title: "Delivered Across Pakistan",
    description:
      "A dealer network from Punjab to Sindh and beyond brings the right product to your village on time.",
    image: "/images/hero/slide-5",
  },
];

const COUNTERS = [
  { target: 20, suffix: "+", durationMs: 2000, label: "Years of Experience" },
  { target: 1000, suffix: "+", durationMs: 3000, label: "Happy Farmers" },
  { target: 50, suffix: "+", durationMs: 2000, label: "Quality Products" },
  { target: 5, suffix: "+", durationMs: 1500, label: "Product Categories" },
] as const;

const SERVICES = [
  {
    icon: "🧪",
    title: "Product Range",
    text: "Insecticides, herbicides, fungicides, fertilizers and growth regulators for every major crop.",
  },
  {
    icon: "🗺️",
    title: "Nationwide Coverage",
    text: "Dealers and distributors across Punjab, Sindh, Khyber Pakhtunkhwa and Balochistan.",
  },
  {
    icon: "👨‍🌾",
    title: "Technical Support",
    text: "Agronomists who visit fields, identify pests and diseases, and recommend the right dose.",
  },
  {
    icon: "🚚",
    title: "Fast Delivery",
    text: "Stock reaches dealers quickly in the spraying season, when timing decides the crop.",
  },
  {
    icon: "✅",
    title: "Quality Assurance",
    text: "Registered, genuine products stored and transported the right way, batch by batch.",
  },
  {
    icon: "💡",
    title: "Innovative Solutions",
    text: "New chemistries and smarter programmes that cut costs and slow resistance.",
  },
] as const;

export default function Home() {
  return (
    <>
      <HeroSlider slides={SLIDES} />

      <section className="section intro">
        <div className="container intro-inner">
          <div>
            <p className="eyebrow">Welcome to {SITE.name}</p>
            <h2>Your partner in crop protection for over two decades</h2>
            <p>
              From our base in Lahore we supply farmers, dealers and agro companies across Pakistan
              with crop-protection products they can rely on, and with the advice to use them well:
              the right product, the right dose, at the right time.
            </p>
          </div>
          <Link to="/contact" className="button">
            Get Expert Advice
          </Link>
        </div>
      </section>

      <section className="section counters" aria-label="Our record">
        <div className="container">
          <ul className="counter-grid">
            {COUNTERS.map((counter) => (
              <li key={counter.label}>
                <Counter
                  target={counter.target}
                  suffix={counter.suffix}
                  durationMs={counter.durationMs}
                />
                <span className="counter-label">{counter.label}</span>
              </li>
            ))}
            <li>
              <span className="counter-value">All</span>
              <span className="counter-label">Across Pakistan</span>
            </li>
          </ul>
        </div>
      </section>

      <section className="section services" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading" className="section-title">
            What We Offer
          </h2>
          {/* A sideways-scrolling strip: focusable, so keyboard users can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul className="service-scroller" tabIndex={0} aria-label="Our services">
            {SERVICES.map((service) => (
              <li key={service.title} className="service-card">
                <span className="service-icon" aria-hidden="true">
                  {service.icon}
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
            <h2>Trusted by farmers and dealers since {SITE.established}</h2>
            <p>Learn who we are, what we stand for and the crops we help protect.</p>
          </div>
          <Link to="/about" className="button button-accent">
            About Our Company
          </Link>
        </div>
      </section>
    </>
  );
}
