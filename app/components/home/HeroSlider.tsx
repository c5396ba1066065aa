import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import { Icon } from "../icons";

export const SLIDE_INTERVAL_MS = 3000;

export interface Slide {
  title: string;
  description: string;
  image: string;
}

const slideId = (index: number) => `slide-${index + 1}`;

/**
 * The home page's hero. Slides sit side by side in a CSS scroll-snap strip, so every slide can
 * be reached by swiping or by the arrow and dot links even without JavaScript. With JavaScript
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
  const strip = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const { href } = useSiteText();

  /** Right to left, the strip scrolls to negative offsets: the first slide is at the right. */
  function scrollSign(element: HTMLElement): number {
    return getComputedStyle(element).direction === "rtl" ? -1 : 1;
  }

  function currentIndex(): number {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return 0;
    return Math.round(Math.abs(element.scrollLeft) / element.clientWidth);
  }

  function goTo(index: number) {
    const element = strip.current;
    if (!element) return;
    const wrapped = (index + slides.length) % slides.length;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({
      left: scrollSign(element) * wrapped * element.clientWidth,
      behavior: reduceMotion ? "auto" : "smooth",
    });
  }

  useEffect(() => {
    if (paused) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") goTo(currentIndex() + 1);
    }, SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
    // goTo and currentIndex only read the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, slides.length]);

  /** Arrow and dot links are plain anchors; with JavaScript they scroll the strip smoothly. */
  function onControlClick(event: React.MouseEvent<HTMLAnchorElement>, index: number) {
    event.preventDefault();
    goTo(index);
  }

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={text.label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="hero-strip" ref={strip}>
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
              onClick={(event) => onControlClick(event, index - 1)}
            >
              <Icon name="chevronLeft" className="icon-back" />
            </a>
            <a
              href={`#${slideId((index + 1) % slides.length)}`}
              className="hero-arrow hero-arrow-next"
              aria-label={text.next}
              onClick={(event) => onControlClick(event, index + 1)}
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
                    onClick={(event) => onControlClick(event, dotIndex)}
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
