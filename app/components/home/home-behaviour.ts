/**
 * What JavaScript adds to the home page. The home page is sent without the router's scripts: its own
 * inline script (home-page.inline.ts, built into its HTML) runs these, and <HeroSlider> and
 * <Counter> run them when React renders the page after a client-side navigation. Each returns
 * a function that stops it. Nothing here may import React.
 */

/** How long each hero slide shows before the next. */
export const SLIDE_INTERVAL_MS = 3000;

/** How much of a counter must be in view before it counts up. */
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;

/**
 * The hero strip advances every `intervalMs` and wraps around, unless the visitor prefers
 * reduced motion, points at the slider or has focus inside it, or the page is hidden. Its
 * arrow and dot links (plain anchors to #slide-N, which work without JavaScript) scroll the
 * strip smoothly instead of jumping.
 */
export function startHeroSlider(section: HTMLElement, intervalMs: number): () => void {
  const strip = section.querySelector<HTMLElement>(".hero-strip");
  if (!strip) return function () {};
  const slideCount = strip.children.length;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let paused = false;
  let timer = 0;

  function currentIndex(element: HTMLElement): number {
    if (element.clientWidth === 0) return 0;
    return Math.round(Math.abs(element.scrollLeft) / element.clientWidth);
  }

  function goTo(element: HTMLElement, index: number) {
    const wrapped = (index + slideCount) % slideCount;
    // Right to left, the strip scrolls to negative offsets: the first slide is at the right.
    const sign = getComputedStyle(element).direction === "rtl" ? -1 : 1;
    element.scrollTo({
      left: sign * wrapped * element.clientWidth,
      behavior: reducedMotion.matches ? "auto" : "smooth",
    });
  }

  function schedule() {
    window.clearInterval(timer);
    if (paused || reducedMotion.matches || !strip) return;
    const element = strip;
    timer = window.setInterval(function () {
      if (document.visibilityState === "visible") goTo(element, currentIndex(element) + 1);
    }, intervalMs);
  }

  function onClick(event: MouseEvent) {
    const target = event.target;
    const link = target instanceof Element ? target.closest("a[href^='#slide-']") : null;
    if (!link || !strip || !section.contains(link)) return;
    const index = Number((link.getAttribute("href") ?? "").slice("#slide-".length)) - 1;
    if (!(index >= 0)) return;
    event.preventDefault();
    goTo(strip, index);
  }
  function pause() {
    paused = true;
    schedule();
  }
  function resume() {
    paused = false;
    schedule();
  }

  section.addEventListener("click", onClick);
  section.addEventListener("pointerenter", pause);
  section.addEventListener("pointerleave", resume);
  section.addEventListener("focusin", pause);
  section.addEventListener("focusout", resume);
  schedule();
  return function stop() {
    window.clearInterval(timer);
    section.removeEventListener("click", onClick);
    section.removeEventListener("pointerenter", pause);
    section.removeEventListener("pointerleave", resume);
    section.removeEventListener("focusin", pause);
    section.removeEventListener("focusout", resume);
  };
}

/**
 * A number (`data-target`, shown with its suffix as `data-final`) that counts up from zero
 * over `data-duration` milliseconds, once, the first time `threshold` of it is visible. The
 * page shows the final value, so without JavaScript or with reduced motion it simply stays;
 * out of sight it waits at zero, so the count is seen from its start.
 */
export function startCounter(element: HTMLElement, threshold: number): () => void {
  const text = element.firstElementChild ? element.firstElementChild.firstChild : null;
  if (!text || !("IntersectionObserver" in window)) return function () {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return function () {};
  const target = Number(element.getAttribute("data-target"));
  const durationMs = Number(element.getAttribute("data-duration")) || 1;
  const suffix = (element.getAttribute("data-final") ?? "").slice(String(target).length);
  const shown = text;
  let frame = 0;
  let started = false;
  const observer = new IntersectionObserver(
    function (entries) {
      if (started) return;
      const visible = entries.some(function (entry) {
        return entry.isIntersecting && entry.intersectionRatio >= threshold;
      });
      if (!visible) {
        shown.nodeValue = "0" + suffix;
        return;
      }
      started = true;
      observer.disconnect();
      const start = performance.now();
      function step(now: number) {
        const progress = Math.min((now - start) / durationMs, 1);
        shown.nodeValue = String(Math.round(target * progress)) + suffix;
        if (progress < 1) frame = requestAnimationFrame(step);
      }
      frame = requestAnimationFrame(step);
    },
    { threshold },
  );
  observer.observe(element);
  return function stop() {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
