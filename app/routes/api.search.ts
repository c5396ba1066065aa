import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk } from "~/api/responses.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchProducts } from "~/search/search.server";

/** GET /api/search?q=: products matching the words, best first (at most 30). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(() =>
    apiOk(
      searchProducts(new URL(request.url).searchParams.get("q") ?? "").products.map(productRecord),
    ),
  );
