import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";
import { searchProducts } from "~/search/search.server";
import type { Route } from "./+types/api.search";

/** GET /api/search?q=: products matching the words, best first (at most 30). */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(() => {
    const query = new URL(request.url).searchParams.get("q") ?? "";
    return apiOk(searchProducts(query).products.map(productRecord));
  });

export const action = () => methodNotAllowed(["GET"]);
