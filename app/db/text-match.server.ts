import { or, sql, type SQL, type SQLWrapper } from "drizzle-orm";

/*
 * How the admin lists (inbox, products, gallery) find what staff type: every word must appear,
 * anywhere, in one of the searched columns. A plain LIKE scan: at a hundred times the demo
 * catalogue it answers in well under a millisecond (scripts/bench/admin-lists.ts), and unlike
 * the public FTS5 search it finds any part of a word or slug ("12-7", "shield").
 */

/** The words of a search box, split on white space. */
export function searchWords(q: string | null | undefined): string[] {
  return (q ?? "").split(/\s+/).filter(Boolean);
}

/** A LIKE pattern finding `word` anywhere; its `%` and `_` (and the escape) match themselves. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** True where one of `columns` holds `word` (ASCII letters in any case). */
export function anyColumnContains(columns: readonly SQLWrapper[], word: string): SQL {
  const pattern = containsPattern(word);
  return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`)) ?? sql`0`;
}

/** One condition per word: all of them must hold. */
export function everyWordIn(columns: readonly SQLWrapper[], q: string | null | undefined): SQL[] {
  return searchWords(q).map((word) => anyColumnContains(columns, word));
}

/**
 * The start of a long text for a list row: its first `length` characters and "…" when it goes
 * on, cut in the database so the rest never leaves it.
 */
export function excerptOf(column: SQLWrapper, length: number): SQL<string> {
  return sql<string>`case when length(${column}) > ${length} then substr(${column}, 1, ${length}) || '…' else ${column} end`;
}
