/**
 * With JavaScript, an admin form that carries files is sent by XMLHttpRequest instead of by the
 * router's fetch, because fetch cannot say how much of a request has gone up, and on a phone's
 * slow link staff must see their photos going (decision 13). It goes to the page's upload route
 * (`/admin/upload/{page}`, see upload-route.ts), which runs the page's own action and answers in
 * JSON. The answer is handed to the router as a clientAction's result: a redirect (it navigates
 * and loads the next page's data), or the action's data with its status (useActionData; after a
 * refused save, 4xx, the router does not reload the page's data).
 *
 * If the request does not get through (the connection drops, stalls or what comes back is not
 * the app's answer), the page is not replaced by an error: the action answers `uploadFailed`
 * with the typed values, the form stays as it was (its files included) and says to press Save
 * again.
 */
import { data, redirect, type ClientActionFunctionArgs } from "react-router";
import { endUploadProgress, reportUploadProgress } from "./upload-progress";
import { textFieldsOf } from "~/lib/validation";
import { SUBMISSION_FIELD } from "./form-fields";
import { isRedirectAnswer, uploadUrlOf, type UploadPage } from "./upload-route";

/** An upload that has sent nothing for this long is given up, so the admin can try again. */
export const UPLOAD_STALL_MS = 60_000;

/** Why an upload did not get through: before all of it was sent, or after (no answer came). */
export type UploadFailure = "not-sent" | "no-answer";

/**
 * The status of a failed upload's answer: an error status, so that the router does not reload
 * the page's data over the same broken link (it skips that after a refused action), which would
 * replace the form with an error page.
 */
const FAILED_STATUS = 503;

/**
 * The `clientAction` of the admin page `page`, whose form carries files: a multipart submission
 * goes up by XMLHttpRequest to the page's upload route with its progress shown; any other
 * (Delete, say) goes to the page's action as the router sends it.
 */
export function uploadingClientAction(page: UploadPage) {
  return async ({ request, serverAction }: ClientActionFunctionArgs) => {
    const contentType = request.headers.get("Content-Type") ?? "";
    if (!/\bmultipart\/form-data\b/.test(contentType)) return serverAction();
    const body = await request.formData();
    const path = new URL(request.url).pathname;
    // A new record carries a key: sent again after a lost answer, it is not created twice.
    const typed = textFieldsOf(body);
    if (!body.get("id")) body.set(SUBMISSION_FIELD, retryKeyFor(path, typed) ?? newSubmissionKey());
    try {
      const sent = await sendWithProgress(uploadUrlOf(page, request.url), body, request.signal);
      const answer = answerOf(sent);
      if (answer === null) return failed("no-answer", body, { path, typed });
      unsentSubmission = null;
      return handOver(answer);
    } catch (error) {
      // The router cancelled the submission (the admin went to another page): nothing to show.
      if (request.signal.aborted) throw error;
      if (error instanceof UploadInterrupted) return failed(error.failure, body, { path, typed });
      throw error;
    } finally {
      endUploadProgress();
    }
  };
}

/**
 * The key of a create whose upload failed, for its retry: the same form sent again from the
 * same page. A form typed differently is another record, with a key of its own.
 */
let unsentSubmission: { path: string; typed: string; key: string } | null = null;

function retryKeyFor(path: string, typed: Record<string, string>): string | undefined {
  const last = unsentSubmission;
  return last && last.path === path && last.typed === JSON.stringify(typed) ? last.key : undefined;
}

function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function failed(
  failure: UploadFailure,
  body: FormData,
  { path, typed }: { path: string; typed: Record<string, string> },
) {
  const key = body.get(SUBMISSION_FIELD);
  unsentSubmission = typeof key === "string" ? { path, typed: JSON.stringify(typed), key } : null;
  return data({ uploadFailed: failure, values: typed }, { status: FAILED_STATUS });
}

export class UploadInterrupted extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure === "not-sent" ? "The upload did not get through." : "No answer came.");
    this.name = "UploadInterrupted";
  }
}

/** What came back for an upload. */
export interface SentUpload {
  status: number;
  statusText: string;
  contentType: string;
  body: string;
}

/**
 * Posts `body` as the router would post the form (no headers of its own: the browser sets the
 * multipart type, the Origin and Sec-Fetch-Site that the server's same-origin checks read, and
 * the cookie), reporting how much has been sent. Rejects with UploadInterrupted when the
 * connection fails, or when nothing more has been sent for UPLOAD_STALL_MS.
 */
export function sendWithProgress(
  url: string,
  body: FormData,
  signal: AbortSignal,
): Promise<SentUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let sentAll = false;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => xhr.abort(), UPLOAD_STALL_MS);
    };
    const stop = () => {
      clearTimeout(stall);
      signal.removeEventListener("abort", cancel);
    };
    const cancel = () => xhr.abort();
    const fail = () => {
      stop();
      reject(new UploadInterrupted(sentAll ? "no-answer" : "not-sent"));
    };

    xhr.open("POST", url);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      watch();
      if (!event.lengthComputable || event.total === 0) return;
      const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100));
      reportUploadProgress({ phase: "uploading", percent });
    };
    // The last byte is sent: the server now reads the photos and makes their sizes.
    xhr.upload.onload = () => {
      clearTimeout(stall);
      sentAll = true;
      reportUploadProgress({ phase: "processing" });
    };
    xhr.onload = () => {
      stop();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader("Content-Type") ?? "",
        body: typeof xhr.response === "string" ? xhr.response : "",
      });
    };
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.ontimeout = fail;
    if (signal.aborted) return fail();
    signal.addEventListener("abort", cancel);
    reportUploadProgress({ phase: "uploading", percent: 0 });
    watch();
    xhr.send(body);
  });
}

/** The upload route's answer, as the clientAction hands it to the router (handOver). */
export type UploadAnswer =
  | { redirect: string }
  | { data: unknown; status: number }
  | { error: string; status: number; statusText: string };

/**
 * A proxy's statuses for an app that did not answer (502 Bad Gateway, 503, 504 Gateway
 * Timeout): the admin's actions never answer with them.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * What the upload route answered: where to go next, or the action's data with its status (both
 * JSON); or a refusal or failure of the app's that is not the form's (from another site, an
 * address that is not there, an error on the server), for the error boundary, as the router
 * shows those. Null when it is not the app's answer: a proxy's error page, a page of a Wi-Fi
 * that wants a sign-in, an answer cut off.
 */
export function answerOf(sent: SentUpload): UploadAnswer | null {
  if (GATEWAY_STATUSES.has(sent.status)) return null;
  if (/^application\/json\b/i.test(sent.contentType)) {
    let value: unknown;
    try {
      value = JSON.parse(sent.body);
    } catch {
      return null;
    }
    if (isRedirectAnswer(value)) return { redirect: value.redirect };
    return { data: value, status: sent.status };
  }
  if (sent.status >= 400) {
    return { error: sent.body, status: sent.status, statusText: sent.statusText };
  }
  return null;
}

/** The answer in the forms the router takes from a clientAction. */
export function handOver(answer: UploadAnswer) {
  if ("redirect" in answer) return redirect(answer.redirect);
  if ("error" in answer) {
    const { error, status, statusText } = answer;
    throw data(error, { status, statusText });
  }
  return data(answer.data, { status: answer.status });
}
