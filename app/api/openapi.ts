/**
 * The OpenAPI 3.1 description of the REST API under /api, served at GET /api/openapi.json.
 * Request bodies and records are the zod schemas the API validates with and answers from,
 * converted by zod's toJSONSchema (JSON Schema 2020-12, the dialect of OpenAPI 3.1); each
 * schema named with `.meta({ id })` becomes a component. This file adds only what no schema
 * knows: the paths, operations, status codes, summaries, failure examples and the envelope.
 */
import { z } from "zod";
import { EMPTY_CREDENTIALS_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from "~/auth/auth.server";
import { signInSchema } from "~/auth/sign-in-schema";
import { categoryInputSchema } from "~/categories/category-schema";
import {
  API_MAX_PER_PAGE,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX_LENGTH,
} from "~/contacts/contact-fields";
import { DATE_ORDER_MESSAGE } from "~/contacts/contact-list-query";
import {
  contactNotesChangeSchema,
  contactStatusChangeSchema,
  contactLanguageSchema,
  contactStatusSchema,
  contactSubjectSchema,
  contactSubmissionSchema,
} from "~/contacts/contact-schema";
import { CONTACT_SUCCESS_MESSAGE } from "~/contacts/contacts.server";
import { SEARCH_QUERY_MAX_LENGTH } from "~/search/search-query";
import { SEARCH_RESULTS_LIMIT } from "~/search/search.server";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import {
  AT_LEAST_ONE_IMAGE,
  calendarDateSchema,
  eventTypeSchema,
  galleryInputSchema,
  galleryUpdateSchema,
  IMAGE_LIST_MAX,
  IMAGE_ORDER_RULE_TEXT,
} from "~/gallery/gallery-schema";
import { unknownImagesMessage } from "~/gallery/image-order";
import {
  IMAGE_MAX_SIZE_TEXT,
  IMAGE_TYPES,
  IMAGE_TYPES_TEXT,
  imageWrongTypeMessage,
} from "~/images/image-limits";
import { CALENDAR_DATE_PATTERN } from "~/lib/dates";
import { ID_PATTERN } from "~/lib/ids";
import {
  DEFAULT_PAGE_LIMIT,
  LIMIT_MESSAGE,
  MAX_PAGE,
  MAX_PAGE_LIMIT,
  PAGE_MESSAGE,
} from "~/lib/paging";
import { INVALID_INPUT } from "~/lib/result";
import { cropInputSchema } from "~/crops/crop-schema";
import { productInputSchema } from "~/products/product-schema";
import { productUseSchema, productUsesSchema } from "~/products/use-schema";
import {
  adminUserRecordSchema,
  categoryRecordSchema,
  contactRecordSchema,
  contactStatsRecordSchema,
  cropRecordSchema,
  galleryRecordSchema,
  paginationRecordSchema,
  productRecordSchema,
  productUseRecordSchema,
  sessionRecordSchema,
  signInRecordSchema,
  specificationsSchema,
} from "./records.server";
import type {
  HttpMethod,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from "./openapi-types";
import { JSON_BODY_LIMIT } from "./request.server";
import { componentRef, components, formSchema, idOf, ref } from "./schema-components";

export type * from "./openapi-types";

/** Named in the records and in the bodies alike; the same either way. */
const SHARED = [
  calendarDateSchema,
  eventTypeSchema,
  contactSubjectSchema,
  contactStatusSchema,
  contactLanguageSchema,
];

const records = components(
  [
    categoryRecordSchema,
    specificationsSchema,
    productUseRecordSchema,
    productRecordSchema,
    cropRecordSchema,
    galleryRecordSchema,
    contactRecordSchema,
    contactStatsRecordSchema,
    adminUserRecordSchema,
    sessionRecordSchema,
    signInRecordSchema,
    paginationRecordSchema,
    ...SHARED,
  ],
  "output",
);

const bodies = components(
  [
    categoryInputSchema,
    cropInputSchema,
    productInputSchema,
    productUseSchema,
    productUsesSchema,
    galleryInputSchema,
    galleryUpdateSchema,
    contactSubmissionSchema,
    contactStatusChangeSchema,
    contactNotesChangeSchema,
    signInSchema,
    ...SHARED,
  ],
  "input",
);

for (const schema of SHARED) {
  const id = idOf(schema);
  if (JSON.stringify(records[id]) !== JSON.stringify(bodies[id])) {
    throw new Error(`${id} reads differently in answers and in request bodies`);
  }
}

/** The form fields are inlined in their multipart bodies, not components. A crop is both. */
const { ProductInput: productFields, GalleryInput: galleryFields, ...jsonBodies } = bodies;

const schemas: Record<string, SchemaObject> = {
  Failure: {
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
  },
  ...records,
  ...jsonBodies,
};

// Forms: the text fields of a schema plus the image files no schema reads.

const IMAGE_TEXT = `${IMAGE_TYPES_TEXT}, at most ${IMAGE_MAX_SIZE_TEXT}`;

const imageFile = (description: string): SchemaObject => ({
  type: "string",
  contentMediaType: "application/octet-stream",
  description,
});

function productForm(creating: boolean): SchemaObject {
  const image = creating
    ? `The product image (required): ${IMAGE_TEXT}.`
    : `A new product image replacing the old one (optional): ${IMAGE_TEXT}.`;
  return formSchema(productFields, { image: imageFile(image) }, creating ? ["image"] : []);
}

function cropForm(): SchemaObject {
  const image = imageFile(`The crop's picture (optional; replaces the stored one): ${IMAGE_TEXT}.`);
  return formSchema(bodies.CropInput, { image }, []);
}

function galleryForm(creating: boolean): SchemaObject {
  const images: SchemaObject = {
    type: "array",
    maxItems: GALLERY_LIMITS.images,
    items: imageFile(`An image file: ${IMAGE_TEXT}.`),
    description: creating
      ? `Repeated \`images\` file fields, at least one usable image. Files that are not ${IMAGE_TYPES_TEXT} images are skipped and named in the message; a file over ${IMAGE_MAX_SIZE_TEXT} refuses the whole request (413).`
      : `Repeated \`images\` file fields appended after the kept images; files that are not images are skipped and named in the message, a file over ${IMAGE_MAX_SIZE_TEXT} refuses the request (413).`,
  };
  const removeImages: SchemaObject = {
    type: "array",
    items: { type: "string" },
    maxItems: IMAGE_LIST_MAX,
    description:
      "Repeated `removeImages` fields: URLs (as in `images` of the record) of saved images to drop.",
  };
  const imageOrder: SchemaObject = {
    type: "array",
    items: { type: "string" },
    maxItems: IMAGE_LIST_MAX,
    description: `Repeated \`imageOrder\` fields: the saved images ${IMAGE_ORDER_RULE_TEXT}`,
  };
  const files: Record<string, SchemaObject> = creating
    ? { images }
    : { images, removeImages, imageOrder };
  return formSchema(galleryFields, files, creating ? ["images"] : []);
}

// Request bodies.

/** A gallery update: JSON (fields and image lists, no files), or multipart with new images. */
function galleryUpdateBody(): RequestBodyObject {
  const form = formBody("", galleryForm(false), "images", true);
  return {
    required: true,
    description: `All text fields are replaced. multipart/form-data with repeated \`images\` files (URL-encoded when no file is sent), or JSON (Content-Type: application/json, at most ${JSON_BODY_LIMIT_KB} KB) with \`imageOrder\` and \`removeImages\` as lists and no files.`,
    content: { ...form.content, ...jsonBody(galleryUpdateSchema).content },
  };
}

const JSON_BODY_LIMIT_KB = JSON_BODY_LIMIT / 1024;

function jsonBody(schema: z.ZodType): RequestBodyObject {
  return {
    required: true,
    description: `JSON object, Content-Type: application/json, at most ${JSON_BODY_LIMIT_KB} KB.`,
    content: { "application/json": { schema: ref(schema) } },
  };
}

/** A multipart form; `orUrlEncoded` when it may come URL-encoded too (no file sent). */
function formBody(
  description: string,
  schema: SchemaObject,
  fileField: string,
  orUrlEncoded = false,
): RequestBodyObject {
  const encoding = { [fileField]: { contentType: IMAGE_TYPES.join(", ") } };
  return {
    required: true,
    description,
    content: {
      "multipart/form-data": { schema, encoding },
      ...(orUrlEncoded ? { "application/x-www-form-urlencoded": { schema } } : {}),
    },
  };
}

/** JSON, or a multipart form when it carries a picture. */
function jsonOrFormBody(
  schema: z.ZodType,
  form: SchemaObject,
  fileField: string,
): RequestBodyObject {
  const json = jsonBody(schema);
  const multipart = formBody("", form, fileField, true);
  return {
    required: true,
    description: `JSON (Content-Type: application/json, at most ${JSON_BODY_LIMIT_KB} KB), or multipart/form-data with an \`${fileField}\` file (URL-encoded when there is none).`,
    content: { ...json.content, ...multipart.content },
  };
}

// Answers.

const list = (schema: z.ZodType): SchemaObject => ({ type: "array", items: ref(schema) });

/** The success envelope `{ success: true, data, message? }`; a write always has a message. */
function ok(description: string, data: SchemaObject, writeMessage?: string): ResponseObject {
  const message: SchemaObject = writeMessage
    ? { type: "string", examples: [writeMessage] }
    : { type: "string", description: "Present on writes." };
  const required = writeMessage ? ["success", "data", "message"] : ["success", "data"];
  const schema = {
    type: "object",
    required,
    properties: { success: { const: true }, data, message },
  };
  return { description, content: { "application/json": { schema } } };
}

/**
 * The answer of a list read whole or by page: `{ success: true, data }` without `page` and
 * `limit`, with `pagination` beside `data` when either is given.
 */
function listOk(description: string, schema: z.ZodType): ResponseObject {
  const envelope: SchemaObject = {
    type: "object",
    required: ["success", "data"],
    properties: {
      success: { const: true },
      data: list(schema),
      pagination: {
        ...ref(paginationRecordSchema),
        description: "Only with `page` or `limit`: where this page sits in the list.",
      },
    },
  };
  return { description, content: { "application/json": { schema: envelope } } };
}

const FAILURE = { $ref: componentRef("Failure") };

function failure(description: string, example: unknown): ResponseObject {
  return { description, content: { "application/json": { schema: FAILURE, example } } };
}

const responses: Record<string, ResponseObject> = {
  BadRequest: failure("Invalid input: `errors` names each refused field.", {
    success: false,
    message: INVALID_INPUT,
    errors: { name: "Name is required" },
  }),
  Unauthorized: failure("No token, an unknown, expired or signed-out token.", {
    success: false,
    message:
      "Authentication required. Sign in and send the token as Authorization: Bearer <token>.",
  }),
  NotFound: failure("No record with this id or slug.", {
    success: false,
    message: "Category not found.",
  }),
  Conflict: failure("Conflicts with what is stored: a name or slug is taken.", {
    success: false,
    message: 'The slug "insecticides" is already used by another category.',
    errors: { slug: 'The slug "insecticides" is already used by another category.' },
  }),
  PayloadTooLarge: failure(
    `The body is too large: JSON or a URL-encoded form over ${JSON_BODY_LIMIT_KB} KB; a multipart form with a file over ${IMAGE_MAX_SIZE_TEXT}, more files than allowed, no Content-Length, or a Content-Length over the form's limit (${IMAGE_MAX_SIZE_TEXT} per allowed file + 256 KB). Nothing is saved.`,
    { success: false, message: `The request is larger than ${JSON_BODY_LIMIT_KB} KB.` },
  ),
  UnsupportedMediaType: failure(
    "Wrong Content-Type: JSON calls need application/json; product writes and new gallery items need multipart/form-data.",
    { success: false, message: "Send the body as JSON with Content-Type: application/json." },
  ),
  MethodNotAllowed: {
    description:
      "Every /api path answers a method it does not document with 405 and an Allow header.",
    headers: { Allow: { description: "The methods of the path.", schema: { type: "string" } } },
    content: {
      "application/json": {
        schema: FAILURE,
        example: { success: false, message: "Method not allowed. Use GET or POST." },
      },
    },
  },
  UnknownCall: failure("No such API call (a path not in this document).", {
    success: false,
    message: "No such API call. See /api/openapi.json.",
  }),
};

const answer = (name: keyof typeof responses): ReferenceObject => ({
  $ref: `#/components/responses/${name}`,
});

// Parameters.

const ID_PARAMETERS = {
  CategoryId: "The category's `_id`.",
  ProductId: "The product's `_id`.",
  GalleryItemId: "The gallery item's `_id`.",
  ContactId: "The contact message's `_id`.",
} as const;

const idParameters: Record<string, ParameterObject> = Object.fromEntries(
  Object.entries(ID_PARAMETERS).map(([name, description]) => [
    name,
    {
      name: "id",
      in: "path",
      required: true,
      description: `${description} Anything that cannot be an id answers 404.`,
      schema: { type: "string", pattern: ID_PATTERN, examples: ["1"] },
    },
  ]),
);

// A list read by page: the rule is app/lib/paging.ts.
const PAGE_PARAMETER: ParameterObject = {
  name: "page",
  in: "query",
  required: false,
  description: `A page of the list, from 1, in the list's order; ${DEFAULT_PAGE_LIMIT} items a page unless \`limit\` says otherwise. A page past the last is empty (200). Without \`page\` and \`limit\` the whole list, with no \`pagination\`.`,
  schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, examples: [2] },
};
const LIMIT_PARAMETER: ParameterObject = {
  name: "limit",
  in: "query",
  required: false,
  description: `Items a page, 1 to ${MAX_PAGE_LIMIT}; alone, the first page. Without \`page\` and \`limit\` the whole list.`,
  schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_LIMIT, examples: [DEFAULT_PAGE_LIMIT] },
};

const parameters: Record<string, ParameterObject> = {
  ...idParameters,
  Page: PAGE_PARAMETER,
  Limit: LIMIT_PARAMETER,
};

const PAGING_PARAMETERS: ReferenceObject[] = [
  { $ref: "#/components/parameters/Page" },
  { $ref: "#/components/parameters/Limit" },
];

const PAGING_REFUSED = failure(
  `\`page\` or \`limit\` is not a whole number in its range (page 1 to ${MAX_PAGE}, limit 1 to ${MAX_PAGE_LIMIT}), is empty, or is given twice: \`errors\` names each.`,
  {
    success: false,
    message: `${PAGE_MESSAGE} ${LIMIT_MESSAGE}`,
    errors: { page: PAGE_MESSAGE, limit: LIMIT_MESSAGE },
  },
);

const slugParameter = (what: string): ParameterObject => ({
  name: "slug",
  in: "path",
  required: true,
  description: `The ${what}'s slug.`,
  schema: { type: "string", examples: ["insecticides"] },
});

const idParameter = (name: keyof typeof ID_PARAMETERS): ReferenceObject => ({
  $ref: `#/components/parameters/${name}`,
});

// The calls. `operation` adds the answers every call of a kind has: 401 to an admin call, 404
// to a path with a parameter, and 400, 413 and 415 to a call with a body.

interface Call {
  operationId: string;
  summary: string;
  /** Needs the bearer token. */
  admin?: true;
  query?: (ParameterObject | ReferenceObject)[];
  body?: RequestBodyObject;
  /** The success answer; `created` when it is 201. */
  ok: ResponseObject;
  created?: true;
  /** Other answers, or a more precise one for a status the kind already has. */
  refusals?: Record<string, ResponseObject | ReferenceObject>;
}

const call = (
  operationId: string,
  summary: string,
  details: Omit<Call, "operationId" | "summary">,
): Call => ({
  operationId,
  summary,
  ...details,
});

/** The calls of one path, and the parameter its path has, if any. */
type PathCalls = Partial<Record<HttpMethod, Call>> & {
  parameter?: ParameterObject | ReferenceObject;
};

const TAGS = {
  auth: "Auth",
  categories: "Categories",
  crops: "Crops",
  products: "Products",
  gallery: "Gallery",
  contacts: "Contacts",
  search: "Search",
  "openapi.json": "Meta",
} as const;

function operation(
  path: string,
  { operationId, summary, admin, query, body, ok, created, refusals }: Call,
  pathParameter: ParameterObject | ReferenceObject | undefined,
): OperationObject {
  const tag = Object.entries(TAGS).find(([segment]) => path.startsWith(`/api/${segment}`))?.[1];
  if (!tag) throw new Error(`No tag for ${path}`);
  const parameterList = [pathParameter, ...(query ?? [])].filter((one) => one !== undefined);
  return {
    operationId,
    summary,
    tags: [tag],
    ...(admin && { security: [{ bearerAuth: [] }] }),
    ...(parameterList.length > 0 && { parameters: parameterList }),
    ...(body && { requestBody: body }),
    responses: {
      [created ? "201" : "200"]: ok,
      ...(body && {
        "400": answer("BadRequest"),
        "413": answer("PayloadTooLarge"),
        "415": answer("UnsupportedMediaType"),
      }),
      ...(admin && { "401": answer("Unauthorized") }),
      ...(pathParameter && { "404": answer("NotFound") }),
      ...refusals,
    },
  };
}

/** The inbox's filter, search and dates, as GET /api/contacts and its CSV export read them. */
const CONTACT_FILTER_PARAMETERS: ParameterObject[] = [
  {
    name: "status",
    in: "query",
    required: false,
    description: "Only messages of this status; empty means all.",
    schema: ref(contactStatusSchema),
  },
  {
    name: "q",
    in: "query",
    required: false,
    description: `Words to find (letter case ignored), every one somewhere in the name, email, phone or message; \`%\` and \`_\` are plain characters. At most ${INBOX_SEARCH_MAX_LENGTH} characters.`,
    schema: { type: "string", maxLength: INBOX_SEARCH_MAX_LENGTH, examples: ["dhaal okara"] },
  },
  ...(["from", "to"] as const).map((name): ParameterObject => ({
    name,
    in: "query",
    required: false,
    description: `Only messages received ${name === "from" ? "on or after" : "on or before"} this calendar date in Pakistan time (UTC+5), the whole day included.`,
    schema: {
      type: "string",
      pattern: CALENDAR_DATE_PATTERN,
      examples: [name === "from" ? "2025-03-01" : "2025-03-31"],
    },
  })),
];

const CONTACT_PAGING_PARAMETERS: ParameterObject[] = [
  {
    name: "page",
    in: "query",
    required: false,
    description:
      "A page of the list, from 1; a page past the last is empty. Without `page` and `perPage`, the whole list.",
    schema: { type: "integer", minimum: 1, examples: [2] },
  },
  {
    name: "perPage",
    in: "query",
    required: false,
    description: `Messages a page, 1 to ${API_MAX_PER_PAGE}; ${INBOX_PAGE_SIZE} when only \`page\` is given.`,
    schema: { type: "integer", minimum: 1, maximum: API_MAX_PER_PAGE, examples: [INBOX_PAGE_SIZE] },
  },
];

const CONTACT_FILTER_REFUSED = failure(
  "An unknown status, a date that is not a real YYYY-MM-DD, `to` before `from`, a search that is too long, or a page number out of range: `errors` names each.",
  {
    success: false,
    message: DATE_ORDER_MESSAGE,
    errors: { to: DATE_ORDER_MESSAGE },
  },
);

const CATEGORY = ref(categoryRecordSchema);
const CROP = ref(cropRecordSchema);
const PRODUCT = ref(productRecordSchema);
const GALLERY_ITEM = ref(galleryRecordSchema);
const CONTACT_MESSAGE = ref(contactRecordSchema);
const NOTHING: SchemaObject = { type: "null" };

const calls: Record<string, PathCalls> = {
  "/api/openapi.json": {
    get: call("getOpenApiDocument", "This document", {
      ok: {
        description: "The OpenAPI 3.1 document (not wrapped in the envelope).",
        content: { "application/json": { schema: { type: "object" } } },
      },
    }),
  },
  "/api/auth/admin-login": {
    post: call("adminLogin", "Sign in; returns the bearer token", {
      body: jsonBody(signInSchema),
      ok: ok(
        "Signed in. Send `data.token` as `Authorization: Bearer <token>`; it lasts 12 hours.",
        ref(signInRecordSchema),
        "Signed in.",
      ),
      refusals: {
        "400": failure("Username or password missing, or the body is not a JSON object.", {
          success: false,
          message: EMPTY_CREDENTIALS_MESSAGE,
          errors: { password: "Password is required" },
        }),
        "401": failure("Wrong username or password.", {
          success: false,
          message: WRONG_CREDENTIALS_MESSAGE,
        }),
      },
    }),
  },
  "/api/auth/admin/verify": {
    get: call("verifyToken", "Whether the token is a live session", {
      admin: true,
      ok: ok("The token is valid.", ref(sessionRecordSchema)),
    }),
  },
  "/api/auth/admin/logout": {
    post: call("adminLogout", "Sign out: the token stops working at once", {
      admin: true,
      ok: ok("Signed out.", NOTHING, "Signed out."),
    }),
  },
  "/api/categories": {
    get: call("listCategories", "All categories, by name; whole or by page", {
      query: PAGING_PARAMETERS,
      ok: listOk("The categories: all of them, or the page asked for.", categoryRecordSchema),
      refusals: { "400": PAGING_REFUSED },
    }),
    post: call("createCategory", "Create a category", {
      admin: true,
      body: jsonBody(categoryInputSchema),
      ok: ok("Created.", CATEGORY, "Category created."),
      created: true,
      refusals: { "409": answer("Conflict") },
    }),
  },
  "/api/categories/{id}": {
    parameter: idParameter("CategoryId"),
    get: call("getCategory", "One category by id", { ok: ok("The category.", CATEGORY) }),
    put: call("updateCategory", "Update a category (its products follow a new name)", {
      admin: true,
      body: jsonBody(categoryInputSchema),
      ok: ok("Updated.", CATEGORY, "Category updated."),
      refusals: { "409": answer("Conflict") },
    }),
    delete: call("deleteCategory", "Delete an empty category", {
      admin: true,
      ok: ok("Deleted; `data` is the deleted category.", CATEGORY, "Category deleted."),
      refusals: {
        "409": failure("The category still has products.", {
          success: false,
          message:
            'Cannot delete "Insecticides": it still has 6 products. Move or delete them first.',
        }),
      },
    }),
  },
  "/api/categories/slug/{slug}": {
    parameter: slugParameter("category"),
    get: call("getCategoryBySlug", "One category by slug", { ok: ok("The category.", CATEGORY) }),
  },
  "/api/crops": {
    get: call("listCrops", "All crops of the crop guide, by name", {
      ok: ok("The crops.", list(cropRecordSchema)),
    }),
    post: call("createCrop", "Create a crop (JSON, or multipart with a picture)", {
      admin: true,
      body: jsonOrFormBody(cropInputSchema, cropForm(), "image"),
      ok: ok("Created.", CROP, "Crop created."),
      created: true,
      refusals: { "409": answer("Conflict") },
    }),
  },
  "/api/crops/{slug}": {
    parameter: slugParameter("crop"),
    get: call("getCropBySlug", "One crop by slug", { ok: ok("The crop.", CROP) }),
    put: call("updateCrop", "Update a crop (a new slug changes its address)", {
      admin: true,
      body: jsonOrFormBody(cropInputSchema, cropForm(), "image"),
      ok: ok("Updated.", CROP, "Crop updated."),
      refusals: { "409": answer("Conflict") },
    }),
    delete: call("deleteCrop", "Delete a crop no product recommends a use on", {
      admin: true,
      ok: ok("Deleted; `data` is the deleted crop.", CROP, "Crop deleted."),
      refusals: {
        "409": failure("Products still recommend a use on the crop.", {
          success: false,
          message:
            'Cannot delete "Cotton": 5 products recommend a use on it. Change their uses first.',
        }),
      },
    }),
  },
  "/api/products": {
    get: call("listProducts", "All products, newest first; whole or by page", {
      query: PAGING_PARAMETERS,
      ok: listOk("The products: all of them, or the page asked for.", productRecordSchema),
      refusals: { "400": PAGING_REFUSED },
    }),
    post: call("createProduct", "Create a product (multipart, with its image)", {
      admin: true,
      body: formBody("multipart/form-data with one `image` file.", productForm(true), "image"),
      ok: ok("Created.", PRODUCT, "Product created."),
      created: true,
      refusals: {
        "400": failure(
          "Invalid fields, an unknown category (errors.category), or a missing or unusable image (errors.image).",
          {
            success: false,
            message: INVALID_INPUT,
            errors: {
              image: `Please choose an image (${IMAGE_TYPES_TEXT}, up to ${IMAGE_MAX_SIZE_TEXT})`,
            },
          },
        ),
        "409": answer("Conflict"),
      },
    }),
  },
  "/api/search": {
    get: call("searchProducts", "Products matching words, best first", {
      query: [
        {
          name: "q",
          in: "query",
          required: false,
          description: `Words to find, in English or Urdu: names, active ingredients, pests, crops, categories. Each word matches as a prefix ('imida' finds imidacloprid); products with every word come first, else any. Punctuation and operators are ignored; the query is cut at ${SEARCH_QUERY_MAX_LENGTH} characters. No words, no products.`,
          schema: {
            type: "string",
            maxLength: SEARCH_QUERY_MAX_LENGTH,
            examples: ["whitefly cotton"],
          },
        },
      ],
      ok: ok(
        `Up to ${SEARCH_RESULTS_LIMIT} products, best match first.`,
        list(productRecordSchema),
      ),
    }),
  },
  "/api/products/{id}": {
    parameter: idParameter("ProductId"),
    get: call("getProduct", "One product by id", { ok: ok("The product.", PRODUCT) }),
    put: call("updateProduct", "Update a product (multipart; the image only when replaced)", {
      admin: true,
      body: formBody(
        "multipart/form-data (or URL-encoded when no image is sent). All text fields are replaced.",
        productForm(false),
        "image",
        true,
      ),
      ok: ok("Updated.", PRODUCT, "Product updated."),
      refusals: { "409": answer("Conflict") },
    }),
    delete: call("deleteProduct", "Delete a product and its image", {
      admin: true,
      ok: ok("Deleted; `data` is the deleted product.", PRODUCT, "Product deleted."),
    }),
  },
  "/api/products/{id}/uses": {
    parameter: idParameter("ProductId"),
    put: call("setProductUses", "Replace a product's recommended uses, in this order", {
      admin: true,
      body: jsonBody(productUsesSchema),
      ok: ok("Updated; `data` is the product with its uses.", PRODUCT, "Product uses updated."),
      refusals: {
        "400": failure(
          "`uses` is not a list or too long, or a use is invalid: errors are named `uses.{position}.{field}`, an unknown crop slug included. Nothing is saved.",
          {
            success: false,
            message: INVALID_INPUT,
            errors: { "uses.1.crop": "Please choose an existing crop" },
          },
        ),
      },
    }),
  },
  "/api/products/slug/{slug}": {
    parameter: slugParameter("product"),
    get: call("getProductBySlug", "One product by slug", { ok: ok("The product.", PRODUCT) }),
  },
  "/api/products/category/{categoryName}": {
    parameter: {
      name: "categoryName",
      in: "path",
      required: true,
      description: "The category's NAME (any letter case), URL-encoded.",
      schema: { type: "string", examples: ["Insecticides"] },
    },
    get: call("listProductsOfCategory", "The products of a category, by the category's name", {
      ok: ok("The products, by name.", list(productRecordSchema)),
    }),
  },
  "/api/gallery": {
    get: call("listGalleryItems", "All gallery items, newest event first; whole or by page", {
      query: PAGING_PARAMETERS,
      ok: listOk("The gallery items: all of them, or the page asked for.", galleryRecordSchema),
      refusals: { "400": PAGING_REFUSED },
    }),
    post: call("createGalleryItem", "Create a gallery item (multipart, repeated images)", {
      admin: true,
      body: formBody(
        `multipart/form-data with up to ${GALLERY_LIMITS.images} repeated \`images\` files.`,
        galleryForm(true),
        "images",
      ),
      ok: ok(
        "Created. Skipped files are named in the message.",
        GALLERY_ITEM,
        `Gallery item created. Skipped: ${imageWrongTypeMessage("notes.txt")}`,
      ),
      created: true,
      refusals: {
        "400": failure("Invalid fields, or no usable image (errors.images).", {
          success: false,
          message: INVALID_INPUT,
          errors: { images: AT_LEAST_ONE_IMAGE },
        }),
      },
    }),
  },
  "/api/gallery/{id}": {
    parameter: idParameter("GalleryItemId"),
    get: call("getGalleryItem", "One gallery item by id", {
      ok: ok("The gallery item.", GALLERY_ITEM),
    }),
    put: call(
      "updateGalleryItem",
      "Update a gallery item: replace fields, remove, reorder and append images",
      {
        admin: true,
        body: galleryUpdateBody(),
        ok: ok(
          "Updated. Skipped files are named in the message.",
          GALLERY_ITEM,
          "Gallery item updated.",
        ),
        refusals: {
          "400": failure(
            "Invalid fields, or an image order naming an image the item does not have (errors.imageOrder).",
            {
              success: false,
              message: INVALID_INPUT,
              errors: {
                imageOrder: unknownImagesMessage([
                  "/uploads/gallery/0123456789abcdef01234567-1280.webp",
                ]),
              },
            },
          ),
        },
      },
    ),
    delete: call("deleteGalleryItem", "Delete a gallery item and its images", {
      admin: true,
      ok: ok("Deleted; `data` is the deleted item.", GALLERY_ITEM, "Gallery item deleted."),
    }),
  },
  "/api/contacts/submit": {
    post: call("submitContactMessage", "A visitor's message (public)", {
      body: jsonBody(contactSubmissionSchema),
      ok: ok(
        "Stored with status new. A message whose `submissionKey` was stored before gets the same answer and is not stored or notified again.",
        NOTHING,
        CONTACT_SUCCESS_MESSAGE,
      ),
      created: true,
    }),
  },
  "/api/contacts": {
    get: call("listContactMessages", "Contact messages, newest first, filtered; whole or by page", {
      admin: true,
      query: [...CONTACT_FILTER_PARAMETERS, ...CONTACT_PAGING_PARAMETERS],
      ok: {
        ...ok("The messages: all that match, or the page asked for.", list(contactRecordSchema)),
        headers: {
          "X-Total-Count": {
            description: "With `page` or `perPage`: the messages that match, on all pages.",
            schema: { type: "integer", minimum: 0 },
          },
          "X-Page-Count": {
            description: "With `page` or `perPage`: the pages there are, at least 1.",
            schema: { type: "integer", minimum: 1 },
          },
        },
      },
      refusals: { "400": CONTACT_FILTER_REFUSED },
    }),
  },
  "/api/contacts/export.csv": {
    get: call("exportContactMessages", "The messages a filter keeps, as a CSV file", {
      admin: true,
      query: CONTACT_FILTER_PARAMETERS,
      ok: {
        description:
          "Every message that matches (all pages), newest first: UTF-8 with a byte order mark, a header row (Received (Pakistan time), Name, Email, Phone, Subject, Language, Status, Message, Notes), RFC 4180 quoting; a cell starting with =, +, -, @, tab or CR gets a leading ' so it never runs as a formula. Not wrapped in the envelope.",
        headers: {
          "Content-Disposition": {
            description: 'attachment; filename="messages-YYYY-MM-DD.csv", the day in Pakistan.',
            schema: { type: "string" },
          },
        },
        content: { "text/csv": { schema: { type: "string", contentMediaType: "text/csv" } } },
      },
      refusals: { "400": CONTACT_FILTER_REFUSED },
    }),
  },
  "/api/contacts/stats": {
    get: call("contactStats", "How many messages, in all and by status", {
      admin: true,
      ok: ok("The counts.", ref(contactStatsRecordSchema)),
    }),
  },
  "/api/contacts/{id}": {
    parameter: idParameter("ContactId"),
    get: call("getContactMessage", "One contact message", {
      admin: true,
      ok: ok("The message.", CONTACT_MESSAGE),
    }),
    patch: call("updateContactNotes", "Write, replace or clear a message's admin notes", {
      admin: true,
      body: jsonBody(contactNotesChangeSchema),
      ok: ok("Saved; `data` is the message with its notes.", CONTACT_MESSAGE, "Notes saved."),
    }),
    delete: call("deleteContactMessage", "Delete a contact message", {
      admin: true,
      ok: ok("Deleted; `data` is the deleted message.", CONTACT_MESSAGE, "Message deleted."),
    }),
  },
  "/api/contacts/{id}/status": {
    parameter: idParameter("ContactId"),
    patch: call("updateContactStatus", "Set a message's status (any status may follow any other)", {
      admin: true,
      body: jsonBody(contactStatusChangeSchema),
      ok: ok("Updated.", CONTACT_MESSAGE, "Status updated."),
    }),
  },
};

const METHODS: readonly HttpMethod[] = ["get", "post", "put", "patch", "delete"];

const paths: Record<string, PathItemObject> = Object.fromEntries(
  Object.entries(calls).map(([path, { parameter, ...methods }]) => [
    path,
    Object.fromEntries(
      METHODS.flatMap((method) => {
        const one = methods[method];
        return one ? [[method, operation(path, one, parameter)]] : [];
      }),
    ),
  ]),
);

export const openApiDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Green Fields Agro REST API",
    version: "1.0.0",
    description: [
      "JSON in and out; product and gallery writes are multipart/form-data, crop writes either.",
      "Every answer is the envelope `{ success: true, data, message? }` or",
      "`{ success: false, message, errors? }` (errors: field name to message) with a real status:",
      "400 invalid input, 401 no or invalid token, 404 unknown id, slug or path, 405 method not",
      "allowed (with an Allow header), 409 conflict, 413 too large, 415 wrong content type.",
      "GET /api/products, /api/categories and /api/gallery answer the whole list, or with",
      "`?page=&limit=` one page of it and `pagination` (page, limit, total, pages) beside `data`.",
      "Admin calls need `Authorization: Bearer <token>` from POST /api/auth/admin-login.",
    ].join(" "),
  },
  servers: [{ url: "/", description: "This server" }],
  tags: [
    { name: "Auth", description: "Sign in and out of the admin API." },
    { name: "Categories", description: "Product categories." },
    { name: "Crops", description: "The crops of the crop guide." },
    {
      name: "Products",
      description:
        "Products; `category` is the category's name. Their recommended uses are set with PUT /api/products/{id}/uses.",
    },
    { name: "Gallery", description: "Events with photos." },
    { name: "Contacts", description: "Messages sent from the contact form." },
    { name: "Search", description: "Products found by words, in English and Urdu." },
    { name: "Meta", description: "This description." },
  ],
  paths,
  components: {
    schemas,
    responses,
    parameters,
    securitySchemes: {
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        description:
          "The `data.token` of POST /api/auth/admin-login; valid 12 hours or until logout.",
      },
    },
  },
};
