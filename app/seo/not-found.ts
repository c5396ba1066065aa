/** What a page that is not there says, by kind, in its title and on the page alike. */
export const NOT_FOUND = {
  page: {
    title: "Page Not Found",
    text: "The page you are looking for does not exist or has moved.",
  },
  category: {
    title: "Category Not Found",
    text: "The category you are looking for does not exist.",
  },
  product: {
    title: "Product Not Found",
    text: "The product you are looking for does not exist.",
  },
} as const;

export type NotFoundKind = keyof typeof NOT_FOUND;
