import { Link } from "react-router";
import { SITE, WHATSAPP_URL } from "~/config/site";
import { format } from "~/i18n/format";
import { useSiteText } from "~/i18n/site-text";
import { BidiText } from "./BidiText";
import { Icon } from "./icons";

export function SiteFooter() {
  const { chrome, company, href } = useSiteText();
  const { footer, nav } = chrome;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2>{company.name}</h2>
          <p>{format(footer.about, { year: SITE.established })}</p>
          <p className="badge-trusted">{company.trustedSinceBadge}</p>
          <ul className="social-links">
            <li>
              <a href={SITE.facebookUrl} rel="noopener noreferrer">
                <Icon name="facebook" /> {chrome.facebook}
              </a>
            </li>
            <li>
              <a href={WHATSAPP_URL} rel="noopener noreferrer">
                <Icon name="whatsapp" /> {chrome.whatsapp}
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2>{footer.quickLinks}</h2>
          <ul className="footer-links">
            <li>
              <Link to={href("/")}>{nav.home}</Link>
            </li>
            <li>
              <span className="link-disabled" aria-disabled="true">
                {nav.products}
              </span>
            </li>
            <li>
              <Link to={href("/crops")}>{nav.crops}</Link>
            </li>
            <li>
              <Link to={href("/about")}>{nav.about}</Link>
            </li>
            <li>
              <Link to={href("/gallery")}>{nav.gallery}</Link>
            </li>
            <li>
              <Link to={href("/contact")}>{nav.contact}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{footer.contactUs}</h2>
          <ul className="footer-contact">
            <li>
              <Icon name="pin" /> <BidiText text={company.address} />
            </li>
            {SITE.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`}>
                  <Icon name="phone" /> <bdi dir="ltr">{phone.display}</bdi>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${SITE.email}`}>
                <Icon name="mail" /> <bdi dir="ltr">{SITE.email}</bdi>
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2>{footer.businessHours}</h2>
          <ul className="footer-hours">
            <li>
              <Icon name="clock" /> {company.hours.weekdays}
            </li>
            <li>
              <Icon name="clock" /> {company.hours.sunday}
            </li>
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>
            {format(footer.copyright, {
              from: SITE.established,
              to: new Date().getFullYear(),
              company: company.legalName,
            })}
          </p>
          <ul className="footer-legal">
            <li>{footer.privacy}</li>
            <li>{footer.terms}</li>
            <li>{footer.sitemap}</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
