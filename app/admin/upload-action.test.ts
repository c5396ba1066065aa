/**
 * The upload path of the admin's forms with files, end to end but for the browser: a router
 * (React Router's own, in memory) submits the form to the page's clientAction; the upload goes
 * through a stand-in XMLHttpRequest to the upload route, answered by React Router's request
 * handler over a one-route build whose page action answers as the form's `answer` field says;
 * what the router then shows (where it went, the action's data, an error, whether it reloaded
 * the page's data) is what the admin sees.
 */
import {
  createMemoryRouter,
  data,
  isRouteErrorResponse,
  redirect,
  type ActionFunctionArgs,
  type ClientActionFunctionArgs,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uploadRouteHandler } from "#tests/setup/upload-route-handler";
import {
  currentUploadProgress,
  endUploadProgress,
  subscribeUploadProgress,
  type UploadProgress,
} from "./upload-progress";
import {
  answerOf,
  sendWithProgress,
  UPLOAD_STALL_MS,
  UploadInterrupted,
  uploadingClientAction,
} from "./upload-action";
import { isUploadPage } from "./upload-route";
import type { PageArgs } from "~/auth/auth.server";
import { pageArgsOf, uploadAnswer } from "./upload-route.server";

/* The upload route over a page action that answers as the form's `answer` field says. ------- */

/** The page's action, given the request as the page would have it. */
async function pageAction({ request, url: page }: PageArgs) {
  const form = await request.formData();
  switch (form.get("answer")) {
    case "saved":
      // Back to the page it came from, as the admin's actions do.
      throw redirect(`${page.pathname}?notice=product-created`);
    case "refused":
      return data({ error: "Please correct the highlighted fields.", values: { name: "X" } }, 400);
    case "gone":
      throw new Response("No such product", { status: 404, statusText: "Not Found" });
    case "crash":
      throw new Error("The disk is full");
    default:
      return { received: form.getAll("image").length, query: page.search };
  }
}

const app = uploadRouteHandler({
  action: ({ request, params }: ActionFunctionArgs) => {
    const page = params.section;
    if (!isUploadPage(page)) throw new Response("Not Found", { status: 404 });
    return uploadAnswer(() => pageAction(pageArgsOf(request, page)));
  },
});

/* A stand-in XMLHttpRequest: the test says when bytes go up and whether an answer comes. ---- */

class FakeXhr {
  static last: FakeXhr | null = null;
  /** Answer every request with the app above once its body is "sent". */
  static answerWithApp = true;

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
  statusText = "";
  response: unknown = "";
  headers = new Headers();
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
    if (FakeXhr.answerWithApp) void this.answerWithApp();
  }
  abort() {
    this.onabort?.();
  }
  getResponseHeader(name: string): string | null {
    return this.headers.get(name);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  sent() {
    this.upload.onload?.();
  }
  answer(status: number, contentType: string, body: string) {
    this.status = status;
    this.headers = new Headers({ "Content-Type": contentType });
    this.response = body;
    this.onload?.();
  }
  async answerWithApp() {
    this.progress(50, 100);
    this.progress(100, 100);
    this.sent();
    const answer = await app(
      new Request(this.url, { method: this.method, body: this.body ?? undefined }),
    );
    this.status = answer.status;
    this.statusText = answer.statusText;
    this.headers = answer.headers;
    this.response = await answer.text();
    this.onload?.();
  }
}

/* The products page in a router, its form submitted as the browser's router submits it. ---- */

const PAGE = "/admin/products?new=1";

function formWith(answer: string): FormData {
  const form = new FormData();
  form.append("intent", "save");
  form.append("name", "Super Spray");
  form.append("answer", answer);
  form.append("image", new File([new Uint8Array(300)], "IMG_2041.jpg", { type: "image/jpeg" }));
  return form;
}

/** The products page at PAGE, its data loaded; `loads` counts the loads of its data. */
async function productsPage() {
  const loads = vi.fn(() => ({ rows: [] }));
  const sentToPage = vi.fn(async () => ({ sentToPage: true }));
  const clientAction = uploadingClientAction("products");
  const router = createMemoryRouter(
    [
      {
        id: "products",
        path: "/admin/products",
        loader: loads,
        action: (args) =>
          clientAction({ ...args, serverAction: sentToPage } as ClientActionFunctionArgs),
        ErrorBoundary: () => null,
      },
    ],
    { initialEntries: [PAGE] },
  );
  router.initialize();
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  loads.mockClear();
  return {
    router,
    loads,
    sentToPage,
    /** Sends the form as Save would and waits until the router is done with it. */
    submit: async (body: FormData | URLSearchParams) => {
      const multipart = body instanceof FormData;
      await router.navigate(PAGE, {
        formMethod: "post",
        ...(multipart
          ? { formData: body, formEncType: "multipart/form-data" as const }
          : { body, formEncType: "application/x-www-form-urlencoded" as const }),
      });
      await vi.waitFor(() => expect(router.state.navigation.state).toBe("idle"), SENT);
    },
    where: () => `${router.state.location.pathname}${router.state.location.search}`,
    actionData: () => router.state.actionData?.products as unknown,
    error: () => router.state.errors?.products as unknown,
  };
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

/** The clientAction called by hand, for what the router does not show (the request sent). */
function clientArgs(body: FormData, signal?: AbortSignal) {
  return {
    request: new Request(`http://localhost${PAGE}`, { method: "POST", body, signal }),
    params: {},
    serverAction: vi.fn(),
  } as unknown as ClientActionFunctionArgs;
}

/**
 * How long the action may take to hand its form to the request: a few promises, but a busy
 * machine may run them late (vi.waitFor gives up after 1 s by default).
 */
const SENT = { timeout: 15_000 };

beforeEach(() => {
  FakeXhr.answerWithApp = true;
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  endUploadProgress();
});

describe("a form with files, saved with JavaScript", () => {
  it("goes to the page's upload route with its progress, and a save goes where the page's action says", async () => {
    const page = await productsPage();
    const [, seen] = await progressDuring(() => page.submit(formWith("saved")));
    expect(page.sentToPage).not.toHaveBeenCalled();
    expect(FakeXhr.last?.url).toBe("http://localhost/admin/upload/products?new=1");
    expect(FakeXhr.last?.method).toBe("POST");
    // The same fields and files the form holds.
    expect(FakeXhr.last?.body?.get("name")).toBe("Super Spray");
    const image = FakeXhr.last?.body?.get("image");
    expect(image instanceof File ? [image.name, image.size] : null).toEqual(["IMG_2041.jpg", 300]);

    // The page's action saw the page's own address and sent the admin back to it.
    expect(page.where()).toBe("/admin/products?notice=product-created");
    expect(page.loads).toHaveBeenCalledOnce();
    expect(page.error()).toBeUndefined();
    // Percent sent, then the server's part, then nothing to show.
    expect(seen).toEqual([
      { phase: "uploading", percent: 0 },
      { phase: "uploading", percent: 50 },
      { phase: "uploading", percent: 100 },
      { phase: "processing" },
      { phase: "idle" },
    ]);
  });

  it("shows a refused save's messages and does not reload the page's data", async () => {
    const page = await productsPage();
    await page.submit(formWith("refused"));
    expect(page.actionData()).toEqual({
      error: "Please correct the highlighted fields.",
      values: { name: "X" },
    });
    expect(page.where()).toBe(PAGE);
    expect(page.loads).not.toHaveBeenCalled();
  });

  it("gives other action data as it was answered, the page's query included", async () => {
    const page = await productsPage();
    await page.submit(formWith("other"));
    expect(page.actionData()).toEqual({ received: 1, query: "?new=1" });
    // A 200, as after the page's own action: the page's data is loaded again.
    expect(page.loads).toHaveBeenCalledOnce();
  });

  it("shows an error response of the action in the page's error boundary", async () => {
    const page = await productsPage();
    await page.submit(formWith("gone"));
    const error = page.error();
    expect(isRouteErrorResponse(error) ? [error.status, error.data] : error).toEqual([
      404,
      "No such product",
    ]);
  });

  it("shows an error of the server in the error boundary, the server logging it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = await productsPage();
    await page.submit(formWith("crash"));
    const error = page.error();
    expect(isRouteErrorResponse(error) ? error.status : error).toBe(500);
    // The browser is not told what went wrong.
    expect(JSON.stringify(error)).not.toContain("disk");
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: "The disk is full" }));
  });

  it("leaves a form without files (Delete) to the page's action", async () => {
    const page = await productsPage();
    await page.submit(new URLSearchParams({ intent: "delete", id: "4" }));
    expect(page.sentToPage).toHaveBeenCalledOnce();
    expect(page.actionData()).toEqual({ sentToPage: true });
    expect(FakeXhr.last).toBeNull();
  });

  it("keeps the typed values when the upload does not get through, without reloading", async () => {
    FakeXhr.answerWithApp = false;
    const page = await productsPage();
    const submitted = page.submit(formWith("saved"));
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    FakeXhr.last?.progress(10, 100);
    FakeXhr.last?.onerror?.();
    await submitted;
    expect(page.actionData()).toEqual({
      uploadFailed: "not-sent",
      values: { intent: "save", name: "Super Spray", answer: "saved" },
    });
    // Not a success: the page's data is not loaded again over the broken link.
    expect(page.loads).not.toHaveBeenCalled();
    expect(page.error()).toBeUndefined();
    expect(page.where()).toBe(PAGE);
    expect(currentUploadProgress()).toEqual({ phase: "idle" });
  });

  it("says when everything was sent but no answer came", async () => {
    FakeXhr.answerWithApp = false;
    const page = await productsPage();
    const submitted = page.submit(formWith("saved"));
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    FakeXhr.last?.sent();
    FakeXhr.last?.onerror?.();
    await submitted;
    expect(page.actionData()).toMatchObject({ uploadFailed: "no-answer" });
  });

  it.each([
    ["a proxy's error page", 502, "text/html", "<html>Bad Gateway</html>"],
    ["a proxy's timeout", 504, "text/plain", "Gateway Timeout"],
    ["the sign-in page of a Wi-Fi", 200, "text/html", "<html>Log in to FreeWiFi</html>"],
    ["an answer cut off", 200, "application/json", '{"redirect":"/admin/pro'],
  ])("treats %s as no answer", async (_what, status, contentType, body) => {
    FakeXhr.answerWithApp = false;
    const page = await productsPage();
    const submitted = page.submit(formWith("saved"));
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    FakeXhr.last?.sent();
    FakeXhr.last?.answer(status, contentType, body);
    await submitted;
    expect(page.actionData()).toMatchObject({ uploadFailed: "no-answer" });
    expect(page.error()).toBeUndefined();
  });
});

describe("the retry of a new record", () => {
  /** Sends `form` by hand; the key it went with. */
  async function keyOfTry(form: FormData, answered: boolean) {
    FakeXhr.answerWithApp = answered;
    FakeXhr.last = null;
    const pending = uploadingClientAction("products")(clientArgs(form));
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
  }

  it("goes with the key of the try whose answer was lost", async () => {
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
    const pending = uploadingClientAction("products")(clientArgs(form));
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    expect((FakeXhr.last?.body as FormData).get("submission")).toBeNull();
    await pending.catch(() => undefined);
  });

  it("stops when the router cancels the submission", async () => {
    FakeXhr.answerWithApp = false;
    const controller = new AbortController();
    const pending = uploadingClientAction("products")(
      clientArgs(formWith("saved"), controller.signal),
    ).catch((error: unknown) => error);
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData), SENT);
    controller.abort(new Error("navigated away"));
    expect(await pending).toBeInstanceOf(UploadInterrupted);
  });
});

describe("sendWithProgress", () => {
  it("gives up an upload that has sent nothing for a while", async () => {
    vi.useFakeTimers();
    FakeXhr.answerWithApp = false;
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
    FakeXhr.answerWithApp = false;
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

describe("answerOf", () => {
  const sent = (status: number, contentType: string, body: string) => ({
    status,
    statusText: "",
    contentType,
    body,
  });

  it("reads where to go, or the action's data with its status", () => {
    expect(answerOf(sent(200, "application/json", '{"redirect":"/admin/crops"}'))).toEqual({
      redirect: "/admin/crops",
    });
    expect(answerOf(sent(413, "application/json; charset=utf-8", '{"error":"Too large"}'))).toEqual(
      { data: { error: "Too large" }, status: 413 },
    );
  });

  it("gives a refusal of the app that is not the form's to the error boundary", () => {
    expect(answerOf(sent(403, "text/plain", "This request came from another website"))).toEqual({
      error: "This request came from another website",
      status: 403,
      statusText: "",
    });
  });
});
