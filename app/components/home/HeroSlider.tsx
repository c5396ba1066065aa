import { Link } from "react-router";
import { useEffect, useRef } from "react";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import { Icon } from "../icons";
import { SLIDE_INTERVAL_MS, startHeroSlider } from "./home-behaviour";

export interface Slide {
  title: string;
  description: string;
  image: string;
}

const slideId = (index: number) => `slide-${index + 1}`;

/**
 * The home page's hero. Slides sit side by side in a CSS scroll-snap strip, so every slide can
 * be reached by swiping or by the arrow and dot links even without JavaScript. With JavaScript
 * (startHeroSlider, run by the home page's own script, or here after a client-side navigation)
 * the strip advances every 3 seconds and wraps around, unless the visitor prefers reduced
 * motion or is pointing at or focused inside the slider.
 */
export function HeroSlider({
  slides,
  text,
}: {
  slides: Slide[];
  text: Messages["home"]["slider"];
}) {
  const section = useRef<HTMLElement>(null);
  const { href } = useSiteText();

  useEffect(() => {
    if (!section.current) return;
    return startHeroSlider(section.current, SLIDE_INTERVAL_MS);
  }, []);

  return (
    <section className="hero" aria-roledescription="carousel" aria-label={text.label} ref={section}>
      <div className="hero-strip">
        {slides.map((slide, index) => (
          <article
            key={slide.title}
            id={slideId(index)}
            className="hero-slide"
            aria-roledescription="slide"
            aria-label={format(text.slide, { number: index + 1, count: slides.length })}
          >
            <picture>
              <source
                type="image/webp"
                srcSet={`${slide.image}-640.webp 640w, ${slide.image}-800.webp 800w, ${slide.image}-1280.webp 1280w`}
                sizes="100vw"
              />
              <img
                src={`${slide.image}-640.webp`}
                alt=""
                width="1280"
                height="720"
                className="hero-image"
                // Only the first slide is in view on arrival: it is the page's largest image.
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                decoding={index === 0 ? "sync" : "async"}
              />
            </picture>
            <div className="container hero-content">
              {index === 0 ? <h1>{slide.title}</h1> : <h2>{slide.title}</h2>}
              <p>{slide.description}</p>
              <Link to={href("/contact")} className="button button-accent">
                {text.action}
              </Link>
            </div>
            <a
              href={`#${slideId((index - 1 + slides.length) % slides.length)}`}
              className="hero-arrow hero-arrow-prev"
              aria-label={text.previous}
            >
              <Icon name="chevronLeft" className="icon-back" />
            </a>
            <a
              href={`#${slideId((index + 1) % slides.length)}`}
              className="hero-arrow hero-arrow-next"
              aria-label={text.next}
            >
              <Icon name="chevronRight" className="icon-forward" />
            </a>
            <ol className="hero-dots">
              {slides.map((dotSlide, dotIndex) => (
                <li key={dotSlide.title}>
                  <a
                    href={`#${slideId(dotIndex)}`}
                    aria-label={format(text.goTo, { number: dotIndex + 1 })}
                    aria-current={dotIndex === index ? "true" : undefined}
                  />
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
