/**
 * The API's contract, checked on every answer a test reads: never a 500 or a stack trace,
 * always JSON in the success, page or failure envelope, and (for a documented call and status)
 * the shape the published description, GET /api/openapi.json, gives.
 */
import { expect, type APIResponse } from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { SEEDED_URL } from "./servers";

/**
 * A line of a JavaScript stack trace ("    at fn (file:1:2)"), also inside a JSON string where
 * the line break is written "\n".
 */
const STACK_LINE = /(?:^|\n|\\n)\s*at [^\n\\]*(?::\d+:\d+\)?|<anonymous>\)?)/;

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The JSON body of an API answer, after the checks every answer must pass: never a 500, never
 * a stack trace, always JSON, and (for a documented call and status) the shape the published
 * description gives.
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
  await expectDocumentedAnswer(response, body);
  return body;
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

/** Where a page sits in its list, as a list read by page answers it. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/**
 * Checks a page of a list, `{ success: true, data: [...], pagination }` with status 200, and
 * that its pagination adds up: no more items than the limit, and as many pages as the total
 * fills.
 */
export async function expectPage(
  response: APIResponse,
): Promise<{ data: unknown[]; pagination: Pagination }> {
  const body = await readJson(response);
  const what = `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`;
  expect(response.status(), what).toBe(200);
  if (!isObject(body)) throw new Error(`Not an envelope: ${what}`);
  expect(Object.keys(body), what).toEqual(["success", "data", "pagination"]);
  expect(body.success, what).toBe(true);
  if (!Array.isArray(body.data)) throw new Error(`data is not a list: ${what}`);
  const pagination = body.pagination as Pagination;
  expect(Object.keys(pagination).sort(), what).toEqual(["limit", "page", "pages", "total"]);
  expect(body.data.length, what).toBeLessThanOrEqual(pagination.limit);
  expect(pagination.pages, what).toBe(Math.max(1, Math.ceil(pagination.total / pagination.limit)));
  return { data: body.data, pagination };
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
    const fieldErrors = body.errors;
    if (!isObject(fieldErrors)) throw new Error(`errors is not an object: ${what}`);
    errors = {};
    for (const [field, text] of Object.entries(fieldErrors)) {
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

/* The published description, and answers checked against it. ------------------------------- */

type DocumentedResponses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
type PublishedDocument = {
  paths: Record<string, Record<string, { responses?: DocumentedResponses }>>;
  components?: Record<string, unknown>;
};

const DOCUMENT_ID = "https://agro.test/api/openapi.json";
let published: Promise<{ document: PublishedDocument; ajv: Ajv2020 }> | undefined;

/** GET /api/openapi.json of the seeded server, once per worker, with a validator for it. */
function publishedDocument(): Promise<{ document: PublishedDocument; ajv: Ajv2020 }> {
  published ??= (async () => {
    const answer = await fetch(`${SEEDED_URL}/api/openapi.json`);
    const document = (await answer.json()) as PublishedDocument;
    // OpenAPI allows keywords JSON Schema does not know (`example`), hence not strict.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: DOCUMENT_ID, components: document.components ?? {} });
    return { document, ajv };
  })();
  return published;
}

/** The documented path templates an address matches, the most literal first. */
function documentedPaths(document: PublishedDocument, pathname: string): string[] {
  return Object.keys(document.paths)
    .filter((template) => {
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
      return new RegExp(`^${pattern}$`).test(pathname);
    })
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
}

/** A response schema whose `$ref`s point into the published document's components. */
function anchored(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema).replace(
      /"\$ref":"#\/components\//g,
      `"$ref":"${DOCUMENT_ID}#/components/`,
    ),
  );
}

/**
 * What the published description says is wrong with `body` as the answer of `pathname` with
 * `status`: null when it matches, or when the description has no schema for that path and
 * status (the 404 of an unknown call, a 405: the tests that make them check them). The method
 * of an answer is not known here, so the schemas of every documented method with that status
 * are tried: the answer must match one of them.
 */
export async function documentProblems(
  pathname: string,
  status: number,
  body: unknown,
): Promise<string | null> {
  if (!pathname.startsWith("/api/") || pathname === "/api/openapi.json") return null;
  const { document, ajv } = await publishedDocument();
  const [template] = documentedPaths(document, pathname);
  if (!template) return null;
  const schemas = Object.values(document.paths[template] ?? {})
    .map(
      (operation) => operation.responses?.[String(status)]?.content?.["application/json"]?.schema,
    )
    .filter((schema) => schema !== undefined);
  if (schemas.length === 0) return null;
  const problems: string[] = [];
  for (const schema of schemas) {
    const validate = ajv.compile(anchored(schema) as object);
    if (validate(body)) return null;
    problems.push(ajv.errorsText(validate.errors));
  }
  return `${template} ${status}: ${problems.join(" | ")}`;
}

/** Fails when an answer does not match what the published description says of it. */
async function expectDocumentedAnswer(response: APIResponse, body: unknown): Promise<void> {
  const problems = await documentProblems(
    new URL(response.url()).pathname,
    response.status(),
    body,
  );
  if (problems) {
    throw new Error(
      `${response.url()} answered with a body the description does not allow (${problems})\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}
