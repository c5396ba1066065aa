/**
 * Helpers of the REST API contract tests (tests/e2e/api-*.spec.ts). They use Playwright's
 * `request` fixture only, no browser. Reads of the demo catalogue go to the seeded server,
 * which is never changed; every write goes to the seeded "work" server, only to records the
 * test created itself under a unique name, since tests run in parallel.
 */
import { randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import sharp from "sharp";
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  EMPTY_PORT,
  SEEDED_PORT,
  WORK_PORT,
} from "../../playwright.config";
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from "../../app/contacts/contact-fields";
import { EVENT_TYPES } from "../../app/gallery/event-types";

export { ADMIN_PASSWORD, ADMIN_USERNAME };

/** The seeded server: read only. */
export const SEEDED = `http://localhost:${SEEDED_PORT}`;
/** The server on an empty database: read only. */
export const EMPTY = `http://localhost:${EMPTY_PORT}`;
/** The seeded server the tests may change (their own records only). */
export const WORK = `http://localhost:${WORK_PORT}`;

/** A valid JSON body just over the 256 KB a JSON call accepts. */
export const OVERSIZED_JSON = Buffer.from(JSON.stringify({ padding: "x".repeat(300 * 1024) }));

/**
 * A body sent byte for byte. (Playwright JSON-encodes a string `data` that is not valid JSON
 * when the Content-Type is application/json.)
 */
export const raw = (text: string): Buffer => Buffer.from(text, "utf8");

/** A short random tag that keeps the records of parallel tests apart. */
export function uniqueTag(): string {
  return randomBytes(4).toString("hex");
}

/**
 * Runs `work` with a request context (and so a connection pool) of its own, disposed after.
 * For requests the server refuses before reading their whole body (413): the server keeps that
 * connection alive but then resets it, so a client's next request on it fails (see the
 * keep-alive test in api-errors.spec.ts). The assertions on the answer go inside `work`.
 */
export async function withOwnClient<T>(
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const context = await playwrightRequest.newContext();
  try {
    return await work(context);
  } finally {
    await context.dispose();
  }
}

/** An answer read with node:http, for requests Playwright cannot send as they are. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Sends a request with node:http: `body` in 16 KB writes (with Transfer-Encoding: chunked in
 * `headers`, no Content-Length is sent), or without `body` only the head, never the body it
 * announces. Resolves with the answer even when the server stops reading early; a client that
 * kept writing a refused body would get EPIPE or ECONNRESET instead.
 */
export function sendRaw(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        outgoing.destroy();
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        });
      });
      incoming.on("error", reject);
    });
    outgoing.on("error", (error) => {
      if (!answered) reject(new Error(`${method} ${url}: no answer, ${error.message}`));
    });
    if (body === undefined) {
      outgoing.flushHeaders();
      return;
    }
    for (let offset = 0; offset < body.length; offset += 16 * 1024) {
      outgoing.write(body.subarray(offset, offset + 16 * 1024));
    }
    outgoing.end();
  });
}

/** A 413 in the API's JSON envelope. */
export function expectRaw413(answer: RawAnswer): void {
  expect(answer.status, answer.text.slice(0, 300)).toBe(413);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(answer.text);
  expect(isObject(body) && body.success === false && typeof body.message === "string").toBe(true);
}

/* ------------------------------------------------------------------------------------------ */
/* Reading answers                                                                             */
/* ------------------------------------------------------------------------------------------ */

/**
 * A line of a JavaScript stack trace ("    at fn (file:1:2)"), also inside a JSON string where
 * the line break is written "\n".
 */
const STACK_LINE = /(?:^|\n|\\n)\s*at [^\n\\]*(?::\d+:\d+\)?|<anonymous>\)?)/;

export type Json = Record<string, unknown>;

/**
 * The JSON body of an API answer, after the checks every answer must pass: never a 500, never
 * a stack trace, always JSON.
 */
export async function readJson(response: APIResponse): Promise<unknown> {
  const text = await response.text();
  const what = `${response.url()} answered ${response.status()}: ${text.slice(0, 300)}`;
  expect(response.status(), what).not.toBe(500);
  expect(text, what).not.toMatch(STACK_LINE);
  expect(response.headers()["content-type"], what).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`Not JSON: ${what}`);
  }
  return body;
}

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks a success envelope `{ success: true, data, message? }` with the given status. */
export async function expectSuccess(
  response: APIResponse,
  status = 200,
): Promise<{ data: unknown; message: string | undefined }> {
  const body = await readJson(response);
  const what = `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`;
  expect(response.status(), what).toBe(status);
  if (!isObject(body)) throw new Error(`Not an envelope: ${what}`);
  expect(body.success, what).toBe(true);
  expect(Object.keys(body), what).toContain("data");
  for (const key of Object.keys(body)) expect(["success", "data", "message"], what).toContain(key);
  if ("message" in body) expect(typeof body.message, what).toBe("string");
  return {
    data: body.data,
    message: typeof body.message === "string" ? body.message : undefined,
  };
}

/** Checks a failure envelope `{ success: false, message, errors? }` with the given status. */
export async function expectFailure(
  response: APIResponse,
  status: number,
): Promise<{ message: string; errors: Record<string, string> | undefined }> {
  const body = await readJson(response);
  const what = `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`;
  expect(response.status(), what).toBe(status);
  if (!isObject(body)) throw new Error(`Not an envelope: ${what}`);
  expect(body.success, what).toBe(false);
  for (const key of Object.keys(body))
    expect(["success", "message", "errors"], what).toContain(key);
  const message = body.message;
  if (typeof message !== "string" || message === "") throw new Error(`No message: ${what}`);
  let errors: Record<string, string> | undefined;
  if ("errors" in body) {
    const raw = body.errors;
    if (!isObject(raw)) throw new Error(`errors is not an object: ${what}`);
    errors = {};
    for (const [field, text] of Object.entries(raw)) {
      if (typeof text !== "string" || text === "") throw new Error(`errors.${field}: ${what}`);
      errors[field] = text;
    }
  }
  return { message, errors };
}

/** A failure with `errors` naming exactly these fields (or at least them, with `atLeast`). */
export async function expectFieldErrors(
  response: APIResponse,
  status: number,
  fields: string[],
  options: { atLeast?: boolean } = {},
): Promise<Record<string, string>> {
  const { errors } = await expectFailure(response, status);
  if (!errors) throw new Error(`No errors in the ${status} answer of ${response.url()}`);
  if (options.atLeast) expect(Object.keys(errors)).toEqual(expect.arrayContaining(fields));
  else expect(Object.keys(errors).sort()).toEqual([...fields].sort());
  return errors;
}

/* ------------------------------------------------------------------------------------------ */
/* Records                                                                                     */
/* ------------------------------------------------------------------------------------------ */

export interface CategoryRecord {
  _id: string;
  name: string;
  slug: string;
  description: string;
  createdAt: string;
}

export interface ProductRecord {
  _id: string;
  name: string;
  slug: string;
  category: string;
  description: string;
  image: string | null;
  features: string[];
  usage: string;
  specifications: { composition?: string; dosage?: string; waitingPeriod?: string };
  createdAt: string;
}

export interface GalleryRecord {
  _id: string;
  title: string;
  description: string;
  images: string[];
  date: string;
  location: string;
  eventType: string;
  createdAt: string;
}

export interface ContactRecord {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  adminNotes: string | null;
  createdAt: string;
}

export interface ContactStats {
  total: number;
  new: number;
  read: number;
  replied: number;
  closed: number;
}

const ID = /^[1-9]\d*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** ISO 8601 date and time, as Date.toISOString writes it (what the records carry). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const PRODUCT_IMAGE_URL = /^\/uploads\/products\/[a-f0-9]{24}-\d{2,4}\.webp$/;
export const GALLERY_IMAGE_URL = /^\/uploads\/gallery\/[a-f0-9]{24}-\d{2,4}\.webp$/;

function expectIsoDateTime(value: unknown): void {
  expect(value).toEqual(expect.stringMatching(ISO_DATE_TIME));
  expect(Number.isNaN(Date.parse(String(value)))).toBe(false);
}

export function expectCategory(value: unknown): CategoryRecord {
  expect(value).toEqual({
    _id: expect.stringMatching(ID),
    name: expect.any(String),
    slug: expect.stringMatching(SLUG),
    description: expect.any(String),
    createdAt: expect.any(String),
  });
  if (!isObject(value)) throw new Error("not a category");
  expectIsoDateTime(value.createdAt);
  return value as unknown as CategoryRecord;
}

export function expectProduct(value: unknown): ProductRecord {
  expect(value).toEqual({
    _id: expect.stringMatching(ID),
    name: expect.any(String),
    slug: expect.stringMatching(SLUG),
    category: expect.any(String),
    description: expect.any(String),
    image: value !== null && isObject(value) && value.image === null ? null : expect.any(String),
    features: expect.any(Array),
    usage: expect.any(String),
    specifications: expect.any(Object),
    createdAt: expect.any(String),
  });
  if (!isObject(value)) throw new Error("not a product");
  if (value.image !== null) expect(value.image).toMatch(PRODUCT_IMAGE_URL);
  expect((value.features as unknown[]).every((feature) => typeof feature === "string")).toBe(true);
  const specifications = value.specifications;
  if (!isObject(specifications)) throw new Error("specifications is not an object");
  for (const [key, text] of Object.entries(specifications)) {
    expect(["composition", "dosage", "waitingPeriod"]).toContain(key);
    expect(typeof text).toBe("string");
  }
  expectIsoDateTime(value.createdAt);
  return value as unknown as ProductRecord;
}

export function expectGalleryItem(value: unknown): GalleryRecord {
  expect(value).toEqual({
    _id: expect.stringMatching(ID),
    title: expect.any(String),
    description: expect.any(String),
    images: expect.any(Array),
    date: expect.stringMatching(CALENDAR_DATE),
    location: expect.any(String),
    eventType: expect.any(String),
    createdAt: expect.any(String),
  });
  if (!isObject(value)) throw new Error("not a gallery item");
  for (const image of value.images as unknown[]) expect(image).toMatch(GALLERY_IMAGE_URL);
  expect(EVENT_TYPES).toContain(value.eventType);
  expectIsoDateTime(value.createdAt);
  return value as unknown as GalleryRecord;
}

export function expectContact(value: unknown): ContactRecord {
  const phone = isObject(value) && value.phone === null ? null : expect.any(String);
  const adminNotes = isObject(value) && value.adminNotes === null ? null : expect.any(String);
  expect(value).toEqual({
    _id: expect.stringMatching(ID),
    name: expect.any(String),
    email: expect.any(String),
    phone,
    subject: expect.any(String),
    message: expect.any(String),
    status: expect.any(String),
    adminNotes,
    createdAt: expect.any(String),
  });
  if (!isObject(value)) throw new Error("not a contact message");
  expect(CONTACT_SUBJECTS).toContain(value.subject);
  expect(CONTACT_STATUSES).toContain(value.status);
  expectIsoDateTime(value.createdAt);
  return value as unknown as ContactRecord;
}

export function expectList<T>(value: unknown, check: (item: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new Error(`Not a list: ${JSON.stringify(value).slice(0, 200)}`);
  return value.map(check);
}

export function expectStats(value: unknown): ContactStats {
  expect(value).toEqual({
    total: expect.any(Number),
    new: expect.any(Number),
    read: expect.any(Number),
    replied: expect.any(Number),
    closed: expect.any(Number),
  });
  const stats = value as ContactStats;
  for (const count of Object.values(stats)) {
    expect(Number.isInteger(count) && count >= 0).toBe(true);
  }
  expect(stats.total).toBe(stats.new + stats.read + stats.replied + stats.closed);
  return stats;
}

/* ------------------------------------------------------------------------------------------ */
/* Signing in                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** Signs in on the work server; returns a bearer token of a new session. */
export async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${WORK}/api/auth/admin-login`, {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  const { data } = await expectSuccess(response);
  if (!isObject(data) || typeof data.token !== "string") throw new Error("No token");
  return data.token;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/* ------------------------------------------------------------------------------------------ */
/* Files and forms                                                                             */
/* ------------------------------------------------------------------------------------------ */

/** A real PNG image of the given size and colour. */
export function makePng(width = 64, height = 48, color = "#2e7d32"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  buffer: Buffer;
}

/** A multipart form of text fields (a list repeats the field) and files. */
export function formOf(
  fields: Record<string, string | string[]>,
  files: UploadFile[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.buffer)], { type: file.type }),
      file.name,
    );
  }
  return form;
}

export const pngFile = async (
  field: string,
  name: string,
  color?: string,
): Promise<UploadFile> => ({
  field,
  name,
  type: "image/png",
  buffer: await makePng(64, 48, color),
});

/* ------------------------------------------------------------------------------------------ */
/* Records of one test, on the work server                                                     */
/* ------------------------------------------------------------------------------------------ */

export async function createCategory(
  request: APIRequestContext,
  token: string,
  tag: string,
  label = "Category",
): Promise<CategoryRecord> {
  const response = await request.post(`${WORK}/api/categories`, {
    headers: bearer(token),
    data: { name: `API ${label} ${tag}`, description: `Made by the API tests (${tag}).` },
  });
  const { data } = await expectSuccess(response, 201);
  return expectCategory(data);
}

export async function createProduct(
  request: APIRequestContext,
  token: string,
  categoryName: string,
  tag: string,
  label = "Product",
): Promise<ProductRecord> {
  const response = await request.post(`${WORK}/api/products`, {
    headers: bearer(token),
    multipart: formOf(
      {
        name: `API ${label} ${tag}`,
        category: categoryName,
        description: `A product made by the API tests (${tag}).`,
      },
      [await pngFile("image", "product.png")],
    ),
  });
  const { data } = await expectSuccess(response, 201);
  return expectProduct(data);
}

export async function createGalleryItem(
  request: APIRequestContext,
  token: string,
  tag: string,
  label = "Event",
): Promise<GalleryRecord> {
  const response = await request.post(`${WORK}/api/gallery`, {
    headers: bearer(token),
    multipart: formOf(
      {
        title: `API ${label} ${tag}`,
        description: `An event made by the API tests (${tag}).`,
        date: "2024-11-20",
        location: "Okara",
        eventType: "training",
      },
      [await pngFile("images", "event.png")],
    ),
  });
  const { data } = await expectSuccess(response, 201);
  return expectGalleryItem(data);
}

/** Submits a contact message from `email` and finds it (status new) with the token. */
export async function createContactMessage(
  request: APIRequestContext,
  token: string,
  email: string,
): Promise<ContactRecord> {
  const submitted = await request.post(`${WORK}/api/contacts/submit`, {
    data: {
      name: "API Test Visitor",
      email,
      phone: "+92 300 1234567",
      subject: "bulk-order",
      message: "Rates for 200 litres, please.",
    },
  });
  await expectSuccess(submitted, 201);
  const listed = await request.get(`${WORK}/api/contacts?status=new`, { headers: bearer(token) });
  const { data } = await expectSuccess(listed);
  const mine = expectList(data, expectContact).filter((message) => message.email === email);
  expect(mine).toHaveLength(1);
  const [message] = mine;
  if (!message) throw new Error("unreachable");
  return message;
}
