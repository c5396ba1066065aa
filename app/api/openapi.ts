/**
 * The OpenAPI 3.1 description of the REST API under /api, served at GET /api/openapi.json.
 * Each API route describes its own calls beside its handlers (`export const openapi`, written
 * with app/api/describe.ts); the route that serves the document gathers them from every
 * app/routes/api.*.ts file and assembles them here, adding what every call of a kind has: 401
 * to an admin call, 404 to a path with a parameter, 400, 413 and 415 to a call with a body.
 * Request bodies and records are the zod schemas the API validates with and answers from
 * (app/api/schema-components.ts); a component is in the document when a call refers to it.
 */
import {
  FAILURE_SCHEMA,
  PAGE_PARAMETERS,
  REFUSALS,
  refusal,
  type ApiCall,
  type PathDescription,
} from "./describe";
import type {
  HttpMethod,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
} from "./openapi-types";
import { namedSchema } from "./schema-components";

export type * from "./openapi-types";

/** The group of each call, by the first segment of its path after /api/. */
const TAGS: Readonly<Record<string, { name: string; description: string }>> = {
  auth: { name: "Auth", description: "Sign in and out of the admin API." },
  accounts: {
    name: "Accounts",
    description:
      "The administrators' accounts: each person has their own; any of them adds a colleague and disables or enables an account.",
  },
  categories: { name: "Categories", description: "Product categories." },
  crops: { name: "Crops", description: "The crops of the crop guide." },
  products: {
    name: "Products",
    description:
      "Products; `category` is the category's name. Their recommended uses are set with PUT /api/products/{id}/uses.",
  },
  gallery: { name: "Gallery", description: "Events with photos." },
  dealers: {
    name: "Dealers",
    description:
      "Authorised dealers, by district and town. Anyone lists the active ones; the admin lists every one and writes them, one at a time or a CSV file at once.",
  },
  batches: {
    name: "Batches",
    description:
      "Production batches as printed on packs, and the one-time pack codes farmers check (admin only).",
  },
  contacts: { name: "Contacts", description: "Messages sent from the contact form." },
  trash: {
    name: "Trash",
    description:
      "What a DELETE removed, kept 30 days: listed, restored exactly as it was at POST /api/trash/{kind}/{id}/restore, or deleted for good (admin only).",
  },
  trail: {
    name: "Trail",
    description:
      "Who changed what and when: every change made through the admin or the API (admin only).",
  },
  search: { name: "Search", description: "Products found by words, in English and Urdu." },
  verify: {
    name: "Verification",
    description:
      "Is a pack genuine: a code or batch number checked, with an answer short enough for one SMS; a farmer's report of a suspect pack.",
  },
  insight: {
    name: "Insight",
    description:
      "What farmers looked at, searched for and asked about, counted per day without cookies or addresses (admin only): the Insight screen's lists.",
  },
  "openapi.json": { name: "Meta", description: "This description." },
};

function tagOf(path: string): string {
  const tag = TAGS[path.split("/")[2] ?? ""];
  if (!tag) throw new Error(`No tag for ${path}`);
  return tag.name;
}

function operation(
  path: string,
  { operationId, summary, admin, query, body, ok, created, refusals }: ApiCall,
  pathParameters: readonly ParameterObject[],
): OperationObject {
  const parameters = [...pathParameters, ...(query ?? [])];
  return {
    operationId,
    summary,
    tags: [tagOf(path)],
    // A public call says so: no security requirement at all, not the document's default.
    security: admin ? [{ bearerAuth: [] }] : [],
    ...(parameters.length > 0 && { parameters }),
    ...(body && { requestBody: body }),
    responses: {
      [created ? "201" : "200"]: ok,
      ...(body && {
        "400": refusal("BadRequest"),
        "413": refusal("PayloadTooLarge"),
        "415": refusal("UnsupportedMediaType"),
      }),
      ...(admin && { "401": refusal("Unauthorized") }),
      ...(pathParameters.length > 0 && { "404": refusal("NotFound") }),
      ...refusals,
    },
  };
}

const METHODS: readonly HttpMethod[] = ["get", "post", "put", "patch", "delete"];

function pathItem({ path, parameters, calls }: PathDescription): PathItemObject {
  return Object.fromEntries(
    METHODS.flatMap((method) => {
      const call = calls[method];
      return call ? [[method, operation(path, call, parameters)]] : [];
    }),
  );
}

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
  );
}

type Components = Omit<OpenApiDocument["components"], "securitySchemes">;

/** The components the paths refer to, and those they refer to in turn; no other. */
function componentsOf(paths: Record<string, PathItemObject>): Components {
  const available = {
    schemas: (id: string) => (id === "Failure" ? FAILURE_SCHEMA : namedSchema(id)),
    responses: (name: string) => REFUSALS[name as keyof typeof REFUSALS],
    parameters: (name: string) => PAGE_PARAMETERS[name as keyof typeof PAGE_PARAMETERS],
  };
  const found: Record<keyof Components, Record<string, unknown>> = {
    schemas: {},
    responses: {},
    parameters: {},
  };
  const pending = refsIn(paths);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [, section, name] =
      /^#\/components\/(schemas|responses|parameters)\/(\w+)$/.exec(next) ?? [];
    if (!section || !name) throw new Error(`A reference outside the components: ${next}`);
    const kind = section as keyof Components;
    if (name in found[kind]) continue;
    const component = available[kind](name);
    if (!component) throw new Error(`No component for ${next}`);
    found[kind][name] = component;
    pending.push(...refsIn(component));
  }
  return found as Components;
}

/** The document of the routes' descriptions, by the route file each came from. */
export function assembleDocument(
  described: Readonly<Record<string, PathDescription | undefined>>,
): OpenApiDocument {
  const paths: Record<string, PathItemObject> = {};
  for (const [file, description] of Object.entries(described)) {
    if (!description) throw new Error(`${file} describes no calls: export its \`openapi\``);
    if (description.path in paths) throw new Error(`${description.path} is described twice`);
    paths[description.path] = pathItem(description);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Green Fields Agro REST API",
      version: "1.0.0",
      description: [
        "JSON in and out; product and gallery writes are multipart/form-data, crop writes either,",
        "and a dealer import is a CSV file (text/csv).",
        "Every answer is the envelope `{ success: true, data, message? }` or",
        "`{ success: false, message, errors? }` (errors: field name to message) with a real status:",
        "400 invalid input, 401 no or invalid token, 404 unknown id, slug or path, 405 method not",
        "allowed (with an Allow header), 409 conflict, 413 too large, 415 wrong content type,",
        "429 too many attempts (with a Retry-After header).",
        "Lists that say so (products, categories, gallery, dealers, contact messages) answer the whole list,",
        "or with `?page=&limit=` one page of it, `pagination` (page, limit, total, pages) beside",
        "`data` and the totals in the X-Total-Count and X-Page-Count headers.",
        "A DELETE moves the record to the trash for 30 days, answering as it always has; GET /api/trash",
        "lists what is there, and POST /api/trash/{kind}/{id}/restore brings a record back with its `_id`.",
        "Admin calls need `Authorization: Bearer <token>` from POST /api/auth/admin-login.",
      ].join(" "),
    },
    servers: [{ url: "/", description: "This server" }],
    tags: Object.values(TAGS),
    paths,
    components: {
      ...componentsOf(paths),
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
}
