import { apiFail } from "~/api/responses.server";

/** Any other address under /api: a JSON 404, never the HTML page. */
export const loader = () => apiFail(404, "No such API call. See /api/openapi.json.");
export const action = () => apiFail(404, "No such API call. See /api/openapi.json.");
