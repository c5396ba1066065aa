import type { Messages } from "~/i18n/messages/types";

/** The kinds of page that may not be there; each has its title and text in the catalogue. */
export type NotFoundKind = keyof Messages["chrome"]["notFound"];
