import { Link } from "@remix-run/react";
import { FULL_ADDRESS, SITE, WHATSAPP_URL } from "~/config/site";
import { Icon } from "./icons";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2>{SITE.name}</h2>
          <p>
            Since {SITE.established} we have supplied farmers, dealers and agro companies across
            Pakistan with genuine insecticides, herbicides, fungicides and fertilizers, with advice
            from people who know the field.
          </p>
          <p className="badge-trusted">{SITE.trustedSinceBadge}</p>
          <ul className="social-links">
            <li>
              <a href={SITE.facebookUrl} rel="noopener noreferrer">
                <Icon name="facebook" /> Facebook
              </a>
            </li>
            <li>
              <a href={WHATSAPP_URL} rel="noopener noreferrer">
                <Icon name="chat" /> WhatsApp
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2>Quick Links</h2>
          <ul className="footer-links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <span className="link-disabled" aria-disabled="true">
                Products
              </span>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/gallery">Gallery</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Contact Us</h2>
          <ul className="footer-contact">
            <li>
              <Icon name="pin" /> {FULL_ADDRESS}
            </li>
            {SITE.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`}>
                  <Icon name="phone" /> {phone.display}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${SITE.email}`}>
                <Icon name="mail" /> {SITE.email}
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2>Business Hours</h2>
          <ul className="footer-hours">
            <li>
              <Icon name="clock" /> {SITE.hours.weekdays}
            </li>
            <li>
              <Icon name="clock" /> {SITE.hours.sunday}
            </li>
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>
            © {SITE.established}-{new Date().getFullYear()} {SITE.legalName} All rights reserved.
          </p>
          <ul className="footer-legal">
            <li>Privacy Policy</li>
            <li>Terms of Service</li>
            <li>Sitemap</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
