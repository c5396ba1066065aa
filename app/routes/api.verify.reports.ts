import {
  describePath,
  failure,
  formSchema,
  IMAGE_TEXT,
  imageFile,
  jsonOrFormBody,
  NOTHING,
  ok,
} from "~/api/describe";
import { handleApi, readJsonOrFormBody } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { format } from "~/i18n/format";
import { en } from "~/i18n/messages/en";
import { chosenFiles } from "~/images/uploads.server";
import { requestValues } from "~/load-context";
import { submitPackReport } from "~/verification/pack-reports.server";
import { PACK_REPORT_PHOTO_FIELD } from "~/verification/verification";
import { packReportSchema } from "~/verification/verify-schema";
import type { Route } from "./+types/api.verify.reports";

export const openapi = describePath("/api/verify/reports", {
  post: {
    operationId: "reportSuspectPack",
    summary: "A farmer's report of a suspect pack (public)",
    body: jsonOrFormBody(
      packReportSchema,
      formSchema(packReportSchema, {
        [PACK_REPORT_PHOTO_FIELD]: imageFile(`A photo of the pack (optional): ${IMAGE_TEXT}.`),
      }),
      PACK_REPORT_PHOTO_FIELD,
      " The same checks as the verify page's report form, in the report's `language`.",
    ),
    ok: ok(
      "Stored as a message of kind `pack-report` in the staff inbox, and e-mailed to the staff like an enquiry. The same report (phone, shop, district, code and note) within CONTACT_DUPLICATE_MINUTES gets the same answer and is stored once.",
      NOTHING,
      en.verify.report.sent,
    ),
    created: true,
    refusals: {
      "429": failure(
        "More messages than the contact form allows from this client address or this phone (CONTACT_MAX_PER_WINDOW, CONTACT_MAX_PER_EMAIL): Retry-After says when to try again.",
        format(en.contact.form.tooMany, { minutes: "10 minutes" }),
      ),
    },
  },
});

/**
 * Public: a report {packCode, district, shop, phone, name?, note?, language?} as JSON, or as
 * multipart with a `photo` of the pack; screened like a contact message (limits per client
 * address and per phone, duplicates stored once).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJsonOrFormBody(request, 1);
    if (!body.ok) return apiRefusal(body);
    const { fields, form } = body.value;
    const photo = form ? (chosenFiles(form, PACK_REPORT_PHOTO_FIELD)[0] ?? null) : null;
    const result = await submitPackReport(fields, photo, {
      locale: fields.language === "ur" ? "ur" : "en",
      clientAddress: requestValues(context).clientAddress,
    });
    return result.ok ? apiOk(null, { status: 201, message: result.value }) : apiRefusal(result);
  });

export const loader = () => methodNotAllowed(["POST"]);
