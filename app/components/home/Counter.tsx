import { useEffect, useRef, useState } from "react";

export const COUNTER_VISIBILITY_THRESHOLD = 0.3;

/**
 * A number that counts up from zero once, the first time 30% of it is visible. The server
 * renders the final value, so without JavaScript (or with reduced motion) it simply shows it,
 * and the width is reserved for the final value so counting never moves the layout.
 */
export function Counter({
  target,
  suffix = "",
  durationMs,
}: {
  target: number;
  suffix?: string;
  durationMs: number;
}) {
  const element = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const node = element.current;
    if (!node || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (started) return;
        // Out of sight: wait at zero, so the count-up is seen from its start.
        const visible = entries.some(
          (entry) =>
            entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD,
        );
        if (!visible) return setValue(0);
        started = true;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min((now - start) / durationMs, 1);
          setValue(Math.round(target * progress));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs]);

  return (
    <span
      ref={element}
      className="counter-value"
      // "20+" stays "20+" inside a right-to-left page.
      dir="ltr"
      data-target={target}
      data-final={`${target}${suffix}`}
    >
      <span>
        {value}
        {suffix}
      </span>
    </span>
  );
}
