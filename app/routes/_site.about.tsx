import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { FULL_ADDRESS, PRIMARY_PHONE, SITE } from "~/config/site";
import { originFromMatches, pageMeta } from "~/seo/meta";
import { localBusinessJsonLd } from "~/seo/structured-data";

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    origin,
    path: "/about",
    title: "About Us",
    description: `${SITE.name} has distributed crop-protection products from Lahore since ${SITE.established}. Our vision, mission, products and the people we serve.`,
    jsonLd: [localBusinessJsonLd(origin)],
  });
};

const PRODUCT_TYPES = [
  {
    name: "Insecticides",
    text: "Control of sucking and chewing pests in cotton, rice, vegetables and orchards.",
  },
  {
    name: "Herbicides",
    text: "Pre- and post-emergence weed control for wheat, rice, maize and sugarcane.",
  },
  {
    name: "Fungicides",
    text: "Protection against rusts, blights, blast, mildews and anthracnose.",
  },
  {
    name: "Fertilizers",
    text: "Micronutrients, water-soluble NPK and soil conditioners for balanced nutrition.",
  },
  {
    name: "Growth Regulators",
    text: "Products that manage plant height, flowering and fruit set.",
  },
  {
    name: "Seed Treatments",
    text: "Early protection of seed and seedlings against soil pests and diseases.",
  },
];

const CLIENT_GROUPS = [
  {
    name: "Farmers",
    text: "Smallholders and large growers who buy through our dealers or directly.",
  },
  {
    name: "Dealers",
    text: "Village and town dealers who stock our range and rely on our support.",
  },
  {
    name: "Agro Companies",
    text: "Firms that source products for their own programmes and contracts.",
  },
  {
    name: "Institutions",
    text: "Farms, cooperatives and projects that need steady supply and advice.",
  },
];

export default function About() {
  const legal = [
    { term: "Company Name", value: SITE.legalName },
    { term: "Established", value: String(SITE.established) },
    { term: "Business Type", value: SITE.businessType },
    { term: "Tax Registration", value: SITE.taxRegistrationNumber },
    { term: "Location", value: FULL_ADDRESS },
    { term: "Contact", value: `${PRIMARY_PHONE.display} · ${SITE.email}` },
  ];
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>About {SITE.name}</h1>
          <p>Serving Pakistan&apos;s farmers since {SITE.established}</p>
        </div>
      </section>

      <section className="section">
        <div className="container prose">
          <h2>Who We Are</h2>
          <p>
            {SITE.name} is a Lahore-based distributor of agricultural crop-protection products.
            Since {SITE.established} we have supplied insecticides, herbicides, fungicides and
            fertilizers to farmers, dealers and agro companies across Pakistan. We work closely with
            growers in the field, so that the products we sell are used safely, at the right dose
            and at the right time.
          </p>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container two-columns">
          <div className="card">
            <h2>Our Vision</h2>
            <p>
              Every farmer in Pakistan protected by genuine products and sound advice, growing more
              from each acre while caring for the soil, the water and the people who work the land.
            </p>
          </div>
          <div className="card">
            <h2>Our Mission</h2>
            <p>
              To deliver effective, registered crop-protection products through a dependable dealer
              network, backed by technical support in the field and fair, honest dealing with every
              customer.
            </p>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">What We Supply</h2>
          <ul className="tile-grid">
            {PRODUCT_TYPES.map((type) => (
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
          <h2 className="section-title">Who We Serve</h2>
          <ul className="tile-grid">
            {CLIENT_GROUPS.map((group) => (
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
          <h2 className="section-title">Business Information</h2>
          <dl className="fact-list">
            {legal.map((fact) => (
              <div key={fact.term}>
                <dt>{fact.term}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="center">
            <Link to="/contact" className="button">
              Contact Us
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
