import { openApiDocument } from "~/api/openapi";
import { methodNotAllowed } from "~/api/responses.server";

/** GET /api/openapi.json: the OpenAPI 3.1 description of every /api call. */
export const loader = () => Response.json(openApiDocument);

export const action = () => methodNotAllowed(["GET"]);
