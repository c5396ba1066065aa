import { describePath, failure, ok, refusal } from "~/api/describe";
import type { SchemaObject } from "~/api/openapi-types";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiFail, apiOk, methodNotAllowed } from "~/api/responses.server";
import {
  DEFAULT_PERIOD,
  INSIGHT_LISTS,
  INSIGHT_PERIODS,
  isInsightList,
  PERIOD_MESSAGE,
  periodOf,
  TOP_ROWS,
} from "~/insight/insight-lists";
import { insightList } from "~/insight/insight.server";
import type { Route } from "./+types/api.insight.$list";

const NO_SUCH_LIST = `No such list: it is one of ${INSIGHT_LISTS.join(", ")}.`;

const LIST_SCHEMA: SchemaObject = {
  type: "object",
  required: ["name", "title", "from", "to", "columns", "rows"],
  properties: {
    name: { type: "string", enum: [...INSIGHT_LISTS] },
    title: { type: "string", examples: ["Searches that found nothing"] },
    from: { type: "string", format: "date", description: "The first day counted (Pakistan)." },
    to: { type: "string", format: "date", description: "The last day counted, today." },
    columns: {
      type: "array",
      description: "The rows' keys in order, each with the heading the screen and CSV give it.",
      items: {
        type: "object",
        required: ["key", "label"],
        properties: { key: { type: "string" }, label: { type: "string" } },
      },
    },
    rows: {
      type: "array",
      description: `The rows the Insight screen shows, exact counts; a ranked list at most ${TOP_ROWS}.`,
      items: {
        type: "object",
        additionalProperties: { type: ["string", "integer"] },
        examples: [{ query: "safed makhi", searches: 12, lastSearched: "2026-11-27" }],
      },
    },
  },
};

export const openapi = describePath("/api/insight/:list", {
  params: {
    list: {
      description:
        "Which list: visits by day, top products and crop pages, top searches, searches that found nothing (not marked handled), visits by language, enquiries by subject and by product, pack checks by district.",
      schema: { type: "string", enum: [...INSIGHT_LISTS], examples: ["unfound-searches"] },
    },
  },
  get: {
    operationId: "getInsightList",
    summary: "What farmers looked at, searched for and asked about, counted per day",
    admin: true,
    query: [
      {
        name: "days",
        in: "query",
        required: false,
        description: `The last 7, 30 or 90 days in Pakistan, today included (default ${DEFAULT_PERIOD}).`,
        schema: { type: "integer", enum: [...INSIGHT_PERIODS], default: DEFAULT_PERIOD },
      },
    ],
    ok: ok("The list, as the Insight screen and its CSV file show it.", LIST_SCHEMA),
    refusals: {
      "400": failure("`days` is not 7, 30 or 90.", PERIOD_MESSAGE),
      "404": failure("No such list.", NO_SUCH_LIST),
      "401": refusal("Unauthorized"),
    },
  },
});

export const loader = ({ request, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    if (!isInsightList(params.list)) return apiFail(404, NO_SUCH_LIST);
    const period = periodOf(new URL(request.url).searchParams.get("days"));
    if (period === null) return apiFail(400, PERIOD_MESSAGE);
    return apiOk(insightList(params.list, period));
  });

export const action = () => methodNotAllowed(["GET"]);
