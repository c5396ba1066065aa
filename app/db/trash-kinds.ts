/*
 * The kinds of record the trash keeps, named as the API names their collections, each with the
 * table it lives in and the words the admin and the messages use for it. No imports: the admin
 * pages' scripts read it too.
 */

/** The refusal of a record that is not in the trash (restored, deleted for good, never there). */
export const NOT_IN_TRASH_MESSAGE = "Not in the trash.";

/** Days a record stays in the trash before it is deleted for good. */
export const TRASH_DAYS = 30;

export const TRASH_KINDS = [
  "products",
  "categories",
  "crops",
  "gallery",
  "contacts",
  "dealers",
  "batches",
] as const;

export type TrashKind = (typeof TRASH_KINDS)[number];

export const TRASH_KIND_INFO: Readonly<
  Record<TrashKind, { table: string; one: string; many: string }>
> = {
  products: { table: "products", one: "product", many: "Products" },
  categories: { table: "categories", one: "category", many: "Categories" },
  crops: { table: "crops", one: "crop", many: "Crops" },
  gallery: { table: "gallery_items", one: "gallery event", many: "Gallery events" },
  contacts: { table: "contact_messages", one: "message", many: "Messages" },
  dealers: { table: "dealers", one: "dealer", many: "Dealers" },
  batches: { table: "batches", one: "batch", many: "Batches" },
};

export function isTrashKind(value: unknown): value is TrashKind {
  return typeof value === "string" && (TRASH_KINDS as readonly string[]).includes(value);
}

/** The kind whose records live in this table, if any. */
export function trashKindOfTable(table: string): TrashKind | undefined {
  return TRASH_KINDS.find((kind) => TRASH_KIND_INFO[kind].table === table);
}
