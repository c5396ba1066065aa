import { describePath, failure, ok } from "~/api/describe";
import { handleApi } from "~/api/request.server";
import { apiFail, apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { verificationRecord, verificationRecordSchema } from "~/api/verification-records";
import { contactLanguageSchema } from "~/contacts/contact-schema";
import { format } from "~/i18n/format";
import { en } from "~/i18n/messages/en";
import { messagesFor } from "~/i18n/messages.server";
import { PRIMARY_PHONE } from "~/config/site";
import { INVALID_INPUT } from "~/lib/result";
import { requestValues } from "~/load-context";
import { PACK_CODE_EXAMPLE, VERIFY_LIMITS } from "~/verification/verification";
import { NOT_STORED } from "~/verification/verify-request";
import { verifyPack } from "~/verification/verify.server";
import type { Route } from "./+types/api.verify._index";

const text = (name: string, description: string, example: string, maxLength?: number) => ({
  name,
  in: "query" as const,
  required: false,
  description,
  schema: { type: "string", ...(maxLength && { maxLength }), examples: [example] },
});

export const openapi = describePath("/api/verify", {
  get: {
    operationId: "verifyPack",
    summary: "Check a pack's code or batch number, with the answer as one SMS (public)",
    query: [
      text(
        "code",
        "The code under the scratch panel as typed: letter case, spaces and dashes do not matter, nor Urdu digits.",
        PACK_CODE_EXAMPLE,
        VERIFY_LIMITS.code,
      ),
      text(
        "batch",
        "The batch number as printed, when there is no code (with `code`, the code is checked): case, spaces, dashes and slashes do not matter.",
        "LT-24/0917",
        VERIFY_LIMITS.batch,
      ),
      text(
        "district",
        "Optional: the district the farmer is in, a code of the site's list (the values of the district choice on /verify). A code's first check remembers it.",
        "multan",
      ),
      {
        name: "lang",
        in: "query",
        required: false,
        description:
          "The language of `text`, the product's name, the recall note and the messages: `en` (default) or `ur`.",
        schema: { type: "string", enum: ["en", "ur"], examples: ["ur"] },
      },
    ],
    ok: ok(
      "The answer. Every check is counted (a code's first check is remembered, later ones are repeats), so answers carry `Cache-Control: private, no-store`.",
      verificationRecordSchema,
    ),
    refusals: {
      "400": failure(
        "Neither `code` nor `batch`, either too long, an unknown district or language: `errors` names each.",
        INVALID_INPUT,
        { code: en.verify.errors.codeOrBatchRequired },
      ),
      "429": failure(
        "Too many checks from this client address within VERIFY_WINDOW_MINUTES (VERIFY_MAX_PER_WINDOW, 60 in 10 minutes unless set): Retry-After says when to try again.",
        format(en.verify.tooMany, { minutes: "10 minutes", phone: PRIMARY_PHONE.display }),
      ),
    },
  },
});

/**
 * Public: ?code= (or ?batch=), &district=, &lang=: the answer to one check, counted against
 * the client address like the verify page's.
 */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(() => {
    const params = new URL(request.url).searchParams;
    const language = contactLanguageSchema.safeParse(params.get("lang") || "en");
    const answer = !language.success
      ? apiFail(400, INVALID_INPUT, { lang: language.error.issues[0]?.message ?? INVALID_INPUT })
      : answerCheck(params, language.data, requestValues(context).clientAddress);
    answer.headers.set("Cache-Control", NOT_STORED["Cache-Control"]);
    return answer;
  });

function answerCheck(params: URLSearchParams, locale: "en" | "ur", clientAddress?: string) {
  const result = verifyPack(
    {
      code: params.get("code") ?? undefined,
      batch: params.get("batch") ?? undefined,
      district: params.get("district") ?? undefined,
    },
    { locale, clientAddress },
  );
  if (!result.ok) return apiRefusal(result);
  return apiOk(verificationRecord(result.value, locale, messagesFor(locale).verify.sms));
}

export const action = () => methodNotAllowed(["GET"]);
