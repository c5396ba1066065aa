import type { ContactAnswer } from "~/contacts/contact-answer";
import { PACK_REPORT_SUBJECT } from "~/contacts/contact-fields";
import {
  screenVisitorMessage,
  storeVisitorMessage,
  type ContactMessage,
  type NewContactMessage,
  type VisitorOptions,
} from "~/contacts/contacts.server";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIZE_TEXT, IMAGE_TYPES } from "~/images/image-limits";
import { storeImage } from "~/images/images.server";
import { chosenFiles, parseUploadForm, writeWithImage } from "~/images/uploads.server";
import { INVALID_INPUT, invalidInput, ok, refuse, type Result } from "~/lib/result";
import { textFieldsOf } from "~/lib/validation";
import { PACK_REPORT_PHOTO_FIELD } from "./verification";
import { packReportSchemaIn } from "./verify-schema";
import { log } from "~/lib/log.server";

/**
 * Why a chosen photo cannot be kept, in the farmer's language; null when it may be one. A
 * browser names an image's type; a script may send none, and the content decides.
 */
function photoProblem(photo: File, locale: Locale): string | null {
  const { errors } = messagesFor(locale).verify;
  const untyped = photo.type === "" || photo.type === "application/octet-stream";
  if (!untyped && !(IMAGE_TYPES as readonly string[]).includes(photo.type)) return errors.photoType;
  if (photo.size > IMAGE_MAX_BYTES)
    return format(errors.photoTooLarge, { size: IMAGE_MAX_SIZE_TEXT });
  return null;
}

/**
 * A farmer's report of a suspect pack, from the verify page's report form or
 * POST /api/verify/reports: checked (app/verification/verify-schema.ts) and screened by the
 * contact form's rules (timing, honeypot, duplicates, limits per address and per phone), then
 * stored as a message of kind pack-report, which reaches the staff inbox and is e-mailed like
 * an enquiry. An optional photo of the pack is stored as a picture only staff see, its
 * metadata stripped. The value is the thank-you message in `locale`; a refusal is 400 with
 * field errors (the photo's under `photo`) or 429.
 */
export async function submitPackReport(
  fields: Record<string, unknown>,
  photo: File | null,
  options: VisitorOptions & { locale: Locale },
): Promise<Result<string>> {
  const { locale } = options;
  const words = messagesFor(locale).verify.report;
  const photoError = photo ? photoProblem(photo, locale) : null;
  const screened = screenVisitorMessage<NewContactMessage>(
    fields,
    (input) => {
      // The report is in the page's language unless it says (the API's gateway may).
      const parsed = packReportSchemaIn(locale).safeParse({ language: locale, ...input });
      if (!parsed.success) {
        const refusal = invalidInput(parsed.error);
        return photoError
          ? { ...refusal, errors: { ...refusal.errors, photo: photoError } }
          : refusal;
      }
      if (photoError) return refuse(400, INVALID_INPUT, { photo: photoError });
      const { packCode, district, shop, phone, name, note, language } = parsed.data;
      return ok({
        name: name ?? "",
        phone,
        email: undefined,
        subject: PACK_REPORT_SUBJECT,
        message: note ?? "",
        language,
        report: { packCode, district, shop, photo: null },
      });
    },
    options,
  );
  if (!screened.ok) return screened;
  const report = screened.value;
  if (!report?.report) return ok(words.sent);
  let stored = null;
  if (photo) {
    const kept = await storeImage(
      Buffer.from(await photo.arrayBuffer()),
      "pack-reports",
      photo.name,
    );
    if (!kept.ok) {
      return refuse(400, INVALID_INPUT, { photo: messagesFor(locale).verify.errors.photoType });
    }
    stored = kept.value;
  }
  const details = report.report;
  const written = await writeWithImage<ContactMessage>(stored, null, () =>
    ok(storeVisitorMessage({ ...report, report: { ...details, photo: stored } }, options)),
  );
  return written.ok ? ok(words.sent) : written;
}

/** A report form's answer with the HTTP status and headers it goes with. */
export interface PackReportReply {
  answer: ContactAnswer;
  status: number;
  headers?: Record<string, string>;
}

/**
 * Reads a report form posted from the verify page in `locale` (multipart, with at most one
 * photo; a photo over the limit is left out and named, the typed fields kept) and stores the
 * report. The farmer keeps what he typed when it is refused, to send it again.
 */
export async function answerPackReportForm(
  request: Request,
  locale: Locale,
  clientAddress?: string,
): Promise<PackReportReply> {
  const words = messagesFor(locale).verify.report;
  let values: Record<string, string> = {};
  try {
    const read = await parseUploadForm(request, 1, "skip");
    if (!read.ok) {
      const message =
        read.status === 413 ? format(words.tooLarge, { size: IMAGE_MAX_SIZE_TEXT }) : words.failed;
      return { answer: { status: "failed", message, values }, status: read.status };
    }
    values = textFieldsOf(read.value);
    const photo = chosenFiles(read.value, PACK_REPORT_PHOTO_FIELD)[0] ?? null;
    const result = await submitPackReport(values, photo, { locale, clientAddress });
    if (result.ok) return { answer: { status: "sent", message: result.value }, status: 200 };
    const { status, errors, retryAfterSeconds } = result;
    if (errors) return { answer: { status: "invalid", errors, values }, status };
    return {
      answer: { status: "failed", message: result.message, values },
      status,
      headers:
        retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
    };
  } catch (error) {
    log().error({ event: "pack-report", err: error }, "Pack report failed");
    return { answer: { status: "failed", message: words.failed, values }, status: 500 };
  }
}
