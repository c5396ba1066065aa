/**
 * The upload path of the admin's forms with files: the answers are made by Remix itself (a
 * request handler over a one-route build, answering single-fetch `.data` requests as the app
 * does), sent through a stand-in XMLHttpRequest, and read back as Remix's router would take
 * them from a clientAction.
 */
import {
  createRequestHandler,
  data,
  redirect,
  type ActionFunctionArgs,
  type ServerBuild,
} from "react-router";
import type { ClientActionFunctionArgs } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  currentUploadProgress,
  endUploadProgress,
  subscribeUploadProgress,
  type UploadProgress,
} from "~/components/admin/upload-progress";
import {
  decodeSingleFetch,
  sendWithProgress,
  singleFetchUrl,
  UPLOAD_STALL_MS,
  UploadInterrupted,
  uploadingClientAction,
} from "./upload-action";

/* A one-route Remix app whose action answers as the form's `answer` field says. ------------ */

async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  switch (form.get("answer")) {
    case "saved":
      throw redirect("/admin/products?notice=product-created");
    case "refused":
      return data({ error: "Please correct the highlighted fields.", values: { name: "X" } }, 400);
    case "gone":
      throw new Response("No such product", { status: 404, statusText: "Not Found" });
    case "crash":
      throw new Error("The disk is full");
    default:
      return { received: form.getAll("image").length };
  }
}

const routeFields = { index: undefined, caseSensitive: undefined };
const build = {
  mode: "production",
  entry: { module: { default: () => new Response("<html></html>") } },
  routes: {
    root: { id: "root", path: "", ...routeFields, module: { default: () => null } },
    "routes/admin.products": {
      id: "routes/admin.products",
      parentId: "root",
      path: "admin/products",
      ...routeFields,
      module: { default: () => null, action },
    },
  },
  assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  isSpaMode: false,
} satisfies Partial<ServerBuild>;
const remix = createRequestHandler(build as unknown as ServerBuild, "production");

/* A stand-in XMLHttpRequest: the test says when bytes go up and whether an answer comes. ---- */

class FakeXhr {
  static last: FakeXhr | null = null;
  /** Answer every request with the Remix app above once its body is "sent". */
  static answerWithRemix = true;

  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  responseType = "";
  status = 0;
  response: unknown = null;
  method = "";
  url = "";
  body: FormData | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    if (FakeXhr.answerWithRemix) void this.answerWithRemix();
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  sent() {
    this.upload.onload?.();
  }
  async answerWithRemix() {
    this.progress(50, 100);
    this.progress(100, 100);
    this.sent();
    const answer = await remix(
      new Request(this.url, { method: this.method, body: this.body ?? undefined }),
    );
    this.status = answer.status;
    this.response = await answer.arrayBuffer();
    this.onload?.();
  }
}

const PAGE = "http://localhost/admin/products?new=1";

function formWith(answer: string): FormData {
  const form = new FormData();
  form.append("intent", "save");
  form.append("name", "Super Spray");
  form.append("answer", answer);
  form.append("image", new File([new Uint8Array(300)], "IMG_2041.jpg", { type: "image/jpeg" }));
  return form;
}

function clientArgs(body: FormData | URLSearchParams, signal?: AbortSignal) {
  const serverAction = vi.fn(async () => ({ sentByRemix: true }));
  const args = {
    request: new Request(PAGE, { method: "POST", body, signal }),
    params: {},
    serverAction,
  } as unknown as ClientActionFunctionArgs;
  return { args, serverAction };
}

/** Every change of the progress store while `work` runs. */
async function progressDuring<T>(work: () => Promise<T>): Promise<[T, UploadProgress[]]> {
  const seen: UploadProgress[] = [];
  const stop = subscribeUploadProgress(() => seen.push(currentUploadProgress()));
  try {
    return [await work(), seen];
  } finally {
    stop();
  }
}

/**
 * How long the action may take to hand its form to the request: a few promises, but a busy
 * machine may run them late (vi.waitFor gives up after 1 s by default).
 */
const SENT = { timeout: 15_000 };

beforeEach(() => {
  FakeXhr.answerWithRemix = true;
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  endUploadProgress();
});

describe("singleFetchUrl", () => {
  it("is the page's path with .data, its query kept, as Remix posts an action", () => {
    expect(singleFetchUrl(PAGE)).toBe("http://localhost/admin/products.data?new=1");
    expect(singleFetchUrl("http://localhost/admin/gallery/")).toBe(
      "http://localhost/admin/gallery.data",
    );
    expect(singleFetchUrl("http://localhost/?index")).toBe("http://localhost/_root.data?index");
  });
});

describe("uploadingClientAction", () => {
  it("sends a form with files to the page's .data URL and follows the redirect of a save", async () => {
    const { args, serverAction } = clientArgs(formWith("saved"));
    const [answer, seen] = await progressDuring(async () => uploadingClientAction(args));
    expect(serverAction).not.toHaveBeenCalled();
    expect(FakeXhr.last?.url).toBe("http://localhost/admin/products.data?new=1");
    expect(FakeXhr.last?.method).toBe("POST");
    // The same fields and files Remix would have sent.
    expect(FakeXhr.last?.body?.get("name")).toBe("Super Spray");
    const image = FakeXhr.last?.body?.get("image");
    expect(image instanceof File ? [image.name, image.size] : null).toEqual(["IMG_2041.jpg", 300]);

    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/products?notice=product-created");
    // Percent sent, then the server's part, then nothing to show.
    expect(seen).toEqual([
      { phase: "uploading", percent: 0 },
      { phase: "uploading", percent: 50 },
      { phase: "uploading", percent: 100 },
      { phase: "processing" },
      { phase: "idle" },
    ]);
  });

  it("gives a refused save's data with its status, so Remix does not reload the page", async () => {
    const { args } = clientArgs(formWith("refused"));
    const answer = (await uploadingClientAction(args)) as Response;
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: "Please correct the highlighted fields.",
      values: { name: "X" },
    });
  });

  it("gives plain action data as it was answered", async () => {
    const { args } = clientArgs(formWith("other"));
    const answer = (await uploadingClientAction(args)) as Response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: 1 });
  });

  it("throws an error response again, for the page's error boundary", async () => {
    const { args } = clientArgs(formWith("gone"));
    const thrown = await uploadingClientAction(args).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe("No such product");
  });

  it("throws an error of the action again, as Remix does", async () => {
    // The server logs the error it sanitises.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { args } = clientArgs(formWith("crash"));
    const thrown = await uploadingClientAction(args).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Error);
    // In production Remix hides the message from the browser.
    expect((thrown as Error).message).toBe("Unexpected Server Error");
    expect(logged).toHaveBeenCalled();
  });

  it("leaves a form without files (Delete) to Remix", async () => {
    const { args, serverAction } = clientArgs(new URLSearchParams({ intent: "delete", id: "4" }));
    expect(await uploadingClientAction(args)).toEqual({ sentByRemix: true });
    expect(serverAction).toHaveBeenCalledOnce();
    expect(FakeXhr.last).toBeNull();
  });

  it("keeps the typed values when the upload does not get through", async () => {
    FakeXhr.answerWithRemix = false;
    const { args } = clientArgs(formWith("saved"));
    const pending = uploadingClientAction(args);
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    FakeXhr.last?.progress(10, 100);
    FakeXhr.last?.onerror?.();
    const answer = (await pending) as Response;
    // Not a success: Remix must not reload the page's data over the broken link.
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      uploadFailed: "not-sent",
      values: { intent: "save", name: "Super Spray", answer: "saved" },
    });
    expect(currentUploadProgress()).toEqual({ phase: "idle" });
  });

  it("sends a new record's retry with the key of the try whose answer was lost", async () => {
    FakeXhr.answerWithRemix = false;
    const keyOfTry = async (form: FormData, answered: boolean) => {
      FakeXhr.answerWithRemix = answered;
      FakeXhr.last = null;
      const pending = uploadingClientAction(clientArgs(form).args);
      // Read through a function: the assignment above would narrow the property to null.
      const sending = (): FakeXhr | null => FakeXhr.last;
      await vi.waitFor(() => expect(sending()?.body).toBeInstanceOf(FormData), SENT);
      const key = (sending()?.body as FormData).get("submission");
      if (!answered) {
        sending()?.progress(100, 100);
        sending()?.onerror?.();
      }
      await pending.catch(() => undefined);
      return key;
    };
    const first = await keyOfTry(formWith("saved"), false);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // The same form again: the server can tell it was already saved.
    expect(await keyOfTry(formWith("saved"), true)).toBe(first);
    // Once answered, the next new record has a key of its own.
    expect(await keyOfTry(formWith("saved"), true)).not.toBe(first);
    // A form typed differently after a lost answer is another record.
    const lost = await keyOfTry(formWith("saved"), false);
    const changed = formWith("saved");
    changed.set("name", "Another Spray");
    expect(await keyOfTry(changed, true)).not.toBe(lost);
  });

  it("sends no key when a saved record is edited", async () => {
    const form = formWith("saved");
    form.set("id", "12");
    const pending = uploadingClientAction(clientArgs(form).args);
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    expect((FakeXhr.last?.body as FormData).get("submission")).toBeNull();
    await pending.catch(() => undefined);
  });

  it("says when everything was sent but no answer came", async () => {
    FakeXhr.answerWithRemix = false;
    const { args } = clientArgs(formWith("saved"));
    const pending = uploadingClientAction(args);
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    FakeXhr.last?.sent();
    FakeXhr.last?.onerror?.();
    expect(await ((await pending) as Response).json()).toMatchObject({
      uploadFailed: "no-answer",
    });
  });

  it("treats an answer that is not Remix's (a proxy's error page) as no answer", async () => {
    FakeXhr.answerWithRemix = false;
    const { args } = clientArgs(formWith("saved"));
    const pending = uploadingClientAction(args);
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error("No request");
    xhr.sent();
    xhr.status = 502;
    xhr.response = new TextEncoder().encode("<html>Bad Gateway</html>").buffer;
    xhr.onload?.();
    const answer = (await pending) as Response;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ uploadFailed: "no-answer" });
  });

  it("stops when Remix cancels the submission", async () => {
    FakeXhr.answerWithRemix = false;
    const controller = new AbortController();
    const { args } = clientArgs(formWith("saved"), controller.signal);
    const pending = uploadingClientAction(args).catch((error: unknown) => error);
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    controller.abort(new Error("navigated away"));
    expect(await pending).toBeInstanceOf(UploadInterrupted);
  });
});

describe("sendWithProgress", () => {
  it("gives up an upload that has sent nothing for a while", async () => {
    vi.useFakeTimers();
    FakeXhr.answerWithRemix = false;
    const sending = sendWithProgress(PAGE, new FormData(), new AbortController().signal).catch(
      (error: unknown) => error,
    );
    FakeXhr.last?.progress(10, 100);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1);
    FakeXhr.last?.progress(20, 100);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1);
    expect(currentUploadProgress()).toEqual({ phase: "uploading", percent: 20 });
    vi.advanceTimersByTime(1);
    const error = await sending;
    expect(error).toBeInstanceOf(UploadInterrupted);
    expect((error as UploadInterrupted).failure).toBe("not-sent");
  });

  it("waits for the server as long as it takes once everything is sent", async () => {
    vi.useFakeTimers();
    FakeXhr.answerWithRemix = false;
    let settled = false;
    void sendWithProgress(PAGE, new FormData(), new AbortController().signal).finally(() => {
      settled = true;
    });
    FakeXhr.last?.sent();
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS * 3);
    expect(settled).toBe(false);
    expect(currentUploadProgress()).toEqual({ phase: "processing" });
  });
});

describe("decodeSingleFetch", () => {
  it("reads an answer without a body as no data", async () => {
    expect(await decodeSingleFetch(204, null)).toEqual({ data: null });
  });

  it("refuses a body that is not a single-fetch answer", async () => {
    expect(await decodeSingleFetch(200, new TextEncoder().encode("[1,2").buffer)).toBeNull();
    expect(await decodeSingleFetch(200, null)).toBeNull();
  });
});
