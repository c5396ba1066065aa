import {
  and,
  desc,
  eq,
  exists,
  getTableColumns,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { recordSave, trashAndRecord, type Actor } from "~/trail/trail.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { preparedStatements } from "~/db/prepared.server";
import { everyWordIn } from "~/db/text-match.server";
import { categories, dealerCategories, dealerProducts, dealers, products } from "~/db/schema";
import { pageOf, type Page, type PageRequest } from "~/lib/paging";
import { invalidInput, ok, refuse, RefusedError, type Result } from "~/lib/result";
import type { FieldErrors } from "~/lib/validation";
import { stocksProduct } from "./directory.server";
import { findDistrict } from "./districts";
import {
  dealerInputSchema,
  sameDealerMessage,
  type DealerFields,
  type DealerInput,
} from "./dealer-schema";

/** A category or product a dealer stocks, as lists and forms name it. */
export interface StockItem {
  slug: string;
  name: string;
  nameUr: string | null;
}

export interface Dealer {
  id: number;
  shopName: string;
  shopNameUr: string | null;
  contactName: string;
  contactNameUr: string | null;
  /** A district's code (app/dealers/districts.ts). */
  district: string;
  town: string;
  townUr: string | null;
  address: string;
  addressUr: string | null;
  /** International form (+923001234567). */
  phone: string;
  whatsapp: string | null;
  latitude: number | null;
  longitude: number | null;
  active: boolean;
  /** What the dealer stocks, by name; empty where nothing was said. */
  categories: StockItem[];
  products: StockItem[];
  createdAt: string;
}

type DealerRow = typeof dealers.$inferSelect;

/** What a list of dealers is narrowed to; every part is optional. */
export interface DealerFilter {
  /** Every word must appear in the shop's or contact's name, the town (either language) or the phone. */
  q?: string;
  /** A district's code. */
  district?: string | null;
  /** The tehsil or town, in English or Urdu, whatever its letter case. */
  town?: string | null;
  /** Active ones only (true), inactive ones only (false), or both (null or left out). */
  active?: boolean | null;
  /** A product's slug: dealers who stock it, or its whole category. */
  product?: string | null;
  /** A category's slug: dealers who stock it, or a product of it. */
  category?: string | null;
}

/** Newest first, as every admin list; the id keeps the order of rows made at one instant. */
const newestFirst = [desc(dealers.createdAt), desc(dealers.id)];

const stocksCategory = (categoryId: SQL | typeof categories.id) =>
  exists(
    db()
      .select({ one: sql`1` })
      .from(dealerCategories)
      .where(
        and(eq(dealerCategories.dealerId, dealers.id), eq(dealerCategories.categoryId, categoryId)),
      ),
  );

/** Dealers who stock the product with this slug (the rule of the Where to buy pages). */
function stocksProductWithSlug(slug: string): SQL {
  const product = db()
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.slug, slug))
    .get();
  return stocksProduct(product ?? null);
}

/** Dealers who stock the category with this slug, or one of its products. */
function stocksAnyOfCategory(slug: string): SQL | undefined {
  const category = db()
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .get();
  if (!category) return sql`0`;
  return or(
    stocksCategory(sql`${category.id}`),
    exists(
      db()
        .select({ one: sql`1` })
        .from(dealerProducts)
        .innerJoin(products, eq(products.id, dealerProducts.productId))
        .where(and(eq(dealerProducts.dealerId, dealers.id), eq(products.categoryId, category.id))),
    ),
  );
}

function filterCondition(filter: DealerFilter): SQL | undefined {
  const town = filter.town?.trim();
  return and(
    filter.district ? eq(dealers.district, filter.district) : undefined,
    town ? or(sql`${dealers.town} = ${town} collate nocase`, eq(dealers.townUr, town)) : undefined,
    filter.active === true || filter.active === false
      ? eq(dealers.active, filter.active)
      : undefined,
    filter.product ? stocksProductWithSlug(filter.product) : undefined,
    filter.category ? stocksAnyOfCategory(filter.category) : undefined,
    ...everyWordIn(
      [
        dealers.shopName,
        dealers.shopNameUr,
        dealers.contactName,
        dealers.contactNameUr,
        dealers.town,
        dealers.townUr,
        dealers.phone,
      ],
      searchedPhones(filter.q),
    ),
  );
}

/**
 * The words of a search, a phone number written from home (0301-1112223) as the part of it the
 * stored international form has (3011112223 in +923011112223).
 */
function searchedPhones(q: string | undefined): string | undefined {
  return q
    ?.split(/\s+/)
    .map((word) => (/^0[\d-]+$/.test(word) ? word.replace(/-/g, "").slice(1) : word))
    .join(" ");
}

/** The items of one stock table (categories or products) the dealers with these ids name. */
function stockItems(
  ids: number[],
  links: typeof dealerCategories | typeof dealerProducts,
  items: typeof categories | typeof products,
  itemId: typeof dealerCategories.categoryId | typeof dealerProducts.productId,
): (StockItem & { dealerId: number })[] {
  return db()
    .select({ dealerId: links.dealerId, slug: items.slug, name: items.name, nameUr: items.nameUr })
    .from(links)
    .innerJoin(items, eq(items.id, itemId))
    .where(inArray(links.dealerId, ids))
    .orderBy(sql`${items.name} collate nocase`)
    .all();
}

/** What the dealers with these ids stock, by dealer. */
function stockOf(ids: number[]): Map<number, Pick<Dealer, "categories" | "products">> {
  const stock = new Map(
    ids.map((id) => [id, { categories: [] as StockItem[], products: [] as StockItem[] }]),
  );
  if (ids.length === 0) return stock;
  const found = {
    categories: stockItems(ids, dealerCategories, categories, dealerCategories.categoryId),
    products: stockItems(ids, dealerProducts, products, dealerProducts.productId),
  };
  for (const kind of ["categories", "products"] as const) {
    for (const { dealerId, ...item } of found[kind]) stock.get(dealerId)?.[kind].push(item);
  }
  return stock;
}

function withStock(rows: DealerRow[]): Dealer[] {
  const stock = stockOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    ...(stock.get(row.id) ?? { categories: [], products: [] }),
  }));
}

/** Every dealer the filter keeps, newest first. */
export function listDealers(filter: DealerFilter = {}): Dealer[] {
  return withStock(
    db()
      .select()
      .from(dealers)
      .where(filterCondition(filter))
      .orderBy(...newestFirst)
      .all(),
  );
}

/** One page of listDealers, and how many dealers the filter keeps in all. */
export function listDealersPage(filter: DealerFilter, request: PageRequest): Page<Dealer> {
  const where = filterCondition(filter);
  return db().transaction(() => {
    const total =
      db()
        .select({ count: sql<number>`count(*)` })
        .from(dealers)
        .where(where)
        .get()?.count ?? 0;
    return pageOf(request, total, (window) =>
      withStock(
        db()
          .select()
          .from(dealers)
          .where(where)
          .orderBy(...newestFirst)
          .limit(window.limit)
          .offset(window.offset)
          .all(),
      ),
    );
  });
}

export function getDealerById(id: number): Dealer | undefined {
  const row = db().select().from(dealers).where(eq(dealers.id, id)).get();
  return row && withStock([row])[0];
}

/** A category and its products, as the dealer form offers them to tick. */
export interface StockChoice {
  slug: string;
  name: string;
  products: { slug: string; name: string }[];
}

/** Every category with its products, both by name: what a dealer may be said to stock. */
export function stockChoices(): StockChoice[] {
  const rows = db()
    .select({
      categorySlug: categories.slug,
      categoryName: categories.name,
      productSlug: products.slug,
      productName: products.name,
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .orderBy(sql`${categories.name} collate nocase`, sql`${products.name} collate nocase`)
    .all();
  const choices = new Map<string, StockChoice>();
  for (const row of rows) {
    const choice = choices.get(row.categorySlug) ?? {
      slug: row.categorySlug,
      name: row.categoryName,
      products: [],
    };
    choices.set(row.categorySlug, choice);
    if (row.productSlug !== null && row.productName !== null) {
      choice.products.push({ slug: row.productSlug, name: row.productName });
    }
  }
  return [...choices.values()];
}

/** Categories and products by their names and slugs, for reading a stock list. */
export interface StockNames {
  categories: Map<string, number>;
  products: Map<string, number>;
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase("en-US");

/** Every category's and product's name, Urdu name and slug, read once for many dealers. */
export function readStockNames(): StockNames {
  const byName = (rows: { id: number; name: string; slug: string; nameUr: string | null }[]) => {
    const names = new Map<string, number>();
    for (const row of rows) {
      for (const name of [row.slug, row.name, row.nameUr])
        if (name) names.set(nameKey(name), row.id);
    }
    return names;
  };
  const columns = (table: typeof categories | typeof products) => ({
    id: table.id,
    name: table.name,
    slug: table.slug,
    nameUr: table.nameUr,
  });
  return {
    categories: byName(db().select(columns(categories)).from(categories).all()),
    products: byName(db().select(columns(products)).from(products).all()),
  };
}

/** The ids a dealer's stock lists name; undefined for a list left out (left as stored). */
export interface StockIds {
  categoryIds: number[] | undefined;
  productIds: number[] | undefined;
}

/** The stock lists of a dealer as ids, or the names nothing has, by field. */
export function resolveStock(
  input: Pick<DealerInput, "categories" | "products">,
  names: StockNames,
): Result<StockIds> {
  const errors: FieldErrors = {};
  const idsOf = (field: "categories" | "products", what: string) => {
    const typed = input[field];
    if (typed === undefined) return undefined;
    const unknown = typed.filter((name) => !names[field].has(nameKey(name)));
    if (unknown.length > 0) {
      errors[field] =
        `No ${what} is named ${unknown.map((name) => `"${name}"`).join(", ")}: write the ${what}'s name or slug as the catalogue has it`;
    }
    return [...new Set(typed.flatMap((name) => names[field].get(nameKey(name)) ?? []))];
  };
  const stock = {
    categoryIds: idsOf("categories", "category"),
    productIds: idsOf("products", "product"),
  };
  return Object.keys(errors).length > 0
    ? refuse(400, Object.values(errors).join(". "), errors)
    : ok(stock);
}

const statements = preparedStatements((database) => ({
  // The same shop in the same town of the same district, whatever the letter case (dealerKey).
  same: database
    .select({ id: dealers.id })
    .from(dealers)
    .where(
      and(
        sql`${dealers.shopName} = ${sql.placeholder("shopName")} collate nocase`,
        eq(dealers.district, sql.placeholder("district")),
        sql`${dealers.town} = ${sql.placeholder("town")} collate nocase`,
        ne(dealers.id, sql.placeholder("exceptId")),
      ),
    )
    .prepare(),
}));

/** The checks of a dealer against what is stored: its stock's names, and no other dealer the same. */
export function checkStoredDealer(
  input: DealerInput,
  names: StockNames,
  exceptId = 0,
): Result<StockIds> {
  const stock = resolveStock(input, names);
  const same = statements().same.get({
    shopName: input.shopName,
    district: input.district,
    town: input.town,
    exceptId,
  });
  if (!same) return stock;
  const message = sameDealerMessage(input.shopName, input.town);
  const errors = { ...(stock.ok ? {} : stock.errors), shopName: message };
  return refuse(409, message, errors);
}

/**
 * The dealer's columns as stored: every field but its stock. What an update leaves out
 * (undefined: an Urdu text, `active`) is left as stored.
 */
function dealerColumns(input: DealerInput) {
  return {
    shopName: input.shopName,
    shopNameUr: input.shopNameUr,
    contactName: input.contactName,
    contactNameUr: input.contactNameUr,
    district: input.district,
    town: input.town,
    townUr: input.townUr,
    address: input.address,
    addressUr: input.addressUr,
    phone: input.phone,
    whatsapp: input.whatsapp,
    latitude: input.latitude,
    longitude: input.longitude,
    active: input.active,
  };
}

/** Every column of a new dealer but those the database fills in, as its insert takes them. */
const NEW_DEALER_COLUMNS = Object.keys(getTableColumns(dealers)).filter(
  (column) => column !== "id" && column !== "createdAt",
);

/** The writes an import repeats thousands of times, prepared once. */
const writes = preparedStatements((database) => ({
  insert: database
    .insert(dealers)
    .values(
      Object.fromEntries(
        NEW_DEALER_COLUMNS.map((column) => [column, sql.placeholder(column)]),
      ) as SQLiteInsertValue<typeof dealers>,
    )
    .returning({ id: dealers.id })
    .prepare(),
  addCategory: database
    .insert(dealerCategories)
    .values({ dealerId: sql.placeholder("dealerId"), categoryId: sql.placeholder("itemId") })
    .prepare(),
  addProduct: database
    .insert(dealerProducts)
    .values({ dealerId: sql.placeholder("dealerId"), productId: sql.placeholder("itemId") })
    .prepare(),
}));

/** Writes a checked dealer and its stock (the lists given); inside the caller's transaction. */
export function writeDealer(input: DealerInput, stock: StockIds, id?: number): number {
  let dealerId: number;
  if (id === undefined) {
    const columns = dealerColumns(input);
    const inserted = writes().insert.get({
      ...columns,
      shopNameUr: columns.shopNameUr ?? null,
      contactNameUr: columns.contactNameUr ?? null,
      townUr: columns.townUr ?? null,
      addressUr: columns.addressUr ?? null,
      // SQLite stores a boolean as 0 or 1; a new dealer is listed unless said otherwise.
      active: columns.active === false ? 0 : 1,
    });
    if (!inserted) throw new Error("A dealer's insert returned no id");
    dealerId = inserted.id;
  } else {
    db().update(dealers).set(dealerColumns(input)).where(eq(dealers.id, id)).run();
    dealerId = id;
  }
  if (stock.categoryIds !== undefined) {
    if (id !== undefined) {
      db().delete(dealerCategories).where(eq(dealerCategories.dealerId, id)).run();
    }
    for (const itemId of stock.categoryIds) writes().addCategory.run({ dealerId, itemId });
  }
  if (stock.productIds !== undefined) {
    if (id !== undefined) db().delete(dealerProducts).where(eq(dealerProducts.dealerId, id)).run();
    for (const itemId of stock.productIds) writes().addProduct.run({ dealerId, itemId });
  }
  return dealerId;
}

/** Creates a dealer (id absent) or updates one; what is left out of an update is left as stored. */
export function saveDealer(raw: unknown, id?: number, by?: Actor): Result<Dealer> {
  const parsed = dealerInputSchema.safeParse(raw);
  if (!parsed.success) return invalidInput(parsed.error);
  const input = parsed.data;
  const saved = db().transaction((): Result<number> => {
    if (
      id !== undefined &&
      !db().select({ id: dealers.id }).from(dealers).where(eq(dealers.id, id)).get()
    ) {
      return refuse(404, "Dealer not found.");
    }
    const checked = checkStoredDealer(input, readStockNames(), id);
    if (!checked.ok) return checked;
    const before = id === undefined ? undefined : getDealerById(id);
    const dealerId = writeDealer(input, checked.value, id);
    const after = getDealerById(dealerId);
    if (after) recordSave(by, "dealers", after, after.shopName, before);
    return ok(dealerId);
  }, WRITE_TRANSACTION);
  if (!saved.ok) return saved;
  const dealer = getDealerById(saved.value);
  if (!dealer) throw new Error(`Dealer ${saved.value} vanished after it was saved`);
  return ok(dealer);
}

/** Creates a dealer from trusted input (the demo seed, tests); a refusal is a bug, so it throws. */
export function createDealer(fields: DealerFields): Dealer {
  const saved = saveDealer(fields);
  if (!saved.ok) throw new RefusedError("Dealer", saved);
  return saved.value;
}

/** Moves a dealer to the trash with what it stocks. */
export function deleteDealer(id: number, by?: Actor): Result<Dealer> {
  const dealer = getDealerById(id);
  if (!dealer) return refuse(404, "Dealer not found.");
  const district = findDistrict(dealer.district)?.name ?? dealer.district;
  trashAndRecord(
    "dealers",
    id,
    { name: dealer.shopName, detail: `${dealer.town}, ${district}` },
    by,
  );
  return ok(dealer);
}
