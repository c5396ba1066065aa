/**
 * What an API route says of its calls, beside its handlers: `export const openapi =
 * describePath("/api/products/:id", { ... })`. app/api/openapi.ts assembles the published
 * document from these and the zod schemas they name. The helpers here write the parts many
 * calls share: the envelope, bodies, lists by page, path parameters and the common refusals.
 * A description imports no `.server` module: React Router's browser build reads every export of
 * a route module, and removes only the loader's and the action's imports.
 */
import type { href, PathParam } from "react-router";
import { z } from "zod";
import { PDF_MAX_SIZE_TEXT } from "~/documents/pdf-file";
import { IMAGE_MAX_SIZE_TEXT, IMAGE_TYPES, IMAGE_TYPES_TEXT } from "~/images/image-limits";
import { ID_PATTERN } from "~/lib/ids";
import {
  DEFAULT_PAGE_LIMIT,
  LIMIT_MESSAGE,
  MAX_PAGE,
  MAX_PAGE_LIMIT,
  PAGE_MESSAGE,
} from "~/lib/paging";
import { INVALID_INPUT, tooLarge } from "~/lib/result";
import { slugTakenMessage } from "~/lib/slug";
import { requiredText } from "~/lib/text-schemas";
import { fieldErrorsOf, type FieldErrors } from "~/lib/validation";
import {
  JSON_BODY_LIMIT,
  JSON_REQUIRED_MESSAGE,
  notFoundMessage,
  SIGN_IN_REQUIRED_MESSAGE,
} from "./conventions";
import type {
  HttpMethod,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from "./openapi-types";
import { paginationRecordSchema } from "./record-schemas";
import { componentRef, ref } from "./schema-components";

/** An address the app serves, as React Router's route types name it ("/api/products/:id"). */
export type RoutePath = Parameters<typeof href>[0];

/** One call: a method on a path. */
export interface ApiCall {
  operationId: string;
  summary: string;
  /** Needs the bearer token. */
  admin?: true;
  query?: readonly (ParameterObject | ReferenceObject)[];
  body?: RequestBodyObject;
  /** The success answer; `created` when it is 201. */
  ok: ResponseObject;
  created?: true;
  /** Other answers, or a more precise one for a status the kind of call already has. */
  refusals?: Readonly<Record<string, ResponseObject | ReferenceObject>>;
}

/** A path parameter: its name comes from the route's path. */
export type PathParameter = Pick<ParameterObject, "description" | "schema">;

type Calls = Partial<Record<HttpMethod, ApiCall>>;

/** The calls of one route, and its path parameters, each `:name` of the path described. */
export interface PathDescription {
  route: RoutePath;
  /** The path as OpenAPI writes it: "/api/products/{id}". */
  path: string;
  parameters: readonly ParameterObject[];
  calls: Calls;
}

export function describePath<Route extends RoutePath>(
  route: Route,
  calls: Calls &
    ([PathParam<Route>] extends [never]
      ? { params?: never }
      : { params: Record<PathParam<Route>, PathParameter> }),
): PathDescription {
  const { params, ...methods } = calls;
  const described: Record<string, PathParameter> = params ?? {};
  return {
    route,
    path: route.replace(/:(\w+)/g, "{$1}"),
    parameters: Object.entries(described).map(([name, parameter]) => ({
      name,
      in: "path",
      required: true,
      ...parameter,
    })),
    calls: methods,
  };
}

// Path parameters.

export const idParameter = (what: string): PathParameter => ({
  description: `The ${what}'s \`_id\`. Anything that cannot be an id answers 404.`,
  schema: { type: "string", pattern: ID_PATTERN, examples: ["1"] },
});

export const slugParameter = (what: string, example: string): PathParameter => ({
  description: `The ${what}'s slug.`,
  schema: { type: "string", examples: [example] },
});

// Bodies.

const JSON_BODY_LIMIT_KB = JSON_BODY_LIMIT / 1024;
const JSON_TEXT = `JSON (Content-Type: application/json, at most ${JSON_BODY_LIMIT_KB} KB)`;

export function jsonBody(schema: z.ZodType): RequestBodyObject {
  return {
    required: true,
    description: `JSON object, Content-Type: application/json, at most ${JSON_BODY_LIMIT_KB} KB.`,
    content: { "application/json": { schema: ref(schema, "input") } },
  };
}

export const IMAGE_TEXT = `${IMAGE_TYPES_TEXT}, at most ${IMAGE_MAX_SIZE_TEXT}`;

export const imageFile = (description: string): SchemaObject => ({
  type: "string",
  contentMediaType: "application/octet-stream",
  description,
});

export const PDF_TEXT = `a PDF, at most ${PDF_MAX_SIZE_TEXT}, checked by its content`;

export const pdfFile = (description: string): SchemaObject => ({
  type: "string",
  contentMediaType: "application/pdf",
  description,
});

export { formSchema } from "./schema-components";

/**
 * A multipart form with an image in `fileField` and, in `pdfFields`, PDF files; `orUrlEncoded`
 * when it may come URL-encoded too (no file sent).
 */
export function formBody(
  description: string,
  schema: SchemaObject,
  fileField: string,
  orUrlEncoded = false,
  pdfFields: readonly string[] = [],
): RequestBodyObject {
  const encoding = {
    [fileField]: { contentType: IMAGE_TYPES.join(", ") },
    ...Object.fromEntries(pdfFields.map((field) => [field, { contentType: "application/pdf" }])),
  };
  return {
    required: true,
    description,
    content: {
      "multipart/form-data": { schema, encoding },
      ...(orUrlEncoded ? { "application/x-www-form-urlencoded": { schema } } : {}),
    },
  };
}

/** JSON, or a form when it carries files (`fileField`); `more` says what else. */
export function jsonOrFormBody(
  schema: z.ZodType,
  formFields: SchemaObject,
  fileField: string,
  more = "",
): RequestBodyObject {
  return {
    required: true,
    description: `${JSON_TEXT}, or multipart/form-data when it carries \`${fileField}\` (URL-encoded when no file is sent).${more}`,
    content: {
      ...jsonBody(schema).content,
      ...formBody("", formFields, fileField, true).content,
    },
  };
}

// Answers.

/** A record as the API answers it. */
export const record = (schema: z.ZodType) => ref(schema, "output");

export const list = (schema: z.ZodType): SchemaObject => ({
  type: "array",
  items: record(schema),
});

/** `data` of an answer that has none. */
export const NOTHING: SchemaObject = { type: "null" };

/** The success envelope `{ success: true, data, message? }`; a write always has a message. */
export function ok(
  description: string,
  data: z.ZodType | SchemaObject,
  writeMessage?: string,
): ResponseObject {
  const message: SchemaObject = writeMessage
    ? { type: "string", examples: [writeMessage] }
    : { type: "string", description: "Present on writes." };
  const schema = {
    type: "object",
    required: writeMessage ? ["success", "data", "message"] : ["success", "data"],
    properties: {
      success: { const: true },
      data: data instanceof z.ZodType ? record(data) : data,
      message,
    },
  };
  return { description, content: { "application/json": { schema } } };
}

const PAGE_TOTALS = {
  "X-Total-Count": {
    description: "When a page is asked for: the items of the whole list, on all pages.",
    schema: { type: "integer", minimum: 0 },
  },
  "X-Page-Count": {
    description: "When a page is asked for: the pages the list fills at this limit, at least 1.",
    schema: { type: "integer", minimum: 1 },
  },
};

/**
 * The answer of a list read whole or by page (app/lib/paging.ts): `{ success: true, data }`
 * when no page is asked for; with one, `pagination` beside `data` and the totals in headers.
 */
function listOk(description: string, schema: z.ZodType): ResponseObject {
  const envelope: SchemaObject = {
    type: "object",
    required: ["success", "data"],
    properties: {
      success: { const: true },
      data: list(schema),
      pagination: {
        ...record(paginationRecordSchema),
        description: "Only when a page is asked for: where this page sits in the list.",
      },
    },
  };
  return {
    description,
    headers: PAGE_TOTALS,
    content: { "application/json": { schema: envelope } },
  };
}

// Refusals.

const FAILURE = { $ref: componentRef("Failure") };

/** The failure envelope; the one schema of the document no zod schema gives. */
export const FAILURE_SCHEMA: SchemaObject = {
  type: "object",
  required: ["success", "message"],
  properties: {
    success: { const: false },
    message: { type: "string" },
    errors: {
      type: "object",
      description: "Field name to its message, on invalid input.",
      additionalProperties: { type: "string" },
    },
  },
};

export function failure(
  description: string,
  message: string,
  errors?: FieldErrors,
): ResponseObject {
  const example = errors ? { success: false, message, errors } : { success: false, message };
  return { description, content: { "application/json": { schema: FAILURE, example } } };
}

/** The field errors a schema gives an input, as a refusal names them. */
export function errorsFor(schema: z.ZodType, input: unknown): FieldErrors {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("An example of refused input that is not refused");
  return fieldErrorsOf(parsed.error);
}

const TAKEN = slugTakenMessage("insecticides", "category");

/** The refusals many calls share, as components; `refusal(name)` refers to one. */
export const REFUSALS = {
  BadRequest: failure(
    "Invalid input: `errors` names each refused field.",
    INVALID_INPUT,
    errorsFor(z.object({ name: requiredText("Name", 100) }), { name: " " }),
  ),
  Unauthorized: failure(
    "No token, an unknown, expired or signed-out token.",
    SIGN_IN_REQUIRED_MESSAGE,
  ),
  NotFound: failure("No record with this id or slug.", notFoundMessage("Category")),
  Conflict: failure("Conflicts with what is stored: a name or slug is taken.", TAKEN, {
    slug: TAKEN,
  }),
  PayloadTooLarge: failure(
    `The body is too large: JSON or a URL-encoded form over ${JSON_BODY_LIMIT_KB} KB; a multipart form with a file over its limit (${IMAGE_MAX_SIZE_TEXT} an image, ${PDF_MAX_SIZE_TEXT} a PDF), more files than allowed, no Content-Length, or a Content-Length over the form's limit (each allowed file's limit + 256 KB). Nothing is saved.`,
    tooLarge(JSON_BODY_LIMIT).message,
  ),
  UnsupportedMediaType: failure(
    "Wrong Content-Type: JSON calls need application/json; product writes and new gallery items need multipart/form-data.",
    JSON_REQUIRED_MESSAGE,
  ),
} satisfies Record<string, ResponseObject>;

export const refusal = (name: keyof typeof REFUSALS): ReferenceObject => ({
  $ref: `#/components/responses/${name}`,
});

// Lists by page: the rule is app/lib/paging.ts.

export const PAGE_PARAMETERS = {
  Page: {
    name: "page",
    in: "query",
    required: false,
    description: `A page of the list, from 1, in the list's order; ${DEFAULT_PAGE_LIMIT} items a page unless \`limit\` says otherwise. A page past the last is empty (200). Without \`page\` and \`limit\` the whole list, with no \`pagination\`.`,
    schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, examples: [2] },
  },
  Limit: {
    name: "limit",
    in: "query",
    required: false,
    description: `Items a page, 1 to ${MAX_PAGE_LIMIT}; alone, the first page. Without \`page\` and \`limit\` the whole list.`,
    schema: {
      type: "integer",
      minimum: 1,
      maximum: MAX_PAGE_LIMIT,
      examples: [DEFAULT_PAGE_LIMIT],
    },
  },
} satisfies Record<string, ParameterObject>;

/** `page` and `limit`, for a call that answers its list whole or by page. */
const PAGING: readonly ReferenceObject[] = Object.keys(PAGE_PARAMETERS).map((name) => ({
  $ref: `#/components/parameters/${name}`,
}));

/** When a page cannot be read. */
export const PAGE_REFUSAL_TEXT = `\`page\` or \`limit\` is not a whole number in its range (page 1 to ${MAX_PAGE}, limit 1 to ${MAX_PAGE_LIMIT}), is empty, or is given twice`;

const PAGE_REFUSED = failure(
  `${PAGE_REFUSAL_TEXT}: \`errors\` names each.`,
  `${PAGE_MESSAGE} ${LIMIT_MESSAGE}`,
  { page: PAGE_MESSAGE, limit: LIMIT_MESSAGE },
);

/**
 * A list read whole or by page: the call's own query then `page` and `limit`, the list's
 * answer, and the 400 of a page that cannot be read (or the call's own, which says more).
 */
export function pagedList({
  answer,
  schema,
  query = [],
  refused = PAGE_REFUSED,
  ...call
}: Pick<ApiCall, "operationId" | "summary" | "admin" | "query"> & {
  /** What the answer holds: "The products: all of them, or the page asked for." */
  answer: string;
  schema: z.ZodType;
  refused?: ResponseObject;
}): ApiCall {
  return {
    ...call,
    query: [...query, ...PAGING],
    ok: listOk(answer, schema),
    refusals: { "400": refused },
  };
}
