/**
 * The OpenAPI 3.1 description of the REST API under /api (DESIGN.md "REST contract"), served at
 * GET /api/openapi.json. Choices (event types, contact subjects and statuses) and length limits
 * come from the modules the routes validate with, so the document cannot drift from them.
 */
import { CATEGORY_LIMITS } from "~/categories/category-limits";
import { CONTACT_LIMITS, CONTACT_STATUSES, CONTACT_SUBJECTS } from "~/contacts/contact-fields";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import { EVENT_TYPES } from "~/gallery/event-types";
import { PRODUCT_LIMITS } from "~/products/product-limits";

// A small subset of the OpenAPI 3.1 types, enough for this document.

type JsonType = "object" | "array" | "string" | "integer" | "number" | "boolean" | "null";

export interface SchemaObject {
  $ref?: string;
  type?: JsonType | readonly JsonType[];
  format?: string;
  description?: string;
  enum?: readonly (string | null)[];
  const?: string | boolean | null;
  properties?: Readonly<Record<string, SchemaObject>>;
  required?: readonly string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  contentMediaType?: string;
  examples?: readonly unknown[];
}

export interface ReferenceObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: SchemaObject;
}

interface EncodingObject {
  contentType?: string;
  style?: "form";
  explode?: boolean;
}

export interface MediaTypeObject {
  schema: SchemaObject;
  encoding?: Readonly<Record<string, EncodingObject>>;
  example?: unknown;
}

export interface RequestBodyObject {
  required: boolean;
  description?: string;
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
  description?: string;
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

// Building blocks.

const schema = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string): ReferenceObject => ({ $ref: `#/components/responses/${name}` });
const parameter = (name: string): ReferenceObject => ({
  $ref: `#/components/parameters/${name}`,
});

const ADMIN = [{ bearerAuth: [] }] as const;

const JSON_BODY_LIMIT_KB = 256;
const IMAGE_LIMIT = "5 MB";

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
    content: { "application/json": { schema: schema("Failure"), example } },
  };
}

function jsonBody(bodySchema: SchemaObject, example: unknown): RequestBodyObject {
  return {
    required: true,
    description: `JSON object, Content-Type: application/json, at most ${JSON_BODY_LIMIT_KB} KB.`,
    content: { "application/json": { schema: bodySchema, example } },
  };
}

const text = (maxLength: number, description?: string): SchemaObject =>
  description ? { type: "string", maxLength, description } : { type: "string", maxLength };

const requiredText = (maxLength: number, description?: string): SchemaObject => ({
  ...text(maxLength, description),
  minLength: 1,
});

const binaryFile: SchemaObject = {
  type: "string",
  contentMediaType: "application/octet-stream",
  description: `An image file: PNG, JPG or WebP, at most ${IMAGE_LIMIT}.`,
};

// Request bodies.

const categoryInput: SchemaObject = {
  type: "object",
  required: ["name", "description"],
  properties: {
    name: requiredText(CATEGORY_LIMITS.name),
    slug: {
      ...text(
        CATEGORY_LIMITS.slug,
        "Optional: derived from the name when empty, and normalised (lowercase, runs of other characters become one hyphen).",
      ),
      type: ["string", "null"],
    },
    description: requiredText(CATEGORY_LIMITS.description),
  },
};

function productForm(creating: boolean): SchemaObject {
  return {
    type: "object",
    required: creating
      ? ["name", "category", "description", "image"]
      : ["name", "category", "description"],
    properties: {
      name: requiredText(PRODUCT_LIMITS.name),
      slug: text(PRODUCT_LIMITS.slug, "Optional: derived from the name when empty."),
      category: requiredText(
        PRODUCT_LIMITS.category,
        "The NAME of an existing category (any letter case).",
      ),
      description: requiredText(PRODUCT_LIMITS.description),
      features: text(
        PRODUCT_LIMITS.features,
        "One newline-separated string, one feature per line; blank lines are dropped.",
      ),
      usage: text(PRODUCT_LIMITS.usage),
      composition: text(PRODUCT_LIMITS.specification),
      dosage: text(PRODUCT_LIMITS.specification),
      waitingPeriod: text(PRODUCT_LIMITS.specification),
      image: {
        ...binaryFile,
        description: creating
          ? `The product image (required): PNG, JPG or WebP, at most ${IMAGE_LIMIT}.`
          : `A new product image replacing the old one (optional): PNG, JPG or WebP, at most ${IMAGE_LIMIT}.`,
      },
    },
  };
}

function galleryForm(creating: boolean): SchemaObject {
  const images: SchemaObject = {
    type: "array",
    maxItems: GALLERY_LIMITS.images,
    items: binaryFile,
    description: creating
      ? `Repeated \`images\` file fields, at least one usable image. Files that are not PNG, JPG or WebP images are skipped and named in the message; a file over ${IMAGE_LIMIT} refuses the whole request (413).`
      : `Repeated \`images\` file fields appended after the kept images; files that are not images are skipped and named in the message, a file over ${IMAGE_LIMIT} refuses the request (413).`,
  };
  return {
    type: "object",
    required: creating
      ? ["title", "description", "date", "location", "eventType", "images"]
      : ["title", "description", "date", "location", "eventType"],
    properties: {
      title: requiredText(GALLERY_LIMITS.title),
      description: requiredText(GALLERY_LIMITS.description),
      date: schema("CalendarDate"),
      location: requiredText(GALLERY_LIMITS.location),
      eventType: schema("EventType"),
      images,
      ...(creating
        ? {}
        : {
            removeImages: {
              type: "array",
              items: { type: "string" },
              description:
                "Repeated `removeImages` fields: URLs (as in `images` of the record) of saved images to drop.",
            },
          }),
    },
  };
}

function multipartBody(
  description: string,
  formSchema: SchemaObject,
  fileField: string,
  allowUrlEncoded: boolean,
): RequestBodyObject {
  const encoding = { [fileField]: { contentType: "image/png, image/jpeg, image/webp" } };
  return {
    required: true,
    description,
    content: {
      "multipart/form-data": { schema: formSchema, encoding },
      ...(allowUrlEncoded ? { "application/x-www-form-urlencoded": { schema: formSchema } } : {}),
    },
  };
}

// Common answers.

const INVALID = "Please correct the highlighted fields.";

const responses: Record<string, ResponseObject> = {
  BadRequest: failure("Invalid input: `errors` names each refused field.", {
    success: false,
    message: INVALID,
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
    `The body is too large: JSON or a URL-encoded form over ${JSON_BODY_LIMIT_KB} KB; a multipart form with a file over ${IMAGE_LIMIT}, more files than allowed, no Content-Length, or a Content-Length over the form's limit (${IMAGE_LIMIT} per allowed file + 256 KB). Nothing is saved.`,
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
        schema: schema("Failure"),
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
      schema: { type: "string", pattern: "^[1-9][0-9]{0,14}$", examples: ["1"] },
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

// Records.

const idSchema: SchemaObject = {
  type: "string",
  description: "The record's id, as a string.",
  examples: ["12"],
};
const createdAtSchema: SchemaObject = {
  type: "string",
  format: "date-time",
  description: "ISO 8601, UTC.",
  examples: ["2025-03-05T09:30:00.000Z"],
};
const imageUrl: SchemaObject = {
  type: "string",
  description: "Address of the largest WebP variant, served by this app under /uploads/.",
  examples: ["/uploads/products/0123456789abcdef01234567-1280.webp"],
};

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
  CalendarDate: {
    type: "string",
    format: "date",
    pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
    description: "A real calendar date, YYYY-MM-DD.",
    examples: ["2025-03-05"],
  },
  EventType: { type: "string", enum: EVENT_TYPES },
  ContactSubject: { type: "string", enum: CONTACT_SUBJECTS },
  ContactStatus: { type: "string", enum: CONTACT_STATUSES },
  Category: {
    type: "object",
    required: ["_id", "name", "slug", "description", "createdAt"],
    properties: {
      _id: idSchema,
      name: { type: "string", examples: ["Insecticides"] },
      slug: { type: "string", examples: ["insecticides"] },
      description: { type: "string" },
      createdAt: createdAtSchema,
    },
  },
  Specifications: {
    type: "object",
    description: "Only the specifications the product has.",
    properties: {
      composition: { type: "string" },
      dosage: { type: "string" },
      waitingPeriod: { type: "string" },
    },
    additionalProperties: false,
  },
  Product: {
    type: "object",
    required: [
      "_id",
      "name",
      "slug",
      "category",
      "description",
      "image",
      "features",
      "usage",
      "specifications",
      "createdAt",
    ],
    properties: {
      _id: idSchema,
      name: { type: "string" },
      slug: { type: "string" },
      category: {
        type: "string",
        description: "The category's NAME.",
        examples: ["Insecticides"],
      },
      description: { type: "string" },
      image: { ...imageUrl, type: ["string", "null"] },
      features: { type: "array", items: { type: "string" } },
      usage: { type: "string", description: "Empty when there are no instructions." },
      specifications: schema("Specifications"),
      createdAt: createdAtSchema,
    },
  },
  GalleryItem: {
    type: "object",
    required: [
      "_id",
      "title",
      "description",
      "images",
      "date",
      "location",
      "eventType",
      "createdAt",
    ],
    properties: {
      _id: idSchema,
      title: { type: "string" },
      description: { type: "string" },
      images: {
        type: "array",
        items: { ...imageUrl, examples: ["/uploads/gallery/0123456789abcdef01234567-1280.webp"] },
      },
      date: schema("CalendarDate"),
      location: { type: "string" },
      eventType: schema("EventType"),
      createdAt: createdAtSchema,
    },
  },
  ContactMessage: {
    type: "object",
    required: [
      "_id",
      "name",
      "email",
      "phone",
      "subject",
      "message",
      "status",
      "adminNotes",
      "createdAt",
    ],
    properties: {
      _id: idSchema,
      name: { type: "string" },
      email: { type: "string", format: "email" },
      phone: { type: ["string", "null"] },
      subject: schema("ContactSubject"),
      message: { type: "string" },
      status: schema("ContactStatus"),
      adminNotes: { type: ["string", "null"] },
      createdAt: createdAtSchema,
    },
  },
  ContactStats: {
    type: "object",
    required: ["total", ...CONTACT_STATUSES],
    properties: {
      total: { type: "integer", minimum: 0, description: "All messages." },
      ...Object.fromEntries(
        CONTACT_STATUSES.map((status): [string, SchemaObject] => [
          status,
          { type: "integer", minimum: 0, description: `Messages with status ${status}.` },
        ]),
      ),
    },
  },
  AdminUser: {
    type: "object",
    required: ["id", "username"],
    properties: { id: { type: "string" }, username: { type: "string" } },
  },
  ContactSubmission: {
    type: "object",
    required: ["name", "email", "subject", "message"],
    properties: {
      name: requiredText(CONTACT_LIMITS.name),
      email: { type: "string", format: "email", maxLength: CONTACT_LIMITS.email },
      phone: {
        type: ["string", "null"],
        maxLength: CONTACT_LIMITS.phone,
        pattern: "^[0-9+()\\-.\\s]*$",
      },
      subject: schema("ContactSubject"),
      message: requiredText(CONTACT_LIMITS.message),
    },
  },
};

const list = (name: string): SchemaObject => ({ type: "array", items: schema(name) });

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
      requestBody: jsonBody(
        {
          type: "object",
          required: ["username", "password"],
          properties: {
            username: { type: "string", minLength: 1 },
            password: { type: "string", minLength: 1 },
          },
        },
        { username: "admin", password: "your-password" },
      ),
      responses: {
        "200": success(
          "Signed in. Send `data.token` as `Authorization: Bearer <token>`; it lasts 12 hours.",
          {
            type: "object",
            required: ["token", "user", "expiresAt"],
            properties: {
              token: { type: "string" },
              user: schema("AdminUser"),
              expiresAt: createdAtSchema,
            },
          },
          { required: true, example: "Signed in." },
        ),
        "400": failure("Username or password missing, or the body is not a JSON object.", {
          success: false,
          message: "Please enter both username and password",
          errors: { password: "Password is required" },
        }),
        "401": failure("Wrong username or password.", {
          success: false,
          message: "Invalid username or password",
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
        "200": success("The token is valid.", {
          type: "object",
          required: ["user", "expiresAt"],
          properties: { user: schema("AdminUser"), expiresAt: createdAtSchema },
        }),
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
      responses: { "200": success("The categories.", list("Category")) },
    },
    post: {
      operationId: "createCategory",
      summary: "Create a category",
      tags: ["Categories"],
      security: ADMIN,
      requestBody: jsonBody(categoryInput, {
        name: "Bio Stimulants",
        slug: "bio-stimulants",
        description: "Seaweed and amino-acid products.",
      }),
      responses: {
        "201": success("Created.", schema("Category"), {
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
        "200": success("The category.", schema("Category")),
        "404": response("NotFound"),
      },
    },
    put: {
      operationId: "updateCategory",
      summary: "Update a category (its products follow a new name)",
      tags: ["Categories"],
      security: ADMIN,
      parameters: [parameter("CategoryId")],
      requestBody: jsonBody(categoryInput, {
        name: "Insecticides",
        slug: "insecticides",
        description: "Products against sucking and chewing pests.",
      }),
      responses: {
        "200": success("Updated.", schema("Category"), {
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
        "200": success("Deleted; `data` is the deleted category.", schema("Category"), {
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
        "200": success("The category.", schema("Category")),
        "404": response("NotFound"),
      },
    },
  },
  "/api/products": {
    get: {
      operationId: "listProducts",
      summary: "All products, newest first",
      tags: ["Products"],
      responses: { "200": success("The products.", list("Product")) },
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
        "201": success("Created.", schema("Product"), {
          required: true,
          example: "Product created.",
        }),
        "400": failure(
          "Invalid fields, an unknown category (errors.category), or a missing or unusable image (errors.image).",
          {
            success: false,
            message: INVALID,
            errors: { image: "Please choose an image (PNG, JPG or WebP, up to 5MB)" },
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
        "200": success("The product.", schema("Product")),
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
        "200": success("Updated.", schema("Product"), {
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
        "200": success("Deleted; `data` is the deleted product.", schema("Product"), {
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
        "200": success("The product.", schema("Product")),
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
        "200": success("The products, by name.", list("Product")),
        "404": response("NotFound"),
      },
    },
  },
  "/api/gallery": {
    get: {
      operationId: "listGalleryItems",
      summary: "All gallery items, newest event first",
      tags: ["Gallery"],
      responses: { "200": success("The gallery items.", list("GalleryItem")) },
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
        "201": success("Created. Skipped files are named in the message.", schema("GalleryItem"), {
          required: true,
          example: "Gallery item created. Skipped: File notes.txt is not a valid image type",
        }),
        "400": failure("Invalid fields, or no usable image (errors.images).", {
          success: false,
          message: INVALID,
          errors: { images: "Please upload at least one image for new gallery items" },
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
        "200": success("The gallery item.", schema("GalleryItem")),
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
        "200": success("Updated. Skipped files are named in the message.", schema("GalleryItem"), {
          required: true,
          example: "Gallery item updated.",
        }),
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
        "200": success("Deleted; `data` is the deleted item.", schema("GalleryItem"), {
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
      requestBody: jsonBody(schema("ContactSubmission"), {
        name: "Muhammad Aslam",
        email: "aslam@example.com",
        phone: "+92 300 1234567",
        subject: "bulk-order",
        message: "Rates for 200 litres of Dhaal for our dealership in Okara?",
      }),
      responses: {
        "201": success(
          "Stored with status new.",
          { type: "null" },
          {
            required: true,
            example: "Thank you for your message! We will get back to you soon.",
          },
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
          schema: schema("ContactStatus"),
        },
      ],
      responses: {
        "200": success("The messages.", list("ContactMessage")),
        "400": failure("Unknown status.", {
          success: false,
          message: `status must be one of: ${CONTACT_STATUSES.join(", ")}.`,
          errors: { status: `status must be one of: ${CONTACT_STATUSES.join(", ")}.` },
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
        "200": success("The counts.", schema("ContactStats")),
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
        "200": success("The message.", schema("ContactMessage")),
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
        "200": success("Deleted; `data` is the deleted message.", schema("ContactMessage"), {
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
      requestBody: jsonBody(
        {
          type: "object",
          required: ["status"],
          properties: { status: schema("ContactStatus") },
        },
        { status: "replied" },
      ),
      responses: {
        "200": success("Updated.", schema("ContactMessage"), {
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
