import { useLoaderData } from "react-router";
import { format } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { STATIC_PAGE } from "~/lib/hydration";
import { OFFLINE_LIMITS } from "~/offline/offline-rules";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import type { Route } from "./+types/_site.($lang).saved";
import { PageHero } from "~/components/PageHero";

// The list is the phone's, not the server's: the service worker fills it in (offline-rules
// withSavedList) and shows this page, with a note, for a page not saved when offline.
export const handle = STATIC_PAGE;

export async function loader({ params }: Route.LoaderArgs) {
  return { text: messagesFor(pageLocale(params)).saved };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageMeta({
    site: siteFromMatches(matches),
    path: "/saved",
    title: loaded?.text.title ?? "",
    description: loaded?.text.description ?? "",
    noindex: true,
  });

export default function SavedPages() {
  const { text } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={text.title} intro={text.intro} />
      <section className="section">
        <div className="container prose">
          {/* The worker writes the saved pages into this list, and hides the next paragraph. */}
          <ul id="saved-pages" className="saved-list"></ul>
          <p id="saved-none">{text.none}</p>
          <p className="muted">{format(text.limits, { pages: OFFLINE_LIMITS.pages })}</p>
        </div>
      </section>
    </>
  );
}
