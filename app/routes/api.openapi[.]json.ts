import { describePath, type PathDescription } from "~/api/describe";
import { assembleDocument } from "~/api/openapi";
import { methodNotAllowed } from "~/api/responses.server";

export const openapi = describePath("/api/openapi.json", {
  get: {
    operationId: "getOpenApiDocument",
    summary: "This document",
    ok: {
      description: "The OpenAPI 3.1 document (not wrapped in the envelope).",
      content: { "application/json": { schema: { type: "object" } } },
    },
  },
});

/**
 * Every API route's description of its calls (its `openapi` export), by file: the others read
 * from their modules, this one's above. The catch-all for unknown paths describes none.
 */
export const descriptions: Readonly<Record<string, PathDescription | undefined>> = {
  ...import.meta.glob<PathDescription | undefined>(
    ["./api.*.ts", "!./api.$.ts", "!./api.openapi*", "!./*.test.ts"],
    { eager: true, import: "openapi" },
  ),
  "./api.openapi[.]json.ts": openapi,
};

export const openApiDocument = assembleDocument(descriptions);

/** GET /api/openapi.json: the OpenAPI 3.1 description of every /api call. */
export const loader = () => Response.json(openApiDocument);

export const action = () => methodNotAllowed(["GET"]);
