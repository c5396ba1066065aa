import { data, useActionData, useLoaderData, type HeadersFunction } from "react-router";
import { formTimingToken } from "~/abuse/form-timing.server";
import { headersWithActionRefusal } from "~/abuse/refusal-headers";
import { PageHero } from "~/components/PageHero";
import { PackReportForm } from "~/components/verify/PackReportForm";
import { VerifyAnswer } from "~/components/verify/VerifyAnswer";
import { VerifyForm, type TypedQuery } from "~/components/verify/VerifyForm";
import type { ContactAnswer } from "~/contacts/contact-answer";
import { format } from "~/i18n/format";
import { messagesFor, pageLocale } from "~/i18n/messages.server";
import { STATIC_PAGE } from "~/lib/hydration";
import type { FieldErrors } from "~/lib/validation";
import { requestValues } from "~/load-context";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { answerPackReportForm } from "~/verification/pack-reports.server";
import { VERIFY_FIELDS, type Verification } from "~/verification/verification";
import { isPrefetch, isUnattendedRequest, NOT_STORED } from "~/verification/verify-request";
import { verifyPack } from "~/verification/verify.server";
import type { Route } from "./+types/_site.($lang).verify";
import styles from "~/styles/verify.css?inline";
import { PageStyle } from "~/styles/inline-style";

// Nothing on this page needs client-side code: it is sent without the router's scripts.
export const handle = STATIC_PAGE;

/**
 * /verify?code= (or ?batch=, and &district=): the answer to a check, counted, so never kept by
 * the page cache or any other (private, no-store); a prefetch (a browser guessing the next
 * page) is declined rather than counted, and a HEAD or a link preview gets the form alone.
 * /verify alone is the form, the same for everyone.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const query = new URL(request.url).searchParams;
  const typed: TypedQuery = {
    code: query.get(VERIFY_FIELDS.code) ?? "",
    batch: query.get(VERIFY_FIELDS.batch) ?? "",
    district: query.get(VERIFY_FIELDS.district) ?? "",
  };
  const page = {
    text: messagesFor(locale).verify,
    typed,
    started: requestValues(context).formTimingToken ?? formTimingToken(),
    answer: null as Verification | null,
    refusal: null as { message: string; errors: FieldErrors } | null,
  };
  if (typed.code.trim() === "" && typed.batch.trim() === "") return data(page);
  if (isPrefetch(request)) return data(page, { status: 503, headers: NOT_STORED });
  // The form without an answer: a preview shows the page, and the code stays unchecked.
  if (isUnattendedRequest(request, requestValues(context).clientMethod)) {
    return data(page, { headers: NOT_STORED });
  }
  const result = verifyPack(
    { ...typed },
    { locale, clientAddress: requestValues(context).clientAddress },
  );
  if (result.ok) return data({ ...page, answer: result.value }, { headers: NOT_STORED });
  const headers: Record<string, string> = { ...NOT_STORED };
  if (result.retryAfterSeconds !== undefined) {
    headers["Retry-After"] = String(result.retryAfterSeconds);
  }
  return data(
    { ...page, refusal: { message: result.message, errors: result.errors ?? {} } },
    { status: result.status, headers },
  );
}

/** The report of a suspect pack, posted as a page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { answer, status, headers } = await answerPackReportForm(
    request,
    pageLocale(params),
    requestValues(context).clientAddress,
  );
  return data<ContactAnswer>(answer, { status, headers });
}

/** An answer's no-store and Retry-After, and a refused report's Retry-After, reach the browser. */
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(headersWithActionRefusal(args));
  for (const name of ["Cache-Control", "Retry-After"]) {
    const value = args.loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  const site = siteFromMatches(matches);
  const text = loaded?.text;
  return pageMeta({
    site,
    path: "/verify",
    title: text?.title ?? "",
    description: format(text?.description ?? "", { company: site.company.name }),
    // An answer is one farmer's: only the form is for search engines.
    noindex: Boolean(loaded?.answer ?? loaded?.refusal),
  });
};

/**
 * Whether a check found the pack's code or batch: the form below is then empty, for another
 * pack (the same code checked again would be counted a repeat); else it keeps the typing to fix.
 */
function found(answer: Verification | null): boolean {
  return answer !== null && answer.outcome !== "unknown";
}

/**
 * Whether a report form follows the answer, and whether it starts closed: open for a code or
 * batch we do not know, closed for a repeat, an expired or recalled pack, and for what cannot be
 * a code at all (most likely mistyped: he checks his typing first).
 */
function reportOffer(answer: Verification): "open" | "closed" | null {
  if (answer.outcome === "unknown") return answer.wellFormed ? "open" : "closed";
  return answer.outcome === "genuine" ? null : "closed";
}

export default function VerifyPage() {
  const { text, typed, started, answer, refusal } = useLoaderData<typeof loader>();
  const report = useActionData<ContactAnswer>();
  const offer = answer ? reportOffer(answer) : null;
  return (
    <>
      <PageStyle css={styles} />
      <PageHero title={text.title} intro={answer || report ? undefined : text.intro} />
      <section className="section">
        <div className="container verify">
          {report?.status === "sent" ? (
            <p className="banner-success" role="status">
              {report.message}
            </p>
          ) : null}
          {report && report.status !== "sent" ? (
            <PackReportForm text={text} packCode="" started={started} answer={report} />
          ) : null}
          {answer ? <VerifyAnswer answer={answer} text={text} /> : null}
          {refusal && Object.keys(refusal.errors).length === 0 ? (
            <p className="banner-error" role="alert">
              {refusal.message}
            </p>
          ) : null}
          {answer && offer && !report ? (
            <PackReportForm
              text={text}
              packCode={answer.checked}
              started={started}
              collapsed={offer === "closed"}
            />
          ) : null}
          <VerifyForm
            text={text}
            typed={found(answer) ? { ...typed, code: "", batch: "" } : typed}
            errors={refusal?.errors}
            again={answer !== null}
          />
        </div>
      </section>
    </>
  );
}
