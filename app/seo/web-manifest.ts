import { SITE } from "~/config/site";

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

/** The web app manifest: lets a phone add the site to its home screen. */
export function webManifest() {
  return {
    name: SITE.name,
    short_name: SITE.shortName,
    description: `${SITE.businessType}, ${SITE.address.city}`,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: MANIFEST_ICONS,
  };
}
