import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useSearchParams, type ClientActionFunctionArgs } from "@remix-run/react";
import { ContactForm, type ContactActionData } from "~/components/contact/ContactForm";
import { Icon } from "~/components/icons";
import {
  DIRECTIONS_URL,
  FULL_ADDRESS,
  MAP_EMBED_URL,
  PRIMARY_PHONE,
  SITE,
  WHATSAPP_URL,
} from "~/config/site";
import { originFromMatches, pageMeta } from "~/seo/meta";
import { localBusinessJsonLd } from "~/seo/structured-data";
import { headersWithActionRefusal } from "~/abuse/refusal-headers";
import { submitContactMessage } from "~/contacts/contacts.server";
import { PayloadTooLargeError, readSmallFormData, TOO_LARGE_HEADERS } from "~/lib/request.server";
import { textFieldsOf } from "~/lib/validation";

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    origin,
    // The map switch (?map=1) shows the same page.
    path: "/contact",
    title: "Contact Us",
    description: `Call, e-mail or message ${SITE.name} in ${SITE.address.city} for product advice, bulk orders and dealership enquiries.`,
    jsonLd: [localBusinessJsonLd(origin)],
  });
};

/** A refusal's Retry-After (429) reaches the browser with the page. */
export const headers = headersWithActionRefusal;

/** Far more than any real enquiry needs; a bigger body is refused before it is read. */
const CONTACT_BODY_LIMIT = 32 * 1024;

const SEND_FAILED = "Failed to send message. Please try again.";

export async function action({ request, context }: ActionFunctionArgs) {
  let values: Record<string, string> = {};
  try {
    values = textFieldsOf(await readSmallFormData(request, CONTACT_BODY_LIMIT));
    const result = submitContactMessage(values, context.clientAddress);
    if (result.ok) return data<ContactActionData>({ status: "sent", message: result.value });
    if (result.errors) {
      return data<ContactActionData>(
        { status: "invalid", errors: result.errors, values },
        { status: result.status },
      );
    }
    // Too many messages: the visitor keeps what they typed and may send it later.
    return data<ContactActionData>(
      { status: "failed", message: result.message, values },
      {
        status: result.status,
        headers:
          result.retryAfterSeconds === undefined
            ? undefined
            : { "Retry-After": String(result.retryAfterSeconds) },
      },
    );
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      return data<ContactActionData>(
        { status: "failed", message: "Your message is too long to send.", values },
        { status: 413, headers: TOO_LARGE_HEADERS },
      );
    }
    console.error("Contact form failed", error);
    return data<ContactActionData>(
      { status: "failed", message: SEND_FAILED, values },
      { status: 500 },
    );
  }
}

const NETWORK_ERROR = "Network error. Please try again later.";

/**
 * With JavaScript the form is sent by fetch: if that fails (no signal in the field, say), the
 * page keeps the typed message and says so, instead of showing an error page.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const values = textFieldsOf(await request.clone().formData());
  try {
    return await serverAction<typeof action>();
  } catch {
    return { status: "failed", message: NETWORK_ERROR, values } satisfies ContactActionData;
  }
}

export default function Contact() {
  const [searchParams] = useSearchParams();
  const showMap = searchParams.get("map") === "1";
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>Contact Us</h1>
          <p>
            Questions about a product, a pest in your field or a bulk order? We are here to help.
          </p>
        </div>
      </section>

      <aside className="urgent-banner">
        <div className="container urgent-inner">
          <p>
            <strong>Pest attack or urgent problem in your crop?</strong> Call us now for quick
            advice.
          </p>
          <a href={`tel:${PRIMARY_PHONE.tel}`} className="button button-accent">
            <Icon name="phone" /> Call {PRIMARY_PHONE.display}
          </a>
        </div>
      </aside>

      <section className="section" aria-labelledby="team-heading">
        <div className="container">
          <h2 id="team-heading" className="section-title">
            Talk to Our Team
          </h2>
          <ul className="team-grid">
            {SITE.team.map((person) => (
              <li key={person.name} className="card team-card">
                <span className="team-avatar" aria-hidden="true">
                  {person.name
                    .replace(/^Dr\.\s*/, "")
                    .split(" ")
                    .map((part) => part[0])
                    .join("")
                    .slice(0, 2)}
                </span>
                <h3>{person.name}</h3>
                <p className="team-role">{person.role}</p>
                <a href={`tel:${person.tel}`} className="button button-small">
                  <Icon name="phone" /> {person.phoneDisplay}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container contact-layout">
          <div className="contact-details">
            <h2>Contact Details</h2>
            <ul className="detail-list">
              <li>
                <Icon name="pin" />
                <span>
                  <strong>Address</strong>
                  {FULL_ADDRESS}
                </span>
              </li>
              {SITE.phones.map((phone) => (
                <li key={phone.tel}>
                  <Icon name="phone" />
                  <span>
                    <strong>{phone.label}</strong>
                    <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  </span>
                </li>
              ))}
              <li>
                <Icon name="mail" />
                <span>
                  <strong>Email</strong>
                  <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
                  <small>{SITE.replyPromise}</small>
                </span>
              </li>
            </ul>

            <h3>Business Hours</h3>
            <ul className="detail-list">
              <li>
                <Icon name="clock" />
                <span>{SITE.hours.weekdays}</span>
              </li>
              <li>
                <Icon name="clock" />
                <span>{SITE.hours.sunday}</span>
              </li>
            </ul>

            <h3>Parking</h3>
            <p className="detail-note">
              <Icon name="car" /> {SITE.parking}
            </p>

            <div className="quick-actions">
              <a href={`tel:${PRIMARY_PHONE.tel}`} className="button">
                <Icon name="phone" /> Call
              </a>
              <a href={`mailto:${SITE.email}`} className="button button-outline">
                <Icon name="mail" /> Email
              </a>
              <a href={WHATSAPP_URL} className="button button-chat" rel="noopener noreferrer">
                <Icon name="chat" /> Chat
              </a>
            </div>
          </div>

          <div className="card">
            <h2>Send Us a Message</h2>
            <ContactForm />
          </div>
        </div>
      </section>

      <section className="section" id="map" aria-labelledby="map-heading">
        <div className="container">
          <h2 id="map-heading" className="section-title">
            Find Us
          </h2>
          <div className="map-box">
            {showMap ? (
              <iframe
                title={`Map of ${SITE.name}`}
                src={MAP_EMBED_URL}
                width="1200"
                height="400"
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            ) : (
              <div className="map-placeholder">
                <p>
                  <Icon name="pin" /> {FULL_ADDRESS}
                </p>
                <p className="muted">The map is loaded only when you ask for it, to save data.</p>
                {/* A full page load: the map's frame is allowed only by that response's CSP. */}
                <Link to="?map=1#map" reloadDocument replace className="button button-outline">
                  Show map
                </Link>
              </div>
            )}
          </div>
          <p className="center">
            <a href={DIRECTIONS_URL} className="button" rel="noopener noreferrer">
              Get Directions
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
