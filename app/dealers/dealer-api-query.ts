import { z } from "zod";
import { parsePageRequest, type PageRequest } from "~/lib/paging";
import { ok, refuse, type Result } from "~/lib/result";
import { fieldErrorsOf, type FieldErrors, optionalParam } from "~/lib/validation";
import { DEALER_LIMITS } from "./dealer-limits";
import type { DealerFilter } from "./dealers.server";
import { isDistrictCode } from "./districts";

/*
 * Which dealers GET /api/dealers lists, read from its address: ?district=&town=&product=
 * &category=&active= and the page, as every API list reads it (app/lib/paging.ts). Farmers' apps
 * see the active dealers only; asking for others needs the admin's token.
 */

const SLUG = /^[a-z0-9-]{1,120}$/;

export const DEALER_ACTIVE_PARAMETER = ["true", "false", "all"] as const;

export const DISTRICT_PARAMETER_MESSAGE =
  "district must be a district's code from the list, such as multan or dera-ghazi-khan.";

const dealerApiQuerySchema = z.object({
  district: optionalParam(z.string().trim().refine(isDistrictCode, DISTRICT_PARAMETER_MESSAGE)),
  town: optionalParam(
    z
      .string()
      .trim()
      .max(DEALER_LIMITS.town, `town must be at most ${DEALER_LIMITS.town} characters.`),
  ),
  product: optionalParam(z.string().trim().regex(SLUG, "product must be a product's slug.")),
  category: optionalParam(z.string().trim().regex(SLUG, "category must be a category's slug.")),
  active: optionalParam(
    z.enum(DEALER_ACTIVE_PARAMETER, { error: "active must be true, false or all." }),
  ),
});

const PARAMETERS = ["district", "town", "product", "category", "active"] as const;

const refusedFor = (errors: FieldErrors) => refuse(400, Object.values(errors).join(" "), errors);

export const INACTIVE_NEEDS_ADMIN_MESSAGE =
  "Only the admin lists inactive dealers: sign in and send the token, or leave out active.";

/**
 * The filter and page a GET /api/dealers address asks for. `admin` says whether the caller is
 * signed in: without it only active dealers are listed, and asking for others is refused (400,
 * as a public call answers); with it every dealer is, unless `active` narrows them. One refusal
 * names every bad parameter.
 */
export function parseDealerApiQuery(
  params: URLSearchParams,
  admin: boolean,
): Result<{ filter: DealerFilter; page: PageRequest | null }> {
  const input = Object.fromEntries(PARAMETERS.map((name) => [name, params.get(name) ?? undefined]));
  const parsed = dealerApiQuerySchema.safeParse(input);
  const page = parsePageRequest(params);
  if (!parsed.success && !page.ok)
    return refusedFor({ ...fieldErrorsOf(parsed.error), ...page.errors });
  if (!parsed.success) return refusedFor(fieldErrorsOf(parsed.error));
  if (!page.ok) return page;
  const { active = admin ? "all" : "true", ...filter } = parsed.data;
  if (!admin && active !== "true") return refusedFor({ active: INACTIVE_NEEDS_ADMIN_MESSAGE });
  return ok({
    filter: { ...filter, active: active === "all" ? null : active === "true" },
    page: page.value,
  });
}
