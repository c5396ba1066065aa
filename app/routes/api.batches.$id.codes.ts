import { describePath, idParameter, jsonBody, ok } from "~/api/describe";
import { codeRunRecordSchema } from "~/api/record-schemas";
import { codeRunRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { codeRunSchema } from "~/batches/batch-schema";
import { codeSheetDownload } from "~/batches/code-sheet.server";
import { generatePackCodes } from "~/batches/pack-codes.server";
import { publicOrigin } from "~/seo/origin.server";
import type { Route } from "./+types/api.batches.$id.codes";

const CODES_MADE = "Pack codes made: this answer is their only copy.";

const answers = ok(
  "The new codes. By default a zip: `codes.csv` (code, batch number, product, verification link, QR image file) and one QR image per code under `qr/` (SVG). With `Accept: application/json`, the envelope below. Either way the only copy of the codes: only their hashes are stored.",
  codeRunRecordSchema,
  CODES_MADE,
);

export const openapi = describePath("/api/batches/:id/codes", {
  params: { id: idParameter("batch") },
  post: {
    operationId: "generatePackCodes",
    summary: "Make one-time pack codes for a batch (up to 20,000 a run)",
    admin: true,
    body: jsonBody(codeRunSchema),
    ok: {
      ...answers,
      content: {
        "application/zip": { schema: { type: "string", contentMediaType: "application/zip" } },
        ...answers.content,
      },
    },
    created: true,
  },
});

export const loader = () => methodNotAllowed(["POST"]);

/** JSON `{ count }`; answers the zip, or JSON when the caller accepts only that. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireApiAdmin(request);
    const id = idParam(params.id, "Batch");
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    const run = generatePackCodes(id, body.value.count);
    if (!run.ok) return apiRefusal(run);
    const origin = publicOrigin(request);
    const wantsJson = /\bapplication\/json\b/i.test(request.headers.get("accept") ?? "");
    if (!wantsJson) return codeSheetDownload(run.value, origin, 201);
    return apiOk(codeRunRecord(run.value, origin), { status: 201, message: CODES_MADE });
  });
