/**
 * What the dealer calls of the API share in their descriptions: the list's filters as GET
 * /api/dealers reads them (app/dealers/dealer-api-query.ts), and their refusals.
 */
import { DEALER_ACTIVE_PARAMETER, DISTRICT_PARAMETER_MESSAGE } from "~/dealers/dealer-api-query";
import { DEALER_LIMITS } from "~/dealers/dealer-limits";
import { sameDealerMessage } from "~/dealers/dealer-schema";
import { failure, PAGE_REFUSAL_TEXT } from "./describe";
import type { ParameterObject } from "./openapi-types";

const filter = (
  name: string,
  description: string,
  schema: ParameterObject["schema"],
): ParameterObject => ({ name, in: "query", required: false, description, schema });

export const DEALER_FILTER_PARAMETERS: readonly ParameterObject[] = [
  filter("district", "Only the dealers of this district: its code from the list.", {
    type: "string",
    examples: ["multan"],
  }),
  filter(
    "town",
    "Only the dealers of this tehsil or town, in English or Urdu, whatever its letter case.",
    { type: "string", maxLength: DEALER_LIMITS.town, examples: ["Shujabad"] },
  ),
  filter("product", "Only the dealers who stock this product (its slug), or its whole category.", {
    type: "string",
    examples: ["dhaal-imidacloprid-20-sl"],
  }),
  filter("category", "Only the dealers who stock this category (its slug), or a product of it.", {
    type: "string",
    examples: ["insecticides"],
  }),
  filter(
    "active",
    "`true`: the dealers listed to farmers, the only ones a call without the admin's token gets (anything else is a 400 without it). `false`: the others; `all`: every one, the admin's default.",
    { type: "string", enum: [...DEALER_ACTIVE_PARAMETER], examples: ["all"] },
  ),
];

export const DEALER_LIST_REFUSED = failure(
  `An unknown district, a product or category that is no slug, a town that is too long, an unknown \`active\` (or inactive dealers asked for without the admin's token); or ${PAGE_REFUSAL_TEXT}: \`errors\` names each.`,
  DISTRICT_PARAMETER_MESSAGE,
  { district: DISTRICT_PARAMETER_MESSAGE },
);

const SAME_DEALER = sameDealerMessage("Kissan Agro Centre", "Shujabad");

export const SAME_DEALER_REFUSED = failure(
  "The same shop is already listed in the same town of the district.",
  SAME_DEALER,
  { shopName: SAME_DEALER },
);
