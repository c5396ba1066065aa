import { format } from "~/i18n/format";
import { localizedPath, textDirection, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import type { Messages } from "~/i18n/messages/types";

/** The theme colour of the browser UI, as in the theme-color meta of app/root.tsx. */
export const THEME_COLOR = "#1b5e20";
// The splash screen shown while the site opens from the home screen is in the same green.
const BACKGROUND_COLOR = THEME_COLOR;

/** Icons made from public/favicon.svg by scripts/make-icons.ts. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

/**
 * The web app manifest of one language's pages: lets a phone add the site to its home screen,
 * named in that language and opening on that language's home page.
 */
export function webManifest(locale: Locale, messages: Pick<Messages, "company" | "manifest">) {
  const { company } = messages;
  return {
    name: company.name,
    short_name: company.shortName,
    description: format(messages.manifest.description, {
      businessType: company.businessType,
      city: company.city,
    }),
    lang: locale,
    dir: textDirection(locale),
    start_url: localizedPath("/", locale),
    // The Urdu app stays on Urdu pages; the English one covers the whole site, as before.
    scope: localizedPath("/", locale),
    display: "standalone",
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: MANIFEST_ICONS,
  };
}

/** The manifest of a language's pages as the server answers it. */
export function manifestResponse(locale: Locale): Response {
  return new Response(JSON.stringify(webManifest(locale, messagesFor(locale))), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
