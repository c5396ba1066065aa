/**
 * The service worker (served as /sw.js by app/routes/sw[.]js.ts, which puts the build's version
 * before it as OFFLINE_VERSION). What a farmer has seen stays readable without a signal: pages
 * come from the network when it answers within a few seconds, else from what the phone stored,
 * with a note saying so. Hashed assets and uploaded images come from the phone first. Contact
 * messages written offline are sent when the connection returns. Its rules: offline-rules.ts.
 */
import {
  CONTACT_OUTBOX_SYNC,
  keepMessage,
  newSubmissionKey,
  sendKeptMessages,
} from "./contact-outbox";
import {
  cacheNames,
  entriesToEvict,
  imagesOf,
  isOutdatedCache,
  isSavedListPath,
  mayStorePage,
  messageKeptText,
  offlineNoteText,
  outdatedCacheKind,
  pageOfDataRequest,
  PAGE_TIMEOUT_MS,
  reloadDocumentAnswer,
  requestKind,
  sameImage,
  SAVED_AT_HEADER,
  SAVED_BYTES_HEADER,
  SAVED_PAGE_PATH,
  SAVED_TITLE_HEADER,
  titleOf,
  withOfflineNote,
  withSavedList,
  withoutRouterScripts,
  type SavedPage,
  type StoredEntry,
} from "./offline-rules";
import { localeOfPath, localizedPath } from "~/i18n/locale";

// The few parts of the service worker's world used here (the DOM library has no worker types).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  registration: { scope: string; sync?: { register(tag: string): Promise<void> } };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window" }): Promise<ReadonlyArray<{ url: string }>>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}

declare const OFFLINE_VERSION: string;
const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;
const caches_ = cacheNames(OFFLINE_VERSION);

/** Whether a request to the network ended in an answer, within `timeout` if given. */
function fromNetwork(request: Request, timeout?: number): Promise<Response | null> {
  const answer = fetch(request).catch(() => null);
  if (timeout === undefined) return answer;
  return Promise.race([
    answer,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeout)),
  ]);
}

/** `response` as stored: its body and headers (but those of its transfer), with when and how big. */
async function storedCopy(response: Response, title?: string): Promise<Response> {
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  for (const name of ["Content-Encoding", "Content-Length", "Set-Cookie", "ETag"])
    headers.delete(name);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  headers.set(SAVED_BYTES_HEADER, String(body.byteLength));
  if (title !== undefined) headers.set(SAVED_TITLE_HEADER, encodeURIComponent(title));
  return new Response(body, { status: response.status, headers });
}

/** Stores a page the server said may be kept (offline-rules mayStorePage), then keeps the bounds. */
async function storePage(url: string, response: Response): Promise<boolean> {
  // A page the site no longer has is not shown offline either.
  if (response.status === 404 || response.status === 410)
    await (await caches.open(caches_.pages)).delete(url);
  if (!mayStorePage(response) || isSavedListPath(new URL(url).pathname)) return false;
  const html = await response.clone().text();
  const cache = await caches.open(caches_.pages);
  await cache.put(url, await storedCopy(response, titleOf(html)));
  await keepBounds();
  return true;
}

async function storeFile(cacheName: string, url: string, response: Response): Promise<void> {
  if (response.status !== 200) return;
  const cache = await caches.open(cacheName);
  await cache.put(url, await storedCopy(response));
  if (cacheName === caches_.files) await keepBounds();
}

/** At most OFFLINE_LIMITS pages, and bytes of pages and images: the oldest go first. */
async function keepBounds(): Promise<void> {
  const entries: StoredEntry[] = [];
  const opened = await Promise.all([caches_.pages, caches_.files].map((name) => caches.open(name)));
  for (const [index, cache] of opened.entries()) {
    for (const request of await cache.keys()) {
      const stored = await cache.match(request);
      entries.push({
        key: `${index}${request.url}`,
        savedAt: Number(stored?.headers.get(SAVED_AT_HEADER) ?? 0),
        bytes: Number(stored?.headers.get(SAVED_BYTES_HEADER) ?? 0),
        page: index === 0,
      });
    }
  }
  for (const key of entriesToEvict(entries)) {
    await opened[Number(key[0])]?.delete(key.slice(1));
  }
}

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(caches_.pages);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const stored = await cache.match(request);
    pages.push({
      url: request.url,
      title: decodeURIComponent(stored?.headers.get(SAVED_TITLE_HEADER) ?? ""),
      savedAt: Number(stored?.headers.get(SAVED_AT_HEADER) ?? 0),
    });
  }
  return pages;
}

/** A stored page's HTML with `change` made to it, as the page's own answer. */
async function rewritten(
  response: Response,
  change: (html: string) => string | Promise<string>,
): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const name of ["Content-Encoding", "Content-Length", "ETag"]) headers.delete(name);
  headers.set("Cache-Control", "no-store");
  return new Response(await change(await response.text()), { status: 200, headers });
}

/** The saved-pages page in the language of `path`, its list filled in: null if never stored. */
async function savedListPage(path: string, note: string | null): Promise<Response | null> {
  const listPath = localizedPath(SAVED_PAGE_PATH, path.startsWith("/ur") ? "ur" : "en");
  const page = await caches.match(new URL(listPath, origin).href, { cacheName: caches_.assets });
  if (!page) return null;
  const pages = await savedPages();
  return rewritten(page, (html) => withSavedList(html, pages, listPath, note));
}

async function answerPage(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const url = new URL(request.url);
  const network = fromNetwork(request);
  const answer = await Promise.race([
    network,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), PAGE_TIMEOUT_MS)),
  ]);
  // A late answer is still stored for the next time.
  event.waitUntil(
    network.then((late) => (late && !answer ? storePage(request.url, late) : undefined)),
  );
  if (answer) {
    event.waitUntil(storePage(request.url, answer.clone()).then(() => sendKeptMessages()));
    if (!isSavedListPath(url.pathname) || answer.status !== 200) return answer;
    // The saved-pages page: kept as it came, shown with the phone's list.
    await storeFile(caches_.assets, request.url, answer.clone());
    const pages = await savedPages();
    return rewritten(answer, (html) => withSavedList(html, pages, url.pathname, null));
  }
  if (isSavedListPath(url.pathname)) {
    const list = await savedListPage(url.pathname, null);
    if (list) return list;
  }
  return storedPage(url, null);
}

/**
 * A stored page with a note: `note`, else when it was saved. A page never stored: the list of
 * saved pages, with a note saying so.
 */
async function storedPage(url: URL, note: string | null): Promise<Response> {
  const stored = await caches.match(url.href, { cacheName: caches_.pages });
  if (stored) {
    const savedAt = Number(stored.headers.get(SAVED_AT_HEADER));
    const text = note ?? offlineNoteText(url.pathname, savedAt);
    return rewritten(stored, (html) => withOfflineNote(withoutRouterScripts(html), text));
  }
  const list = await savedListPage(url.pathname, note ?? offlineNoteText(url.pathname, null));
  return list ?? new Response("You are offline.", { status: 503 });
}

/**
 * The contact form sent from a page without scripts (a stored contact page read offline): when
 * the network fails, the message is kept on the phone and sent later, like the hydrated form's.
 */
async function answerContactForm(request: Request): Promise<Response> {
  const fields: Record<string, string> = {};
  (await request.clone().formData()).forEach((value, name) => {
    if (typeof value === "string") fields[name] = value;
  });
  const answer = await fromNetwork(request);
  if (answer) return answer;
  const url = new URL(request.url);
  const submissionKey = fields.submissionKey || newSubmissionKey();
  await keepMessage({
    submissionKey,
    fields: { ...fields, submissionKey, language: localeOfPath(url.pathname) },
    keptAt: Date.now(),
  });
  await scope.registration.sync?.register(CONTACT_OUTBOX_SYNC).catch(() => undefined);
  return storedPage(url, messageKeptText(url.pathname));
}

/**
 * React Router's data for a client-side navigation: never stored (it would have to match its
 * page).
 * When the network fails, the page is loaded whole instead, and answered as a page.
 */
async function answerData(request: Request): Promise<Response> {
  const answer = await fromNetwork(request, PAGE_TIMEOUT_MS);
  if (answer) return answer;
  return reloadDocumentAnswer(pageOfDataRequest(request.url));
}

/** A file that never changes: the stored copy, else the network's, stored. */
async function answerFromStore(request: Request, cacheName: string): Promise<Response> {
  const stored = await caches.match(request, { cacheName });
  if (stored) return stored;
  const answer = await fromNetwork(request);
  if (answer) {
    await storeFile(cacheName, request.url, answer.clone());
    return answer;
  }
  // Offline, another size of the same uploaded image serves.
  const image = sameImage(new URL(request.url).pathname);
  if (image) {
    const cache = await caches.open(cacheName);
    const other = (await cache.keys()).find((key) => key.url.startsWith(origin + image));
    const copy = other && (await cache.match(other));
    if (copy) return copy;
  }
  return Response.error();
}

async function answerFile(request: Request): Promise<Response> {
  const answer = await fromNetwork(request);
  if (answer) {
    if (answer.status === 200) await storeFile(caches_.files, request.url, answer.clone());
    return answer;
  }
  return (await caches.match(request, { cacheName: caches_.files })) ?? Response.error();
}

/** 'Save for offline': the page and its images, at once. */
async function savePage(url: string): Promise<boolean> {
  const answer = await fromNetwork(new Request(url, { credentials: "same-origin" }));
  if (!answer || !(await storePage(url, answer.clone()))) return false;
  const images = imagesOf(await answer.text(), origin);
  const results = await Promise.all(
    images.map(async (image) => {
      const stored = await caches.match(image);
      if (stored) return true;
      const file = await fromNetwork(new Request(image));
      if (!file || file.status !== 200) return false;
      await storeFile(caches_.files, image, file);
      return true;
    }),
  );
  return results.every(Boolean);
}

scope.addEventListener("install", (event: ExtendableEvent) => {
  // The saved-pages page of both languages, the build's own like its scripts: what a page never
  // saved is answered with offline.
  event.waitUntil(
    Promise.all(
      [SAVED_PAGE_PATH, localizedPath(SAVED_PAGE_PATH, "ur")].map(async (path) => {
        const answer = await fromNetwork(new Request(path));
        if (answer) await storeFile(caches_.assets, new URL(path, origin).href, answer);
      }),
    ).then(() => scope.skipWaiting()),
  );
});

/** A new release: pages and images carried over (scripts and styles are the build's own). */
async function replaceOutdatedCaches(): Promise<void> {
  for (const name of await caches.keys()) {
    if (!isOutdatedCache(name, OFFLINE_VERSION)) continue;
    const kind = outdatedCacheKind(name);
    if (kind) {
      const from = await caches.open(name);
      const to = await caches.open(caches_[kind]);
      for (const request of await from.keys()) {
        // Pages are shown offline without the router's scripts: the old build's are not missed.
        const copy = await from.match(request);
        if (copy && !(await to.match(request))) await to.put(request, copy);
      }
    }
    await caches.delete(name);
  }
}

scope.addEventListener("activate", (event: ExtendableEvent) => {
  event.waitUntil(
    replaceOutdatedCaches()
      .then(() => scope.clients.claim())
      .then(async () => {
        // The pages open now were loaded before the worker: stored too (a 304 from the browser's
        // own cache, mostly).
        for (const client of await scope.clients.matchAll({ type: "window" })) {
          if (requestKind({ url: client.url, method: "GET", mode: "navigate", origin }) === "page")
            await savePage(client.url).catch(() => false);
        }
      }),
  );
});

scope.addEventListener("fetch", (event: FetchEvent) => {
  const { request } = event;
  const kind = requestKind({
    url: request.url,
    method: request.method,
    mode: request.mode,
    origin,
  });
  if (kind === "page") event.respondWith(answerPage(event));
  else if (kind === "data") event.respondWith(answerData(request));
  else if (kind === "contact-form") event.respondWith(answerContactForm(request));
  else if (kind === "asset") event.respondWith(answerFromStore(request, caches_.assets));
  else if (kind === "upload") event.respondWith(answerFromStore(request, caches_.files));
  else if (kind === "file") event.respondWith(answerFile(request));
});

scope.addEventListener("message", (event: WorkerMessageEvent) => {
  const data = event.data as { save?: string; send?: boolean } | null;
  const port = event.ports[0];
  if (data && typeof data.save === "string") {
    const url = new URL(data.save, origin).href;
    event.waitUntil(
      savePage(url)
        .catch(() => false)
        .then((saved) => port?.postMessage(saved)),
    );
  } else if (data && data.send) {
    event.waitUntil(sendKeptMessages().catch(() => 0));
  }
});

scope.addEventListener("sync", (event: SyncEvent) => {
  if (event.tag !== CONTACT_OUTBOX_SYNC) return;
  // Rejects while messages are left, so the browser tries again later.
  event.waitUntil(
    sendKeptMessages().then((left) => {
      if (left > 0) throw new Error(`${left} messages still kept`);
    }),
  );
});
