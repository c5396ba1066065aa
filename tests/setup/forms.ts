/** The admin's forms as they are posted: every field is text. */

/** The product form: a valid insecticide of the category "Insecticides", without an image. */
export function productForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Emamectin Benzoate 1.9% EC",
    slug: "",
    category: "Insecticides",
    description: "Controls armyworm and bollworm.",
    features: "",
    usage: "",
    composition: "",
    dosage: "",
    waitingPeriod: "",
    ...overrides,
  };
}

/** The gallery form's text fields: a valid field day. */
export function galleryForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Cotton field day",
    description: "Whitefly scouting with growers.",
    date: "2025-03-05",
    location: "Vehari",
    eventType: "farm_visit",
    ...overrides,
  };
}
