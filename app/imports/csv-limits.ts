/** How large a spreadsheet import may be; apart from the reader, so the upload form can say it. */
export const CSV_IMPORT_LIMITS = {
  /** Some 6,000 dealers with their Urdu; a list kept by hand is far smaller. */
  maxBytes: 2 * 1024 * 1024,
  maxRows: 10_000,
} as const;
