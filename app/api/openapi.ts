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
  CONTACT_STATUS_MESSAGE,
  contactStatusChangeSchema,
  contactStatusSchema,
  contactSubjectSchema,
  contactSubmissionSchema,
} from "~/contacts/contact-schema";
import { CONTACT_SUCCESS_MESSAGE } from "~/contacts/contacts.server";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import {
  AT_LEAST_ONE_IMAGE,
  calendarDateSchema,
  eventTypeSchema,
  galleryInputSchema,
} from "~/gallery/gallery-schema";
import {
  IMAGE_MAX_SIZE_TEXT,
  IMAGE_TYPES,
  IMAGE_TYPES_TEXT,
  imageWrongTypeMessage,
} from "~/images/image-limits";
import { ID_PATTERN } from "~/lib/ids";
import { INVALID_INPUT } from "~/lib/result";
import { productInputSchema } from "~/products/product-schema";
import {
  adminUserRecordSchema,
  categoryRecordSchema,
  contactRecordSchema,
  contactStatsRecordSchema,
  galleryRecordSchema,
  productRecordSchema,
  sessionRecordSchema,
  signInRecordSchema,
  specificationsSchema,
} from "./records.server";
import { JSON_BODY_LIMIT } from "./request.server";

// The parts of OpenAPI 3.1 this document uses, as its readers (the browser tests) see them.

export interface SchemaObject {
  [keyword: string]: unknown;
  $ref?: string;
  type?: string | readonly string[];
  format?: string;
  description?: string;
  pattern?: string;
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, SchemaObject>>;
  required?: readonly string[];
  items?: SchemaObject;
  anyOf?: readonly SchemaObject[];
}

export interface ReferenceObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: "path" | "query";
  required: boolean;
  description: string;
  schema: SchemaObject;
}

export interface MediaTypeObject {
  schema: SchemaObject;
  encoding?: Readonly<Record<string, { contentType: string }>>;
  example?: unknown;
}

export interface RequestBodyObject {
  required: true;
  description: string;
  content: Readonly<Record<string, MediaTypeObject>>;
}

export interface ResponseObject {
  description: string;
  headers?: Readonly<Record<string, { description: string; schema: SchemaObject }>>;
  content?: Readonly<Record<string, MediaTypeObject>>;
}

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface OperationObject {
  operationId: string;
  summary: string;
  tags: readonly string[];
  security?: readonly Readonly<Record<string, readonly string[]>>[];
  parameters?: readonly (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject;
  responses: Readonly<Record<string, ResponseObject | ReferenceObject>>;
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: readonly { url: string; description: string }[];
  tags: readonly { name: string; description: string }[];
  paths: Readonly<Record<string, PathItemObject>>;
  components: {
    schemas: Readonly<Record<string, SchemaObject>>;
    responses: Readonly<Record<string, ResponseObject>>;
    parameters: Readonly<Record<string, ParameterObject>>;
    securitySchemes: Readonly<
      Record<string, { type: "http"; scheme: "bearer"; description: string }>
    >;
  };
}

// The schemas, converted.

type JsonSchema = z.core.JSONSchema.JSONSchema;

const componentRef = (id: string) => `#/components/schemas/${id}`;

function idOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error("A schema of the API description has no .meta({ id })");
  return id;
}

/** A `$ref` to the component of a named schema. */
const ref = (schema: z.ZodType): SchemaObject => ({ $ref: componentRef(idOf(schema)) });

/** zod's JSON Schema type allows `true`/`false` as a subschema; this document never has one. */
function schemaObject(json: JsonSchema | boolean): SchemaObject {
  if (typeof json === "boolean") throw new Error("Unexpected boolean subschema");
  const { properties, items, anyOf, ...keywords } = json;
  // zod gives each component its dialect and an address; the document states both already.
  delete keywords.$schema;
  delete keywords.$id;
  if (Array.isArray(items)) throw new Error("Unexpected tuple schema");
  return {
    ...keywords,
    ...(anyOf && { anyOf: anyOf.map(schemaObject) }),
    ...(items !== undefined && { items: schemaObject(items) }),
    ...(properties && {
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, value]) => [name, schemaObject(value)]),
      ),
    }),
  };
}

/**
 * The schemas as JSON Schema, by id, in one direction: "output" for what the API answers,
 * "input" for what it accepts (a schema that trims or derives a slug describes what goes in).
 * Every named schema they reach must be listed, so each becomes a `$ref` to a component.
 */
function convert(schemas: readonly z.ZodType[], io: "input" | "output") {
  const registry = z.registry<{ id: string }>();
  for (const schema of schemas) registry.add(schema, { id: idOf(schema) });
  const converted = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    uri: componentRef,
    // zod leaves out of an input description the examples of a schema that transforms, taking
    // them for output values; the examples of the request bodies are written as what is sent.
    override: ({ zodSchema, jsonSchema }) => {
      const examples = z.globalRegistry.get(zodSchema)?.examples;
      if (io === "input" && Array.isArray(examples)) jsonSchema.examples = examples;
    },
  });
  const unlisted = converted.schemas.__shared?.$defs;
  if (unlisted) throw new Error(`Named schemas not listed: ${Object.keys(unlisted).join(", ")}`);
  return Object.fromEntries(
    Object.entries(converted.schemas).map(([id, json]) => [id, schemaObject(json)]),
  );
}

/** Named in the records and in the bodies alike; the same either way. */
const SHARED = [calendarDateSchema, eventTypeSchema, contactSubjectSchema, contactStatusSchema];

const records = convert(
  [
    categoryRecordSchema,
    specificationsSchema,
    productRecordSchema,
    galleryRecordSchema,
    contactRecordSchema,
    contactStatsRecordSchema,
    adminUserRecordSchema,
    sessionRecordSchema,
    signInRecordSchema,
    ...SHARED,
  ],
  "output",
);

const bodies = convert(
  [
    categoryInputSchema,
    productInputSchema,
    galleryInputSchema,
    contactSubmissionSchema,
    contactStatusChangeSchema,
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

/** The form fields are inlined in their multipart bodies, not components. */
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

// Building blocks.

const response = (name: string): ReferenceObject => ({ $ref: `#/components/responses/${name}` });
const parameter = (name: string): ReferenceObject => ({
  $ref: `#/components/parameters/${name}`,
});

const ADMIN = [{ bearerAuth: [] }] as const;

const JSON_BODY_LIMIT_KB = JSON_BODY_LIMIT / 1024;

/** `{ success: true, data, message? }` with `data` of the given shape. */
function success(
  description: string,
  data: SchemaObject,
  message?: { required: boolean; example: string },
): ResponseObject {
  return {
    description,
    content: {
      "application/json": {
        schema: {
          type: "object",
          required: message?.required ? ["success", "data", "message"] : ["success", "data"],
          properties: {
            success: { const: true },
            data,
            message: message
              ? { type: "string", examples: [message.example] }
              : { type: "string", description: "Present on writes." },
          },
        },
      },
    },
  };
}

function failure(description: string, example: unknown): ResponseObject {
  return {
    description,
    content: { "application/json": { schema: { $ref: componentRef("Failure") }, example } },
  };
}

function jsonBody(schema: z.ZodType): RequestBodyObject {
  return {
    required: true,
    description: `JSON object, Content-Type: application/json, at most ${JSON_BODY_LIMIT_KB} KB.`,
    content: { "application/json": { schema: ref(schema) } },
  };
}

const IMAGE_TEXT = `${IMAGE_TYPES_TEXT}, at most ${IMAGE_MAX_SIZE_TEXT}`;

const imageFile = (description: string): SchemaObject => ({
  type: "string",
  contentMediaType: "application/octet-stream",
  description,
});

/** An optional field may be null in JSON; a form field is text, so its form drops the null. */
function formField(field: SchemaObject): SchemaObject {
  const { anyOf, ...rest } = field;
  const text = anyOf?.filter((option) => option.type !== "null");
  return text?.length === 1 && anyOf?.length === 2 ? { ...text[0], ...rest } : field;
}

/** A form: the text fields of its schema, then its file fields (required ones listed). */
function form(
  fields: SchemaObject | undefined,
  files: Record<string, SchemaObject>,
  requiredFiles: readonly string[],
): SchemaObject {
  if (!fields?.properties) throw new Error("A form schema without fields");
  const { properties, required = [], ...rest } = fields;
  return {
    ...rest,
    properties: {
      ...Object.fromEntries(
        Object.entries(properties).map(([name, field]) => [name, formField(field)]),
      ),
      ...files,
    },
    required: [...required, ...requiredFiles],
  };
}

function productForm(creating: boolean): SchemaObject {
  return form(
    productFields,
    {
      image: imageFile(
        creating
          ? `The product image (required): ${IMAGE_TEXT}.`
          : `A new product image replacing the old one (optional): ${IMAGE_TEXT}.`,
      ),
    },
    creating ? ["image"] : [],
  );
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
    description:
      "Repeated `removeImages` fields: URLs (as in `images` of the record) of saved images to drop.",
  };
  return form(
    galleryFields,
    creating ? { images } : { images, removeImages },
    creating ? ["images"] : [],
  );
}

function multipartBody(
  description: string,
  formSchema: SchemaObject,
  fileField: string,
  allowUrlEncoded: boolean,
): RequestBodyObject {
  const encoding = { [fileField]: { contentType: IMAGE_TYPES.join(", ") } };
  return {
    required: true,
    description,
    content: {
      "multipart/form-data": { schema: formSchema, encoding },
      ...(allowUrlEncoded ? { "application/x-www-form-urlencoded": { schema: formSchema } } : {}),
    },
  };
}

const list = (schema: z.ZodType): SchemaObject => ({ type: "array", items: ref(schema) });

// Common answers.

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
    "Wrong Content-Type: JSON calls need application/json; product and gallery writes need multipart/form-data.",
    { success: false, message: "Send the body as JSON with Content-Type: application/json." },
  ),
  MethodNotAllowed: {
    description:
      "Every /api path answers a method it does not document with 405 and an Allow header.",
    headers: { Allow: { description: "The methods of the path.", schema: { type: "string" } } },
    content: {
      "application/json": {
        schema: { $ref: componentRef("Failure") },
        example: { success: false, message: "Method not allowed. Use GET or POST." },
      },
    },
  },
  UnknownCall: failure("No such API call (a path not in this document).", {
    success: false,
    message: "No such API call. See /api/openapi.json.",
  }),
};

const jsonErrors = {
  "400": response("BadRequest"),
  "413": response("PayloadTooLarge"),
  "415": response("UnsupportedMediaType"),
};

const ID_PARAMETERS = {
  CategoryId: "The category's `_id`.",
  ProductId: "The product's `_id`.",
  GalleryItemId: "The gallery item's `_id`.",
  ContactId: "The contact message's `_id`.",
} as const;

const parameters: Record<string, ParameterObject> = Object.fromEntries(
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

const slugParameter = (what: string): ParameterObject => ({
  name: "slug",
  in: "path",
  required: true,
  description: `The ${what}'s slug.`,
  schema: { type: "string", examples: ["insecticides"] },
});

// The calls.

const paths: Record<string, PathItemObject> = {
  "/api/openapi.json": {
    get: {
      operationId: "getOpenApiDocument",
      summary: "This document",
      tags: ["Meta"],
      responses: {
        "200": {
          description: "The OpenAPI 3.1 document (not wrapped in the envelope).",
          content: { "application/json": { schema: { type: "object" } } },
        },
      },
    },
  },
  "/api/auth/admin-login": {
    post: {
      operationId: "adminLogin",
      summary: "Sign in; returns the bearer token",
      tags: ["Auth"],
      requestBody: jsonBody(signInSchema),
      responses: {
        "200": success(
          "Signed in. Send `data.token` as `Authorization: Bearer <token>`; it lasts 12 hours.",
          ref(signInRecordSchema),
          { required: true, example: "Signed in." },
        ),
        "400": failure("Username or password missing, or the body is not a JSON object.", {
          success: false,
          message: EMPTY_CREDENTIALS_MESSAGE,
          errors: { password: "Password is required" },
        }),
        "401": failure("Wrong username or password.", {
          success: false,
          message: WRONG_CREDENTIALS_MESSAGE,
        }),
        "413": response("PayloadTooLarge"),
        "415": response("UnsupportedMediaType"),
      },
    },
  },
  "/api/auth/admin/verify": {
    get: {
      operationId: "verifyToken",
      summary: "Whether the token is a live session",
      tags: ["Auth"],
      security: ADMIN,
      responses: {
        "200": success("The token is valid.", ref(sessionRecordSchema)),
        "401": response("Unauthorized"),
      },
    },
  },
  "/api/auth/admin/logout": {
    post: {
      operationId: "adminLogout",
      summary: "Sign out: the token stops working at once",
      tags: ["Auth"],
      security: ADMIN,
      responses: {
        "200": success("Signed out.", { type: "null" }, { required: true, example: "Signed out." }),
        "401": response("Unauthorized"),
      },
    },
  },
  "/api/categories": {
    get: {
      operationId: "listCategories",
      summary: "All categories, by name",
      tags: ["Categories"],
      responses: { "200": success("The categories.", list(categoryRecordSchema)) },
    },
    post: {
      operationId: "createCategory",
      summary: "Create a category",
      tags: ["Categories"],
      security: ADMIN,
      requestBody: jsonBody(categoryInputSchema),
      responses: {
        "201": success("Created.", ref(categoryRecordSchema), {
          required: true,
          example: "Category created.",
        }),
        ...jsonErrors,
        "401": response("Unauthorized"),
        "409": response("Conflict"),
      },
    },
  },
  "/api/categories/{id}": {
    get: {
      operationId: "getCategory",
      summary: "One category by id",
      tags: ["Categories"],
      parameters: [parameter("CategoryId")],
      responses: {
        "200": success("The category.", ref(categoryRecordSchema)),
        "404": response("NotFound"),
      },
    },
    put: {
      operationId: "updateCategory",
      summary: "Update a category (its products follow a new name)",
      tags: ["Categories"],
      security: ADMIN,
      parameters: [parameter("CategoryId")],
      requestBody: jsonBody(categoryInputSchema),
      responses: {
        "200": success("Updated.", ref(categoryRecordSchema), {
          required: true,
          example: "Category updated.",
        }),
        ...jsonErrors,
        "401": response("Unauthorized"),
        "404": response("NotFound"),
        "409": response("Conflict"),
      },
    },
    delete: {
      operationId: "deleteCategory",
      summary: "Delete an empty category",
      tags: ["Categories"],
      security: ADMIN,
      parameters: [parameter("CategoryId")],
      responses: {
        "200": success("Deleted; `data` is the deleted category.", ref(categoryRecordSchema), {
          required: true,
          example: "Category deleted.",
        }),
        "401": response("Unauthorized"),
        "404": response("NotFound"),
        "409": failure("The category still has products.", {
          success: false,
          message:
            'Cannot delete "Insecticides": it still has 6 products. Move or delete them first.',
        }),
      },
    },
  },
  "/api/categories/slug/{slug}": {
    get: {
      operationId: "getCategoryBySlug",
      summary: "One category by slug",
      tags: ["Categories"],
      parameters: [slugParameter("category")],
      responses: {
        "200": success("The category.", ref(categoryRecordSchema)),
        "404": response("NotFound"),
      },
    },
  },
  "/api/products": {
    get: {
      operationId: "listProducts",
      summary: "All products, newest first",
      tags: ["Products"],
      responses: { "200": success("The products.", list(productRecordSchema)) },
    },
    post: {
      operationId: "createProduct",
      summary: "Create a product (multipart, with its image)",
      tags: ["Products"],
      security: ADMIN,
      requestBody: multipartBody(
        "multipart/form-data with one `image` file.",
        productForm(true),
        "image",
        false,
      ),
      responses: {
        "201": success("Created.", ref(productRecordSchema), {
          required: true,
          example: "Product created.",
        }),
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
        "401": response("Unauthorized"),
        "409": response("Conflict"),
        "413": response("PayloadTooLarge"),
        "415": response("UnsupportedMediaType"),
      },
    },
  },
  "/api/products/{id}": {
    get: {
      operationId: "getProduct",
      summary: "One product by id",
      tags: ["Products"],
      parameters: [parameter("ProductId")],
      responses: {
        "200": success("The product.", ref(productRecordSchema)),
        "404": response("NotFound"),
      },
    },
    put: {
      operationId: "updateProduct",
      summary: "Update a product (multipart; the image only when replaced)",
      tags: ["Products"],
      security: ADMIN,
      parameters: [parameter("ProductId")],
      requestBody: multipartBody(
        "multipart/form-data (or URL-encoded when no image is sent). All text fields are replaced.",
        productForm(false),
        "image",
        true,
      ),
      responses: {
        "200": success("Updated.", ref(productRecordSchema), {
          required: true,
          example: "Product updated.",
        }),
        "400": response("BadRequest"),
        "401": response("Unauthorized"),
        "404": response("NotFound"),
        "409": response("Conflict"),
        "413": response("PayloadTooLarge"),
        "415": response("UnsupportedMediaType"),
      },
    },
    delete: {
      operationId: "deleteProduct",
      summary: "Delete a product and its image",
      tags: ["Products"],
      security: ADMIN,
      parameters: [parameter("ProductId")],
      responses: {
        "200": success("Deleted; `data` is the deleted product.", ref(productRecordSchema), {
          required: true,
          example: "Product deleted.",
        }),
        "401": response("Unauthorized"),
        "404": response("NotFound"),
      },
    },
  },
  "/api/products/slug/{slug}": {
    get: {
      operationId: "getProductBySlug",
      summary: "One product by slug",
      tags: ["Products"],
      parameters: [slugParameter("product")],
      responses: {
        "200": success("The product.", ref(productRecordSchema)),
        "404": response("NotFound"),
      },
    },
  },
  "/api/products/category/{categoryName}": {
    get: {
      operationId: "listProductsOfCategory",
      summary: "The products of a category, by the category's name",
      tags: ["Products"],
      parameters: [
        {
          name: "categoryName",
          in: "path",
          required: true,
          description: "The category's NAME (any letter case), URL-encoded.",
          schema: { type: "string", examples: ["Insecticides"] },
        },
      ],
      responses: {
        "200": success("The products, by name.", list(productRecordSchema)),
        "404": response("NotFound"),
      },
    },
  },
  "/api/gallery": {
    get: {
      operationId: "listGalleryItems",
      summary: "All gallery items, newest event first",
      tags: ["Gallery"],
      responses: { "200": success("The gallery items.", list(galleryRecordSchema)) },
    },
    post: {
      operationId: "createGalleryItem",
      summary: "Create a gallery item (multipart, repeated images)",
      tags: ["Gallery"],
      security: ADMIN,
      requestBody: multipartBody(
        `multipart/form-data with up to ${GALLERY_LIMITS.images} repeated \`images\` files.`,
        galleryForm(true),
        "images",
        false,
      ),
      responses: {
        "201": success(
          "Created. Skipped files are named in the message.",
          ref(galleryRecordSchema),
          {
            required: true,
            example: `Gallery item created. Skipped: ${imageWrongTypeMessage("notes.txt")}`,
          },
        ),
        "400": failure("Invalid fields, or no usable image (errors.images).", {
          success: false,
          message: INVALID_INPUT,
          errors: { images: AT_LEAST_ONE_IMAGE },
        }),
        "401": response("Unauthorized"),
        "413": response("PayloadTooLarge"),
        "415": response("UnsupportedMediaType"),
      },
    },
  },
  "/api/gallery/{id}": {
    get: {
      operationId: "getGalleryItem",
      summary: "One gallery item by id",
      tags: ["Gallery"],
      parameters: [parameter("GalleryItemId")],
      responses: {
        "200": success("The gallery item.", ref(galleryRecordSchema)),
        "404": response("NotFound"),
      },
    },
    put: {
      operationId: "updateGalleryItem",
      summary: "Update a gallery item: replace fields, append images, remove images",
      tags: ["Gallery"],
      security: ADMIN,
      parameters: [parameter("GalleryItemId")],
      requestBody: multipartBody(
        "multipart/form-data (or URL-encoded when no file is sent). All text fields are replaced.",
        galleryForm(false),
        "images",
        true,
      ),
      responses: {
        "200": success(
          "Updated. Skipped files are named in the message.",
          ref(galleryRecordSchema),
          { required: true, example: "Gallery item updated." },
        ),
        "400": response("BadRequest"),
        "401": response("Unauthorized"),
        "404": response("NotFound"),
        "413": response("PayloadTooLarge"),
        "415": response("UnsupportedMediaType"),
      },
    },
    delete: {
      operationId: "deleteGalleryItem",
      summary: "Delete a gallery item and its images",
      tags: ["Gallery"],
      security: ADMIN,
      parameters: [parameter("GalleryItemId")],
      responses: {
        "200": success("Deleted; `data` is the deleted item.", ref(galleryRecordSchema), {
          required: true,
          example: "Gallery item deleted.",
        }),
        "401": response("Unauthorized"),
        "404": response("NotFound"),
      },
    },
  },
  "/api/contacts/submit": {
    post: {
      operationId: "submitContactMessage",
      summary: "A visitor's message (public)",
      tags: ["Contacts"],
      requestBody: jsonBody(contactSubmissionSchema),
      responses: {
        "201": success(
          "Stored with status new.",
          { type: "null" },
          { required: true, example: CONTACT_SUCCESS_MESSAGE },
        ),
        ...jsonErrors,
      },
    },
  },
  "/api/contacts": {
    get: {
      operationId: "listContactMessages",
      summary: "Contact messages, newest first",
      tags: ["Contacts"],
      security: ADMIN,
      parameters: [
        {
          name: "status",
          in: "query",
          required: false,
          description: "Only messages of this status; empty means all.",
          schema: ref(contactStatusSchema),
        },
      ],
      responses: {
        "200": success("The messages.", list(contactRecordSchema)),
        "400": failure("Unknown status.", {
          success: false,
          message: CONTACT_STATUS_MESSAGE,
          errors: { status: CONTACT_STATUS_MESSAGE },
        }),
        "401": response("Unauthorized"),
      },
    },
  },
  "/api/contacts/stats": {
    get: {
      operationId: "contactStats",
      summary: "How many messages, in all and by status",
      tags: ["Contacts"],
      security: ADMIN,
      responses: {
        "200": success("The counts.", ref(contactStatsRecordSchema)),
        "401": response("Unauthorized"),
      },
    },
  },
  "/api/contacts/{id}": {
    get: {
      operationId: "getContactMessage",
      summary: "One contact message",
      tags: ["Contacts"],
      security: ADMIN,
      parameters: [parameter("ContactId")],
      responses: {
        "200": success("The message.", ref(contactRecordSchema)),
        "401": response("Unauthorized"),
        "404": response("NotFound"),
      },
    },
    delete: {
      operationId: "deleteContactMessage",
      summary: "Delete a contact message",
      tags: ["Contacts"],
      security: ADMIN,
      parameters: [parameter("ContactId")],
      responses: {
        "200": success("Deleted; `data` is the deleted message.", ref(contactRecordSchema), {
          required: true,
          example: "Message deleted.",
        }),
        "401": response("Unauthorized"),
        "404": response("NotFound"),
      },
    },
  },
  "/api/contacts/{id}/status": {
    patch: {
      operationId: "updateContactStatus",
      summary: "Set a message's status (any status may follow any other)",
      tags: ["Contacts"],
      security: ADMIN,
      parameters: [parameter("ContactId")],
      requestBody: jsonBody(contactStatusChangeSchema),
      responses: {
        "200": success("Updated.", ref(contactRecordSchema), {
          required: true,
          example: "Status updated.",
        }),
        ...jsonErrors,
        "401": response("Unauthorized"),
        "404": response("NotFound"),
      },
    },
  },
};

export const openApiDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Green Fields Agro REST API",
    version: "1.0.0",
    description: [
      "JSON in and out; product and gallery writes are multipart/form-data.",
      "Every answer is the envelope `{ success: true, data, message? }` or",
      "`{ success: false, message, errors? }` (errors: field name to message) with a real status:",
      "400 invalid input, 401 no or invalid token, 404 unknown id, slug or path, 405 method not",
      "allowed (with an Allow header), 409 conflict, 413 too large, 415 wrong content type.",
      "Admin calls need `Authorization: Bearer <token>` from POST /api/auth/admin-login.",
    ].join(" "),
  },
  servers: [{ url: "/", description: "This server" }],
  tags: [
    { name: "Auth", description: "Sign in and out of the admin API." },
    { name: "Categories", description: "Product categories." },
    { name: "Products", description: "Products; `category` is the category's name." },
    { name: "Gallery", description: "Events with photos." },
    { name: "Contacts", description: "Messages sent from the contact form." },
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
