import { sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { preparedStatements } from "~/db/prepared.server";
import type { Locale } from "~/i18n/locale";
import {
  getProductsByIds,
  localizeProduct,
  type LocalizedProduct,
  type Product,
} from "~/products/products.server";
import { matchExpression, SEARCH_RESULTS_LIMIT, searchTerms } from "./search-query";

/**
 * Column weights of the ranking (bm25), in the index's column order (name, ingredient, crops
 * and targets of its uses, category, text): a match in the name or the active ingredient
 * counts far more than one in the category or the description.
 */
const RANKING = "bm25(product_search, 10.0, 8.0, 6.0, 3.0, 1.0)";

const statements = preparedStatements((database) => ({
  ranked: database.$client.prepare<[string, number], { id: number }>(
    `SELECT rowid AS id FROM product_search WHERE product_search MATCH ? ORDER BY ${RANKING}, rowid LIMIT ?`,
  ),
}));

/**
 * The ids of the products matching a query, best first: products with every word, or when
 * none has them all, with any of them.
 */
function rankedIds(terms: readonly string[], limit: number): number[] {
  if (terms.length === 0) return [];
  const { ranked } = statements();
  const all = ranked.all(matchExpression(terms, "all"), limit);
  if (all.length > 0 || terms.length === 1) return all.map((row) => row.id);
  return ranked.all(matchExpression(terms, "any"), limit).map((row) => row.id);
}

export interface SearchResult<Item> {
  /** What was typed, as it is shown back. */
  query: string;
  /** The folded words that were looked up; the page marks them in the results. */
  terms: string[];
  products: Item[];
}

/** Products matching what a visitor or a client typed, best first (records for the API). */
export function searchProducts(query: string, limit = SEARCH_RESULTS_LIMIT): SearchResult<Product> {
  const terms = searchTerms(query);
  return { query, terms, products: getProductsByIds(rankedIds(terms, limit)) };
}

/** The same search as a page in `locale` shows it. */
export function searchProductsIn(
  query: string,
  locale: Locale,
  limit = SEARCH_RESULTS_LIMIT,
): SearchResult<LocalizedProduct> {
  const found = searchProducts(query, limit);
  return { ...found, products: found.products.map((product) => localizeProduct(product, locale)) };
}

/**
 * Builds the index again from the tables: after a restore from a copy made without it, or if
 * it is ever suspected. The triggers keep it in step otherwise.
 */
export function rebuildSearchIndex(): number {
  db().run(sql`INSERT INTO product_search(product_search) VALUES ('rebuild')`);
  const row = db().get<{ count: number }>(sql`SELECT count(*) AS count FROM product_search`);
  return row.count;
}
