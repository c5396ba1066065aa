/**
 * The id of the message beside a field of a public form (`{form}-{field}-error`), which the field
 * names in aria-describedby: the same whether React renders it or a page's own script does, so
 * nothing here may import React.
 */
export function fieldErrorId(form: string, name: string): string {
  return `${form}-${name}-error`;
}
