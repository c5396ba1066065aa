/** The refusal of a slug another record of the kind has: slugs are unique within a kind. */
export const slugTakenMessage = (slug: string, kind: string) =>
  `The slug "${slug}" is already used by another ${kind}.`;

/**
 * The URL slug of a name: lowercase, every run of characters other than a-z and 0-9 becomes
 * one hyphen, and no hyphen is left at either end. "Bio-Stimulants & Growth" -> "bio-stimulants-growth".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
