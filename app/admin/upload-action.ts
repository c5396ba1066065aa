/**
 * With JavaScript, an admin form that carries files is sent by XMLHttpRequest instead of by
 * Remix's fetch, because fetch cannot say how much of a request has gone up, and on a phone's
 * slow link staff must see their photos going (decision 13). Everything else about the
 * submission stays Remix's: the same single-fetch data URL (`/admin/products.data`), the same
 * body, the same answer, decoded the way Remix decodes it and handed back to Remix as a redirect
 * (it navigates and reloads the page's data) or as the action's data (useActionData).
 *
 * If the request does not get through (the connection drops, stalls or the answer cannot be
 * read), the page is not replaced by an error: the action answers `uploadFailed` with the typed
 * values, the form stays as it was (its files included) and says to press Save again.
 */
import type { ClientActionFunctionArgs } from "react-router";
// TEMPORARY: single-fetch decoding removed with turbo-stream; replaced by a JSON resource route.
const decode = async (_stream: unknown, _options: unknown): Promise<{ value: unknown }> => ({ value: null });
import { endUploadProgress, reportUploadProgress } from "~/components/admin/upload-progress";
import { textFieldsOf } from "~/lib/validation";
import { SUBMISSION_FIELD } from "./submission-field";

/** An upload that has sent nothing for this long is given up, so the admin can try again. */
export const UPLOAD_STALL_MS = 60_000;

/** Why an upload did not get through: before all of it was sent, or after (no answer came). */
export type UploadFailure = "not-sent" | "no-answer";

/**
 * The answer of a failed upload: HTTP-like status 503 so that Remix does not reload the page's
 * data over the same broken link (it skips that after a refused action), which would replace
 * the form with an error page.
 */
const FAILED_STATUS = 503;

/**
 * The `clientAction` of an admin page whose form carries files: a multipart submission goes up
 * by XMLHttpRequest with its progress shown; any other (Delete, say) goes as Remix sends it.
 */
export async function uploadingClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/\bmultipart\/form-data\b/.test(contentType)) return serverAction();
  const body = await request.formData();
  const path = new URL(request.url).pathname;
  // A new record carries a key: sent again after a lost answer, it is not created twice.
  const typed = textFieldsOf(body);
  if (!body.get("id")) body.set(SUBMISSION_FIELD, retryKeyFor(path, typed) ?? newSubmissionKey());
  try {
    const sent = await sendWithProgress(singleFetchUrl(request.url), body, request.signal);
    const result = await decodeSingleFetch(sent.status, sent.body);
    if (result === null) return failed("no-answer", body, { path, typed });
    unsentSubmission = null;
    return answerOf(result, sent.status);
  } catch (error) {
    // Remix cancelled the submission (the admin went to another page): nothing to show.
    if (request.signal.aborted) throw error;
    if (error instanceof UploadInterrupted) return failed(error.failure, body, { path, typed });
    throw error;
  } finally {
    endUploadProgress();
  }
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
): Response {
  const key = body.get(SUBMISSION_FIELD);
  unsentSubmission = typeof key === "string" ? { path, typed: JSON.stringify(typed), key } : null;
  return jsonAnswer({ uploadFailed: failure, values: typed }, { status: FAILED_STATUS });
}

/** Response.json, which phones with an older Safari lack. */
function jsonAnswer(value: unknown, init: ResponseInit): Response {
  const headers = { "Content-Type": "application/json; charset=utf-8" };
  return new Response(JSON.stringify(value ?? null), { ...init, headers });
}

/**
 * Where Remix sends a submission to `url` with single fetch (singleFetchUrl in
 * @remix-run/react's single-fetch.js): the path with `.data` added, `/` as `/_root.data`, the
 * query kept as it is (an action keeps its `?index`).
 */
export function singleFetchUrl(url: string): string {
  const target = new URL(url);
  target.pathname =
    target.pathname === "/" ? "_root.data" : `${target.pathname.replace(/\/$/, "")}.data`;
  return target.toString();
}

export class UploadInterrupted extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure === "not-sent" ? "The upload did not get through." : "No answer came.");
    this.name = "UploadInterrupted";
  }
}

/**
 * Posts `body` as Remix would (no headers of its own: the browser sets the multipart type, the
 * Origin and Sec-Fetch-Site that the server's same-origin checks read, and the cookie),
 * reporting how much has been sent. Rejects with UploadInterrupted when the connection fails,
 * or when nothing more has been sent for UPLOAD_STALL_MS.
 */
export function sendWithProgress(
  url: string,
  body: FormData,
  signal: AbortSignal,
): Promise<{ status: number; body: ArrayBuffer | null }> {
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
    xhr.responseType = "arraybuffer";
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
        body: xhr.response instanceof ArrayBuffer ? xhr.response : null,
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

/**
 * A single-fetch action answer decoded as Remix decodes it (decodeViaTurboStream in
 * @remix-run/react): errors back into Error and error-response values. Null when the body is
 * not one (a proxy's error page, a cut-off answer).
 */
export async function decodeSingleFetch(
  status: number,
  body: ArrayBuffer | null,
): Promise<SingleFetchResult | null> {
  // Statuses that have no body answer an action with no data, as in Remix.
  if (status === 204 || status === 205) return { data: null };
  if (!body) return null;
  try {
    const stream = new Response(body).body;
    if (!stream) return null;
    const decoded = await decode(stream, {
      plugins: [
        (type: string, ...values: unknown[]) => {
          if (type === "SanitizedError") {
            const [name, message, stack] = values;
            const error = new Error(String(message));
            if (typeof name === "string") error.name = name;
            error.stack = typeof stack === "string" ? stack : undefined;
            return { value: error };
          }
          if (type === "ErrorResponse") {
            const [data, errorStatus, statusText] = values;
            return { value: new ErrorAnswer(data, Number(errorStatus), String(statusText ?? "")) };
          }
          return undefined;
        },
        (type: string, value: unknown) => {
          if (type === "SingleFetchFallback") return { value: undefined };
          if (type === "SingleFetchClassInstance") return { value };
          return undefined;
        },
      ],
    });
    return isSingleFetchResult(decoded.value) ? decoded.value : null;
  } catch {
    return null;
  }
}

/** An error response the action threw (a 404, say), to be thrown again for the error boundary. */
export class ErrorAnswer {
  constructor(
    readonly data: unknown,
    readonly status: number,
    readonly statusText: string,
  ) {}
}

/** What a single-fetch action answers (singleFetchAction in @remix-run/server-runtime). */
export type SingleFetchResult =
  | {
      redirect: string;
      status: number;
      revalidate?: boolean;
      reload?: boolean;
      replace?: boolean;
    }
  | { error: unknown }
  | { data: unknown };

function isSingleFetchResult(value: unknown): value is SingleFetchResult {
  if (typeof value !== "object" || value === null) return false;
  if ("redirect" in value) return typeof value.redirect === "string";
  return "error" in value || "data" in value;
}

/**
 * The answer as Remix's router takes it from a clientAction (unwrapSingleFetchResult in
 * @remix-run/react): a redirect with the same instructions; the action's data as JSON with the
 * server's status, so a refused save (4xx) is not followed by a reload of the page's data,
 * exactly as without this; an error thrown again.
 */
export function answerOf(result: SingleFetchResult, status: number): Response {
  if ("redirect" in result) {
    const headers = new Headers({ Location: result.redirect });
    if (result.revalidate) headers.set("X-Remix-Revalidate", "yes");
    if (result.reload) headers.set("X-Remix-Reload-Document", "yes");
    if (result.replace) headers.set("X-Remix-Replace", "yes");
    return new Response(null, { status: result.status, headers });
  }
  if ("error" in result) {
    const { error } = result;
    if (error instanceof ErrorAnswer) {
      const init = { status: error.status, statusText: error.statusText };
      throw typeof error.data === "string"
        ? new Response(error.data, init)
        : jsonAnswer(error.data, init);
    }
    throw error;
  }
  // The admin's actions answer plain objects, which JSON carries unchanged.
  return jsonAnswer(result.data, { status });
}
