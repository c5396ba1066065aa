import { z } from "zod";
import { TRASH_KIND_INFO, TRASH_KINDS } from "~/db/trash-kinds";
import { calendarDateParam, DATE_ORDER_MESSAGE } from "~/lib/date-schema";
import { ID_PATTERN } from "~/lib/ids";
import { ok, refuse, type Result } from "~/lib/result";
import { fieldErrorsOf, optionalParam } from "~/lib/validation";

/*
 * What the trail records and how its list is asked for: the kinds of record, the actions, and
 * the filter read from an address (?person=&kind=&record=&from=&to=), one reading for the admin
 * list and GET /api/trail. No server-only imports: the admin page reads the names too.
 */

/** The kinds of record, named as the API names their collections: the trash's, and accounts. */
export const TRAIL_KINDS = [...TRASH_KINDS, "accounts"] as const;
export type TrailKind = (typeof TRAIL_KINDS)[number];

export const TRAIL_KIND_NAMES: Readonly<Record<TrailKind, { one: string; many: string }>> = {
  ...TRASH_KIND_INFO,
  accounts: { one: "account", many: "Accounts" },
};

/** What was done, each as the trail says it ("updated"). */
export const TRAIL_ACTIONS = {
  create: "created",
  update: "updated",
  delete: "deleted (to the trash)",
  "delete-for-good": "deleted for good",
  restore: "restored from the trash",
  status: "changed the status of",
  import: "imported",
  "sign-in": "signed in",
  "sign-out-others": "signed out the other sessions of",
  "account-added": "added the account",
  "account-disabled": "disabled the account",
  "account-enabled": "enabled the account",
  "password-changed": "changed the password of",
  "password-reset": "gave a one-time password to",
  "two-factor-on": "turned on two-factor sign-in for",
  "two-factor-off": "turned off two-factor sign-in for",
  "two-factor-required": "changed whether two-factor sign-in is required, by",
} as const;
export type TrailAction = keyof typeof TRAIL_ACTIONS;

/** How a change was made: from the admin's pages, or an API call with a token. */
export const TRAIL_CHANNELS = { admin: "admin", api: "API token" } as const;
export type TrailChannel = keyof typeof TRAIL_CHANNELS;

export function isTrailKind(value: unknown): value is TrailKind {
  return typeof value === "string" && (TRAIL_KINDS as readonly string[]).includes(value);
}

const idParam = (label: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(ID_PATTERN), `${label} must be an id: a whole number written in digits.`)
    .transform(Number);

const kindMessage = `kind must be one of: ${TRAIL_KINDS.join(", ")}.`;

export const trailQuerySchema = z
  .object({
    person: optionalParam(idParam("person")),
    kind: optionalParam(z.enum(TRAIL_KINDS, { error: kindMessage })),
    record: optionalParam(idParam("record")),
    from: optionalParam(calendarDateParam("From")),
    to: optionalParam(calendarDateParam("To")),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ["to"],
    message: DATE_ORDER_MESSAGE,
  });

/** Whose changes, of what, and between which days (Pakistan time, both days included). */
export type TrailFilter = z.output<typeof trailQuerySchema>;

export const TRAIL_PARAMETERS = ["person", "kind", "record", "from", "to"] as const;

/** The trail's filter from an address; a refusal (400) names each bad parameter. */
export function parseTrailQuery(params: URLSearchParams): Result<TrailFilter> {
  const input = Object.fromEntries(
    TRAIL_PARAMETERS.map((name) => [name, params.get(name) ?? undefined]),
  );
  const parsed = trailQuerySchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const errors = fieldErrorsOf(parsed.error);
  return refuse(400, Object.values(errors).join(" "), errors);
}
