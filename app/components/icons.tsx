import type { SVGProps } from "react";

/** A few line icons drawn inline, so no icon font or extra request is needed. */
const PATHS = {
  phone:
    "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z",
  mail: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6",
  pin: "M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0zm-9-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z",
  clock: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4v6l4 2",
  chat: "M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8v.5z",
  facebook: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z",
  menu: "M3 12h18M3 6h18M3 18h18",
  close: "M18 6 6 18M6 6l12 12",
  chevronLeft: "M15 18l-6-6 6-6",
  chevronRight: "M9 18l6-6-6-6",
  chevronDown: "M6 9l6 6 6-6",
  arrowLeft: "M19 12H5m7 7-7-7 7-7",
  car: "M5 17h14M5 17a2 2 0 1 1-4 0v-5l2-5h18l2 5v5a2 2 0 1 1-4 0M5 17h0m14 0h0M3 12h18",
  /** A speech bubble with a handset: the WhatsApp buttons, drawn here rather than its logo. */
  whatsapp:
    "M3 21l1.6-4.7A9 9 0 1 1 7.8 19.5L3 21zM9 7.5 8 8.6c0 3.6 3.8 7.4 7.4 7.4l1.1-1-1.9-1.9-1.3.9a5 5 0 0 1-2.3-2.3l.9-1.3L9 7.5z",
  // The home page's services.
  flask: "M9 3h6M10 3v6l-5.2 9.2A2 2 0 0 0 6.5 21h11a2 2 0 0 0 1.7-2.8L14 9V3M7.3 15h9.4",
  map: "M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14m6-12v14",
  sprout: "M12 21v-9m0 0C12 7.5 9 5 4 5c0 4.5 3 7 8 7zm0 2c0-3.5 3-6 8-6 0 3.5-3 6-8 6z",
  truck:
    "M2 5h12v12H2zm12 4h4l4 4v4h-8M6 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm12 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  shieldCheck: "M12 3 4 6v6c0 4.6 3.4 8 8 9 4.6-1 8-4.4 8-9V6l-8-3zM8.5 12l2.5 2.5 4.5-5",
  lightbulb:
    "M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z",
  // The icons of empty, not-found and error messages, and of a missing picture.
  warning: "M12 3 2 20h20L12 3zm0 7v4m0 3h.01",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5-5",
  box: "M3 7l9-4 9 4v10l-9 4-9-4V7zm0 0 9 4 9-4m-9 4v10",
  camera:
    "M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm8 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  leaf: "M5 21c0-9 6-15 15-16-1 9-7 15-15 16zm0 0 8-8",
  // The gallery's event types, on a card without its cover.
  tractor:
    "M3 16a4 4 0 1 0 8 0 4 4 0 0 0-8 0zm12.5 1a2.5 2.5 0 1 0 5 0 2.5 2.5 0 0 0-5 0zM5 12V5h6l2 7h7v2.5M11 16h4.5M17 12V8",
  book: "M2 5h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H2zm20 0h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z",
  stall:
    "M3 10 5 4h14l2 6zm0 0c0 1.5 1.5 2 3 2s3-.5 3-2c0 1.5 1.5 2 3 2s3-.5 3-2c0 1.5 1.5 2 3 2s3-.5 3-2M5 12v9m14-9v9M3 21h18",
  wheat:
    "M12 22V10m0 3c-2.5 0-4-1.5-4-4 2.5 0 4 1.5 4 4zm0 0c2.5 0 4-1.5 4-4-2.5 0-4 1.5-4 4zm0 5c-2.5 0-4-1.5-4-4 2.5 0 4 1.5 4 4zm0 0c2.5 0 4-1.5 4-4-2.5 0-4 1.5-4 4zm0-8c-1.5-1-2-2.5-1.5-5 1.5 1 2 2.5 1.5 5zm0 0c1.5-1 2-2.5 1.5-5-1.5 1-2 2.5-1.5 5z",
  gift: "M3 8h18v4H3zm2 4v9h14v-9M12 8v13m0-13C10 8 7.5 7 7.5 5a2.2 2.2 0 0 1 4.5 0zm0 0c2 0 4.5-1 4.5-3A2.2 2.2 0 0 0 12 5z",
  // The protective wear of a product's safety facts, each named as the wear is.
  gloves:
    "M7 21v-4l-2.6-4.2a1.6 1.6 0 0 1 2.7-1.6L8 12.5V5.5a1.5 1.5 0 0 1 3 0V11m0-7.5a1.5 1.5 0 0 1 3 0V11m0-6a1.5 1.5 0 0 1 3 0v6.5c0 3-1 4.5-2 5.5v4z",
  mask: "M3 8.5c3.5-1 6-1.5 9-1.5s5.5.5 9 1.5V12c0 4-4 7-9 7s-9-3-9-7zM3 8.5 1 7.5m20 1 2-1M8 11.5h8M8.5 14.5h7",
  boots: "M7 3h6v10l5 2.2a2 2 0 0 1 1.2 1.8V20H7zm0 13.5h12.2",
  goggles:
    "M2 10a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v3a3 3 0 0 1-3 3h-3l-2-2.5h-4L8 16H5a3 3 0 0 1-3-3z",
  overall: "M9 3h6l4 3v6.5h-3V21h-3v-6h-2v6H8v-8.5H5V6zm1.5 0 1.5 3 1.5-3",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  className,
  ...props
}: { name: IconName } & SVGProps<SVGSVGElement>) {
  // Drawn by the .icon rule of the stylesheet (1em, stroked in the text's colour): the same
  // attributes written on each of a page's thirty-odd icons cost bytes of its first round trip.
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      aria-hidden="true"
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/**
 * The company's mark (the same drawing as /logo.svg), inline in every page's header: a request
 * less before the page's main image on a slow link.
 */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#1b5e20" />
      <path d="M32 50V26" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M32 34c-10 0-16-6-16-16 10 0 16 6 16 16zM32 28c0-9 5-15 15-15 0 9-5 15-15 15z"
        fill="#c5e1a5"
      />
    </svg>
  );
}
