import { useEffect, useRef } from "react";
import { COUNTER_VISIBILITY_THRESHOLD, startCounter } from "./home-behaviour";

/**
 * A number that counts up from zero once, the first time 30% of it is visible (startCounter,
 * run by the home page's own script, or here after a client-side navigation). The server
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

  useEffect(() => {
    if (!element.current) return;
    return startCounter(element.current, COUNTER_VISIBILITY_THRESHOLD);
  }, [target, durationMs]);

  return (
    <span
      ref={element}
      className="counter-value"
      // "20+" stays "20+" inside a right-to-left page.
      dir="ltr"
      data-target={target}
      data-final={`${target}${suffix}`}
      data-duration={durationMs}
    >
      {/* One text node, which the count rewrites. */}
      <span>{`${target}${suffix}`}</span>
    </span>
  );
}
