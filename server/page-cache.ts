/**
 * The rendered-page cache: answers for visitors without a session kept in memory, ready to send,
 * so a burst of visitors from one shared link costs one render.
 *
 * A page is kept as a template: its body cut where a per-response value goes (the CSP nonce,
 * a form's timing token), which the render wrote as a mark. Each response fills in its own
 * values, so no nonce is ever sent twice. The gzip copy is a deflate stream whose fixed parts
 * were compressed once, each ending on a byte boundary, with every filled-in value spliced in
 * as a stored (uncompressed) block; a page with nothing to fill in also keeps a brotli copy.
 * Nothing is compressed twice.
 *
 * Entries are keyed by the whole address and belong to one content version: when it changes,
 * every entry goes. Only pages worth keeping are kept (found, at an address whose query the
 * site reads): a not-found answer or an address with a query of its own is rendered for its
 * request. The cache is bounded in bytes and in entries, the least recently used entry out
 * first, and the bytes are every byte it holds: each body and copy in a buffer of its own exact
 * size (a slice would hold on to the whole of the buffer it was cut from), the key and headers.
 */
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import {
  FORM_TIMING_TOKEN_LENGTH,
  OFFLINE_COPY_HEADER,
  SESSION_COOKIE_NAME,
} from "../app/config/server-contract.ts";
import { etagMatches, NONCE_LENGTH, revalidatedType, weakEtag } from "./http-policy.ts";

export { OFFLINE_COPY_HEADER };

const deflateRaw = promisify(zlib.deflateRaw);
const brotliCompress = promisify(zlib.brotliCompress);

/** The per-response values a page may hold. */
export type FillName = "nonce" | "formTimingToken";
/** The mark the render writes for each value. */
export type Marks = Record<FillName, string>;
/** What makes each value for one response. */
export type Fills = Partial<Record<FillName, () => string>>;

/** A page ready to send. */
export interface Template {
  status: number;
  statusText: string;
  /** The app's headers, without length and encoding. */
  headers: Array<[string, string]>;
  /** The body: fixed bytes and the values to fill in. */
  parts: Array<Buffer | FillName>;
  /** Each fixed part deflated on its own, ending byte-aligned. */
  gzipParts: Buffer[];
  /** The whole gzip body, when nothing is filled in. */
  gzipWhole: Buffer | null;
  /** The brotli body, when nothing is filled in. */
  brotli: Buffer | null;
  /** A validator of the fixed parts. */
  etag: string;
  /** Whether a 200 of it gets the ETag (a text type caches may keep). */
  validated: boolean;
}

/**
 * A copy of `bytes` in memory of its own, exactly its size. zlib's output is a slice of its
 * 16 to 64 KiB working buffer, Buffer.concat and Buffer.from take small buffers from a shared
 * 8 KiB pool, and a body's parts are slices of the body: each would keep the whole buffer alive.
 */
export function exactCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** Marks the render writes where a per-response value goes: random, so no page holds one. */
export function createMarks(): Marks {
  return {
    nonce: `nonce${randomBytes(16).toString("hex")}`,
    formTimingToken: `started${randomBytes(16).toString("hex")}`,
  };
}

const FILL_NAMES: readonly FillName[] = ["nonce", "formTimingToken"];

/** Cuts a rendered body at its marks. */
export function splitAtMarks(body: Buffer, marks: Marks): Array<Buffer | FillName> {
  const text = body.toString("latin1");
  const parts: Array<Buffer | FillName> = [];
  let start = 0;
  for (;;) {
    let next = -1;
    let found: FillName | undefined;
    for (const name of FILL_NAMES) {
      const at = text.indexOf(marks[name], start);
      if (at !== -1 && (next === -1 || at < next)) {
        next = at;
        found = name;
      }
    }
    if (found === undefined) break;
    parts.push(body.subarray(start, next), found);
    start = next + marks[found].length;
  }
  parts.push(body.subarray(start));
  return parts.filter((part) => typeof part === "string" || part.length > 0);
}

/** The cookie of a signed-in administrator: its bearer never gets a kept page. */
const SESSION_COOKIE_PATTERN = new RegExp(`(^|;)\\s*${SESSION_COOKIE_NAME}=`);

/**
 * Whether a request may be answered from the cache: a GET or HEAD of a public address, from
 * someone without a session or an API token. The admin, the health check (it must say how the
 * server is now) and files on disk never are. `isFile` says whether a path names a file the
 * server sends as it is.
 */
export function mayAnswerFromCache(
  { method, path, headers }: { method: string; path: string; headers: IncomingHttpHeaders },
  isFile: (path: string) => boolean,
): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (headers.authorization) return false;
  if (headers.cookie && SESSION_COOKIE_PATTERN.test(headers.cookie)) return false;
  // The service worker names its build: it is never kept, whatever its type.
  if (
    path.startsWith("/admin") ||
    path === "/healthz" ||
    path === "/sw.js" ||
    path.startsWith("/uploads/")
  )
    return false;
  return !isFile(path);
}

/**
 * Whether a rendered answer is the same for everyone, so that it may be given to others asking
 * at the same time and kept: a page or a read (200) of a text type, that sets no cookie and that
 * caches may keep. A not-found page is not: any address can be one, so keeping them would let
 * anyone fill the cache; and it names its own address (its language link, the app's data), so
 * one copy cannot answer for all.
 */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  if (/no-store|private/i.test(response.headers.get("Cache-Control") ?? "")) return false;
  return revalidatedType(response.headers.get("Content-Type"));
}

/**
 * Whether a template may go to a shared cache in front of the site (Varnish, a CDN), to be
 * repeated to everyone: a page or read (a 200 the server gives an ETag) with no per-response
 * value to fill in (a page with scripts that carry a nonce, or a form with its timing token,
 * is not), that sets no cookie and chose no Cache-Control of its own.
 */
export function isSharedTemplate(template: Template): boolean {
  if (template.status !== 200 || !template.validated) return false;
  if (template.parts.some((part) => typeof part === "string")) return false;
  return !template.headers.some(([name]) => name === "set-cookie" || name === "cache-control");
}

/**
 * The query parameters public pages and reads act on: `q` (search, app/routes/*search*), `page`
 * and `limit` (the API's lists, app/lib/paging.ts), `type`, `page` and `event` (the gallery,
 * app/gallery/gallery-query.ts), `map` (the contact page's map) and `_routes` (the router's
 * data requests). An address with any other is rendered for its own request and not kept: it is
 * what anyone can vary without end (and each click of a tracked link is its own address
 * anyway). So are the spray calculator's answers (`use`, `area`, `unit`, `tank`, `litres` on a
 * product page): every area a farmer types is another address. A name missing here costs only
 * speed, never a wrong page.
 */
const KEPT_QUERY_NAMES = new Set([
  "q",
  "page",
  "limit",
  "type",
  "event",
  "map",
  "district",
  "town",
  "product",
  "_routes",
]);

/**
 * The longest key kept, in characters: a search in Urdu of the 200 characters the search page
 * reads is about 1,200 once percent-encoded.
 */
export const MAX_KEY_LENGTH = 2048;

/**
 * Whether the answer at a key (origin and address) is worth keeping: a key of bounded length
 * whose query parameters are all ones the site reads.
 */
export function isKeptAddress(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH) return false;
  const query = key.indexOf("?");
  if (query === -1) return true;
  for (const name of new URLSearchParams(key.slice(query)).keys())
    if (!KEPT_QUERY_NAMES.has(name)) return false;
  return true;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty fixed-Huffman block: the end of the deflate stream. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);
const BROTLI_QUICK = 5;
const BROTLI_BEST = 11;

/** The length of each value filled in. The gzip copy relies on them. */
export const FILL_LENGTH: Record<FillName, number> = {
  nonce: NONCE_LENGTH,
  formTimingToken: FORM_TIMING_TOKEN_LENGTH,
};

/** The window of earlier output a deflate stream may refer back into. */
const DEFLATE_WINDOW = 32 * 1024;

/**
 * Deflates the fixed parts of a page, each on its own and flushed (not finished) so that it
 * ends on a byte boundary: a stored block holding a value can follow it, and the next part
 * after that. Each part may refer back to the output before it, given as a preset dictionary
 * in which every value is zero bytes of its length: when the page holds no zero byte, no
 * reference can reach into a value, whatever a response fills in.
 */
async function deflateParts(parts: Array<Buffer | FillName>): Promise<Buffer[]> {
  const referBack = !parts.some((part) => typeof part !== "string" && part.includes(0));
  const before: Buffer[] = [];
  const deflated: Promise<Buffer>[] = [];
  for (const part of parts) {
    if (typeof part === "string") {
      before.push(Buffer.alloc(FILL_LENGTH[part]));
      continue;
    }
    const window = Buffer.concat(before).subarray(-DEFLATE_WINDOW);
    deflated.push(
      deflateRaw(part, {
        level: 9,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
        ...(referBack && window.length > 0 ? { dictionary: window } : {}),
      }),
    );
    before.push(part);
  }
  return Promise.all(deflated);
}

/** A stored deflate block holding `bytes` as they are (at most 65,535 of them). */
function storedBlock(bytes: Buffer): Buffer[] {
  const head = Buffer.alloc(5);
  head[0] = 0; // not final, stored; the rest of the byte is padding
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [head, bytes];
}

function gzipMember(deflated: Buffer[], crc: number, length: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...deflated, DEFLATE_END, trailer]);
}

const brotliOptions = (value: string, quality = BROTLI_QUICK) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: value.length,
  },
});

/** Makes the template of a rendered answer, with its compressed copies. */
export async function createTemplate(
  {
    status,
    statusText,
    headers,
    body,
  }: { status: number; statusText: string; headers: Headers; body: Buffer },
  marks: Marks,
): Promise<Template> {
  const parts = splitAtMarks(body, marks);
  const fixed = parts.filter((part): part is Buffer => typeof part !== "string");
  const gzipParts = (await deflateParts(parts)).map(exactCopy);
  const filled = fixed.length !== parts.length;
  const plain = filled ? null : Buffer.concat(fixed);
  const brotli = plain
    ? exactCopy(await brotliCompress(plain, brotliOptions(plain.toString("latin1"))))
    : null;
  const gzipWhole = plain
    ? exactCopy(gzipMember(gzipParts, zlib.crc32(plain), plain.length))
    : null;
  const kept: Array<[string, string]> = [];
  for (const [name, value] of headers) {
    if (!["content-length", "content-encoding", "etag", "set-cookie"].includes(name))
      kept.push([name, value]);
  }
  // Only an answer that is not kept can set a cookie: it goes to its own request alone.
  for (const cookie of headers.getSetCookie()) kept.push(["set-cookie", cookie]);
  return {
    status,
    statusText,
    headers: kept,
    parts: parts.map((part) => (typeof part === "string" ? part : exactCopy(part))),
    gzipParts,
    gzipWhole,
    brotli,
    etag: weakEtag(Buffer.concat(fixed), undefined),
    validated:
      revalidatedType(headers.get("Content-Type")) &&
      !/no-store/i.test(headers.get("Cache-Control") ?? ""),
  };
}

/**
 * What an entry holds beyond the bytes of its buffers and strings: the template object and its
 * arrays, the map's slot, each buffer's own objects and allocation. Counted generously: on
 * Node.js 24 a small API read holds 1.6 to 2.1 KB in all and is counted 2.5 KB.
 */
const ENTRY_OVERHEAD = 1024;
const BUFFER_OVERHEAD = 256;

/**
 * The memory an entry holds: its buffers, its strings (two bytes a character, as V8 may store
 * them) and their bookkeeping.
 */
export function entryBytes(key: string, template: Template): number {
  const buffers = [
    ...template.parts.filter((part): part is Buffer => typeof part !== "string"),
    ...template.gzipParts,
    ...(template.gzipWhole ? [template.gzipWhole] : []),
    ...(template.brotli ? [template.brotli] : []),
  ];
  let strings = key.length + template.statusText.length + template.etag.length;
  for (const [name, value] of template.headers) strings += name.length + value.length;
  return (
    ENTRY_OVERHEAD +
    2 * strings +
    buffers.reduce((sum, buffer) => sum + buffer.byteLength + BUFFER_OVERHEAD, 0)
  );
}

/**
 * Compresses a template's brotli copy again at the best (slow) setting, off the main thread.
 * The first copy is a quick one, so that the first visitor after a change is not kept waiting.
 * Resolves with the bytes saved.
 */
export async function withBestBrotli(template: Template): Promise<number> {
  if (!template.brotli) return 0;
  // Only a page with nothing to fill in has a brotli copy: its parts are all bytes.
  const plain = Buffer.concat(
    template.parts.filter((part): part is Buffer => typeof part !== "string"),
  );
  const best = await brotliCompress(plain, brotliOptions(plain.toString("latin1"), BROTLI_BEST));
  const saved = template.brotli.length - best.length;
  if (saved <= 0) return 0;
  template.brotli = exactCopy(best);
  return saved;
}

/**
 * The encoding to send: brotli when the client takes it and the page has a brotli copy, else
 * gzip when the client takes it, else none. No Accept-Encoding at all means none.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  hasBrotli: boolean,
): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  const quality = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    quality.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const takes = (name: string) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  if (hasBrotli && takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return "identity";
}

/** The body of one response: the template with this response's values filled in. */
export function bodyOf(
  template: Template,
  encoding: "br" | "gzip" | "identity",
  fills: Fills,
): Buffer {
  if (encoding === "br" && template.brotli) return template.brotli;
  if (encoding === "gzip" && template.gzipWhole) return template.gzipWhole;
  const values: Partial<Record<FillName, Buffer>> = {};
  const valueOf = (name: FillName): Buffer => {
    const fill = fills[name];
    if (!fill) throw new Error(`No value to fill in for ${name}`);
    let value = values[name];
    if (!value) {
      value = Buffer.from(fill(), "utf8");
      // The gzip copy's references past a value count on its length.
      if (encoding === "gzip" && value.length !== FILL_LENGTH[name])
        throw new Error(`A ${name} of ${value.length} bytes, not ${FILL_LENGTH[name]}`);
      values[name] = value;
    }
    return value;
  };
  if (encoding !== "gzip") {
    return Buffer.concat(
      template.parts.map((part) => (typeof part === "string" ? valueOf(part) : part)),
    );
  }
  const deflated: Buffer[] = [];
  let crc = 0;
  let length = 0;
  let fixedIndex = 0;
  for (const part of template.parts) {
    if (typeof part === "string") {
      const value = valueOf(part);
      deflated.push(...storedBlock(value));
      crc = zlib.crc32(value, crc);
      length += value.length;
    } else {
      const compressed = template.gzipParts[fixedIndex++];
      if (!compressed) throw new Error("A template with fewer gzip parts than fixed parts");
      deflated.push(compressed);
      crc = zlib.crc32(part, crc);
      length += part.length;
    }
  }
  return gzipMember(deflated, crc, length);
}

/**
 * Sends a template with this response's values filled in, compressed as the client takes it,
 * or a bodiless 304 when the client's copy is current. The response's own headers (security,
 * CSP) are already set; the page's replace any of the same name.
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  template: Template,
  { fills, cacheControl }: { fills: Fills; cacheControl: string },
): void {
  res.statusCode = template.status;
  res.statusMessage = template.statusText;
  const headers = new Map<string, string[]>();
  for (const [name, value] of template.headers) {
    const values = headers.get(name);
    if (values) values.push(value);
    else headers.set(name, [value]);
  }
  for (const [name, values] of headers)
    res.setHeader(name, values.length === 1 ? (values[0] ?? "") : values);
  res.setHeader("Vary", "Accept-Encoding");
  if (template.status === 200 && template.validated) {
    if (!headers.has("cache-control")) res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", template.etag);
    if (etagMatches(req.headers["if-none-match"], template.etag)) {
      // The browser keeps its stored copy with the CSP it came with; a new nonce would not fit.
      res.removeHeader("Content-Security-Policy");
      res.removeHeader("Content-Type");
      res.statusCode = 304;
      res.statusMessage = "Not Modified";
      res.end();
      return;
    }
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"], template.brotli !== null);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  const body = bodyOf(template, encoding, fills);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * How many entries a cache of `maxBytes` holds at most: one per 4 KiB, so that the smallest
 * entries, whose cost is mostly the estimated ENTRY_OVERHEAD, are a bounded number. A page
 * with its compressed copies is counted well over 4 KiB; a small API read about 2.5 KiB.
 */
export function maxEntriesFor(maxBytes: number): number {
  return Math.max(1, Math.floor(maxBytes / 4096));
}

/** A render for the cache: the template, and whether it is the same for everyone (mayKeep). */
export interface Rendered {
  template: Template;
  keep: boolean;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({
  maxBytes,
  maxEntries = maxEntriesFor(maxBytes),
}: {
  maxBytes: number;
  maxEntries?: number;
}) {
  /** Least recently used first: a Map keeps insertion order, and a hit is re-inserted. */
  const entries = new Map<string, { template: Template; bytes: number }>();
  const rendering = new Map<string, Promise<Rendered>>();
  let version = "";
  let bytes = 0;

  function holdVersion(currentVersion: string): void {
    if (currentVersion === version) return;
    entries.clear();
    bytes = 0;
    version = currentVersion;
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function keep(key: string, template: Template): void {
    const size = entryBytes(key, template);
    if (size > maxBytes / 4) return;
    remove(key);
    entries.set(key, { template, bytes: size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break;
      remove(oldest);
    }
  }

  return {
    /** The kept template for `key` at this content version, if there is one. */
    kept(key: string, currentVersion: string): Template | undefined {
      holdVersion(currentVersion);
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry?.template;
    },
    /**
     * The template for `key` at this content version: the kept one, or the one `render` makes.
     * Concurrent requests for the same page share one render. An answer that is not the same
     * for everyone (`keep` false) goes to the request that rendered it only: the others get null
     * and render for themselves. One that is, is kept when its address is worth it
     * (isKeptAddress).
     */
    async templateFor(
      key: string,
      currentVersion: () => string,
      render: () => Promise<Rendered>,
    ): Promise<Template | null> {
      const renderedAt = currentVersion();
      const kept = this.kept(key, renderedAt);
      if (kept) return kept;
      const flightKey = `${renderedAt}\n${key}`;
      const joined = rendering.get(flightKey);
      if (joined) {
        // Another request is rendering this page: its answer, if it may be shared.
        const result = await joined.catch(() => null);
        return result?.keep ? result.template : null;
      }
      const flight = render().finally(() => rendering.delete(flightKey));
      rendering.set(flightKey, flight);
      const result = await flight;
      // A write during the render may have changed what it read: send it, don't keep it.
      if (result.keep && isKeptAddress(key) && currentVersion() === renderedAt) {
        holdVersion(renderedAt);
        keep(key, result.template);
        void withBestBrotli(result.template).then(
          (saved) => {
            const entry = entries.get(key);
            if (saved > 0 && entry?.template === result.template) {
              const size = entryBytes(key, result.template);
              bytes += size - entry.bytes;
              entry.bytes = size;
            }
          },
          () => undefined,
        );
      }
      return result.template;
    },
    /** What the cache holds, for tests and the health of a running server. */
    stats() {
      return { entries: entries.size, bytes, version, rendering: rendering.size };
    },
  };
}
