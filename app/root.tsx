import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import type { ReactNode } from "react";
import { PageScripts } from "~/components/page-script";
import { SITE } from "~/config/site";
import { localeOfPath, localizedPath, textDirection } from "~/i18n/locale";
import { usePageOwnScripts, useShouldHydrate } from "~/lib/hydration";
import { useNonce } from "~/lib/nonce";
import { InlineStyle } from "~/styles/inline-style";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", sizes: "180x180" },
];

export const meta: Route.MetaFunction = () => [
  { title: SITE.name },
  {
    name: "description",
    content: `${SITE.name}: insecticides, herbicides, fungicides and fertilizers for farmers and dealers across Pakistan since ${SITE.established}.`,
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hydrate = useShouldHydrate();
  const pageOwnScripts = usePageOwnScripts();
  // In the browser React renders every page, those sent without the router's scripts included
  // (reached by a client-side navigation): the router's parts stay mounted.
  const withRouterScripts = hydrate || typeof document !== "undefined";
  // The address decides the language: Urdu pages (/ur...) read right to left.
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b5e20" />
        {/* Each language's pages install as their own app, in their language. */}
        <link rel="manifest" href={localizedPath("/manifest.webmanifest", locale)} />
        <Meta />
        {/* Inline, so that painting waits for nothing but the HTML; routes' stylesheets follow. */}
        <InlineStyle />
        <Links />
      </head>
      <body>
        {children}
        <PageScripts pageOwn={hydrate ? [] : pageOwnScripts} />
        {/* A page whose route says it needs no client-side code is sent without the router's. */}
        {withRouterScripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refused request (403, such as a form sent from another site) says why in its body.
  const refusal =
    isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string"
      ? error.data
      : null;
  return (
    <main className="container page-message">
      <h1>{notFound ? "Page Not Found" : refusal ? "Request Refused" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "The page you are looking for does not exist."
          : (refusal ?? "Please try again in a moment.")}
      </p>
      <Link to="/" className="button">
        Return to Home
      </Link>
    </main>
  );
}
