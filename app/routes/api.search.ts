import { describePath, list, ok } from "~/api/describe";
import { productRecordSchema } from "~/api/record-schemas";
import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_LIMIT } from "~/search/search-query";
import { searchProducts } from "~/search/search.server";
import type { Route } from "./+types/api.search";

export const openapi = describePath("/api/search", {
  get: {
    operationId: "searchProducts",
    summary: "Products matching words, best first",
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
    ok: ok(`Up to ${SEARCH_RESULTS_LIMIT} products, best match first.`, list(productRecordSchema)),
  },
});

/** GET /api/search?q=: products matching the words, best first (at most 30). */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(() => {
    const query = new URL(request.url).searchParams.get("q") ?? "";
    return apiOk(searchProducts(query).products.map(productRecord));
  });

export const action = () => methodNotAllowed(["GET"]);
