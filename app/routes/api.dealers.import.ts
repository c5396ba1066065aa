import { csvImportCall } from "~/api/csv-imports";
import { csvImportAnswer } from "~/api/csv-imports.server";
import { describePath } from "~/api/describe";
import { methodNotAllowed } from "~/api/responses.server";
import { DEALER_CSV } from "~/dealers/dealer-columns";
import { DEALER_IMPORT } from "~/dealers/dealer-import.server";
import type { Route } from "./+types/api.dealers.import";

export const openapi = describePath("/api/dealers/import", {
  post: csvImportCall({
    operationId: "importDealers",
    file: DEALER_CSV,
    cells:
      '`district` is a code or the English or Urdu name; `categories` and `products` are names or slugs separated by ";"; `active` is yes or no (empty: yes).',
    example:
      "shop_name,contact_name,district,town,address,phone,categories\r\nKissan Agro Centre,Muhammad Aslam,Multan,Shujabad,Jalalpur Road,0300-1234567,Insecticides\r\n",
    rowProblem: { "4.phone": "Phone is too short: a digit is missing: write it like 0300-1234567" },
  }),
});

export const loader = () => methodNotAllowed(["POST"]);

/** The CSV file as the body: imported, or with ?dryRun=true only checked. */
export const action = ({ request }: Route.ActionArgs) => csvImportAnswer(request, DEALER_IMPORT);
