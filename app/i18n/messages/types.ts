import type { en } from "./en";

/** The catalogue's shape with every text widened to string, so another language can fill it. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : { readonly [Key in keyof T]: Widen<T[Key]> };

/** Every text of the public site; English (en.ts) is the source of its keys. */
export type Messages = Widen<typeof en>;

/** A message that depends on a count: Intl.PluralRules picks the form. */
export interface PluralMessage {
  readonly one: string;
  readonly other: string;
}
