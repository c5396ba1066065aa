import { requestValues } from "~/load-context";
import { data, Link, useLoaderData, useSearchParams } from "react-router";
import { BidiText } from "~/components/BidiText";
import { ContactForm } from "~/components/contact/ContactForm";
import contactPageScript from "~/components/contact/contact-page.inline?inline-script";
import { Icon } from "~/components/icons";
import { DIRECTIONS_URL, MAP_EMBED_URL, PRIMARY_PHONE, SITE, WHATSAPP_URL } from "~/config/site";
import { Fragment } from "react";
import { format, formatParts } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { staticPage } from "~/lib/hydration";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { localBusinessJsonLd } from "~/seo/structured-data";
import { formTimingToken } from "~/abuse/form-timing.server";
import { headersWithActionRefusal } from "~/abuse/refusal-headers";
import type { ContactAnswer } from "~/contacts/contact-answer";
import { answerContactForm } from "~/contacts/contact-form.server";
import type { Route } from "./+types/_site.($lang).contact";
import { PageHero } from "~/components/PageHero";
import { PageStyle } from "~/styles/inline-style";
import contactStyle from "~/styles/contact.css?inline";

// Sent without the router's scripts: the form posts as a page, and the page's own small script
// sends it in place, keeps it on the phone without a connection, and shows the answer.
export const handle = staticPage(import.meta.env.SSR ? contactPageScript : "");

export async function loader({ params, context }: Route.LoaderArgs) {
  return {
    text: messagesFor(pageLocale(params)).contact,
    started: requestValues(context).formTimingToken ?? formTimingToken(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    site,
    // The map switch (?map=1) shows the same page.
    path: "/contact",
    title: loaded?.text.title ?? "",
    description: format(loaded?.text.description ?? "", {
      company: site.company.name,
      city: site.company.city,
    }),
    jsonLd: [localBusinessJsonLd(site)],
  });
};

/** A refusal's Retry-After (429) reaches the browser with the page. */
export const headers = headersWithActionRefusal;

/** The form posted as a page (without JavaScript): the page again, with the answer in it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { answer, status, headers } = await answerContactForm(
    request,
    pageLocale(params),
    requestValues(context).clientAddress,
  );
  return data<ContactAnswer>(answer, { status, headers });
}

/** Two letters of a person's name for the round badge: "Dr. Ayesha Khan" -> "AK". */
function initialsOf(name: string): string {
  return name
    .replace(/^(Dr\.|ڈاکٹر)\s*/, "")
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

export default function Contact() {
  const { text, started } = useLoaderData<typeof loader>();
  const { chrome, company } = useSiteText();
  const [searchParams] = useSearchParams();
  const showMap = searchParams.get("map") === "1";
  const phoneLabels = [company.phoneLabels.office, company.phoneLabels.mobile];
  return (
    <>
      <PageStyle css={contactStyle} />
      <PageHero title={text.title} intro={text.intro} />

      <aside className="urgent-banner">
        <div className="container urgent-inner">
          <p>
            <strong>{text.urgent}</strong> {text.urgentText}
          </p>
          <a href={`tel:${PRIMARY_PHONE.tel}`} className="button button-accent">
            <Icon name="phone" />{" "}
            {formatParts(text.callNumber, {
              phone: <bdi dir="ltr">{PRIMARY_PHONE.display}</bdi>,
            }).map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
          </a>
        </div>
      </aside>

      <section className="section" aria-labelledby="team-heading">
        <div className="container">
          <h2 id="team-heading" className="section-title">
            {text.teamTitle}
          </h2>
          <ul className="team-grid">
            {SITE.team.map((person, index) => {
              const words = company.team[index] ?? { name: person.name, role: person.role };
              return (
                <li key={person.tel} className="card team-card">
                  <span className="team-avatar" aria-hidden="true">
                    {initialsOf(words.name)}
                  </span>
                  <h3>{words.name}</h3>
                  <p className="team-role">{words.role}</p>
                  <a href={`tel:${person.tel}`} className="button button-small">
                    <Icon name="phone" /> <bdi dir="ltr">{person.phoneDisplay}</bdi>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container contact-layout">
          <div className="contact-details">
            <h2>{text.detailsTitle}</h2>
            <ul className="detail-list">
              <li>
                <Icon name="pin" />
                <span>
                  <strong>{text.address}</strong>
                  <BidiText text={company.address} />
                </span>
              </li>
              {SITE.phones.map((phone, index) => (
                <li key={phone.tel}>
                  <Icon name="phone" />
                  <span>
                    <strong>{phoneLabels[index] ?? phone.label}</strong>
                    <a href={`tel:${phone.tel}`} dir="ltr">
                      {phone.display}
                    </a>
                  </span>
                </li>
              ))}
              <li>
                <Icon name="mail" />
                <span>
                  <strong>{text.email}</strong>
                  <a href={`mailto:${SITE.email}`} dir="ltr">
                    {SITE.email}
                  </a>
                  <small>{company.replyPromise}</small>
                </span>
              </li>
            </ul>

            <h3>{text.hoursTitle}</h3>
            <ul className="detail-list">
              <li>
                <Icon name="clock" />
                <span>{company.hours.weekdays}</span>
              </li>
              <li>
                <Icon name="clock" />
                <span>{company.hours.sunday}</span>
              </li>
            </ul>

            <h3>{text.parkingTitle}</h3>
            <p className="detail-note">
              <Icon name="car" /> {company.parking}
            </p>

            <div className="quick-actions">
              <a href={`tel:${PRIMARY_PHONE.tel}`} className="button">
                <Icon name="phone" /> {text.call}
              </a>
              <a href={`mailto:${SITE.email}`} className="button button-outline">
                <Icon name="mail" /> {text.email}
              </a>
              <a href={WHATSAPP_URL} className="button button-chat" rel="noopener noreferrer">
                <Icon name="whatsapp" /> {chrome.whatsapp}
              </a>
            </div>
          </div>

          <div className="card">
            <h2>{text.formTitle}</h2>
            <ContactForm text={text} started={started} />
          </div>
        </div>
      </section>

      <section className="section" id="map" aria-labelledby="map-heading">
        <div className="container">
          <h2 id="map-heading" className="section-title">
            {text.mapTitle}
          </h2>
          <div className="map-box">
            {showMap ? (
              <iframe
                title={format(text.mapFrameTitle, { company: company.name })}
                src={MAP_EMBED_URL}
                width="1200"
                height="400"
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            ) : (
              <div className="map-placeholder">
                <p>
                  <Icon name="pin" /> <BidiText text={company.address} />
                </p>
                <p className="muted">{text.mapNote}</p>
                {/* A full page load: the map's frame is allowed only by that response's CSP. */}
                <Link to="?map=1#map" reloadDocument replace className="button button-outline">
                  {text.showMap}
                </Link>
              </div>
            )}
          </div>
          <p className="center">
            <a href={DIRECTIONS_URL} className="button" rel="noopener noreferrer">
              {text.directions}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
