import { Link, useLoaderData } from "react-router";
import { PageMessage } from "~/components/PageMessage";
import { ResponsiveImg } from "~/components/ResponsiveImg";
import { listCropsInUse } from "~/crops/crops.server";
import { textLanguage } from "~/i18n/content";
import { plural } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { useSiteText } from "~/i18n/site-text";
import { STATIC_PAGE } from "~/lib/hydration";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import type { Route } from "./+types/_site.($lang).crops._index";
import { PageHero } from "~/components/PageHero";
import { PageStyle } from "~/styles/inline-style";
import cropsStyle from "~/styles/crops.css?inline";

// Nothing on this page needs client-side code: it is sent without the router's scripts.
export const handle = STATIC_PAGE;

/** /crops: every crop the guide has a product for, the way in for a farmer who knows his crop. */
export async function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const text = messagesFor(locale).crops;
  return {
    text,
    crops: listCropsInUse(locale).map((crop) => ({
      ...crop,
      products: plural(locale, text.productCount, crop.productCount),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageMeta({
    site: siteFromMatches(matches),
    path: "/crops",
    title: loaded?.text.title ?? "",
    description: loaded?.text.description ?? "",
  });

export default function CropGuide() {
  const { text, crops } = useLoaderData<typeof loader>();
  const { href } = useSiteText();
  return (
    <>
      <PageStyle css={cropsStyle} />
      <PageHero title={text.heading} intro={text.intro} />
      <section className="section">
        <div className="container">
          {crops.length === 0 ? (
            <PageMessage
              icon="leaf"
              title={text.empty}
              action={
                <Link to={href("/contact")} className="button">
                  {text.askUs}
                </Link>
              }
            >
              {text.emptyText}
            </PageMessage>
          ) : (
            <ul className="crop-grid">
              {crops.map((crop) => (
                <li key={crop.slug}>
                  <Link to={href(`/crops/${crop.slug}`)} className="card crop-card">
                    {crop.image ? (
                      <ResponsiveImg
                        image={crop.image}
                        alt=""
                        sizes="(min-width: 700px) 220px, 45vw"
                        className="crop-card-picture"
                      />
                    ) : null}
                    <strong {...textLanguage(crop, "name")}>{crop.name}</strong>
                    <span>{crop.products}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
