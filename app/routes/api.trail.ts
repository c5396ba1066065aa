import { dayParameters } from "~/api/contact-list-parameters";
import { describePath, failure, pagedList, PAGE_REFUSAL_TEXT } from "~/api/describe";
import { trailRecordSchema } from "~/api/record-schemas";
import { trailRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiPage, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { ID_PATTERN } from "~/lib/ids";
import { DEFAULT_PAGE_LIMIT, parsePageRequest } from "~/lib/paging";
import { refuse } from "~/lib/result";
import { listTrailPage } from "~/trail/trail.server";
import { DATE_ORDER_MESSAGE } from "~/lib/date-schema";
import { parseTrailQuery, TRAIL_KINDS } from "~/trail/trail-query";
import type { Route } from "./+types/api.trail";

const idQuery = (name: string, description: string) => ({
  name,
  in: "query" as const,
  required: false,
  description,
  schema: { type: "string" as const, pattern: ID_PATTERN, examples: ["12"] },
});

export const openapi = describePath("/api/trail", {
  get: pagedList({
    operationId: "listTrail",
    summary: `Who changed what and when, the latest change first; by page (${DEFAULT_PAGE_LIMIT} a page unless asked)`,
    admin: true,
    query: [
      idQuery("person", "Only the changes of this account (its `_id`)."),
      {
        name: "kind",
        in: "query",
        required: false,
        description: "Only the changes of this kind of record.",
        schema: { type: "string", enum: [...TRAIL_KINDS], examples: ["products"] },
      },
      idQuery("record", "Only the changes of the record with this `_id` (with `kind`)."),
      ...dayParameters("changes made"),
    ],
    answer: `One page of the changes the filter keeps: the first ${DEFAULT_PAGE_LIMIT} unless \`page\` and \`limit\` say otherwise (the trail is never answered whole).`,
    schema: trailRecordSchema,
    refused: failure(
      `An unknown kind, an id or date that cannot be one, \`to\` before \`from\`; or ${PAGE_REFUSAL_TEXT}: \`errors\` names each.`,
      DATE_ORDER_MESSAGE,
      { to: DATE_ORDER_MESSAGE },
    ),
  }),
});

export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const params = new URL(request.url).searchParams;
    const filter = parseTrailQuery(params);
    const asked = parsePageRequest(params);
    if (!filter.ok || !asked.ok) {
      const errors = { ...(filter.ok ? {} : filter.errors), ...(asked.ok ? {} : asked.errors) };
      return apiRefusal(refuse(400, Object.values(errors).join(" "), errors));
    }
    const page = asked.value ?? { page: 1, limit: DEFAULT_PAGE_LIMIT };
    return apiPage(listTrailPage(filter.value, page), trailRecord);
  });

export const action = () => methodNotAllowed(["GET"]);
