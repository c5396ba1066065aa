import { CONTACTS_LIMIT_ALIAS, parseContactApiQuery } from "~/contacts/contact-list-query";
import { listContactMessages, listContactPage } from "~/contacts/contacts.server";
import { CONTACT_FILTER_PARAMETERS, contactListRefused } from "~/api/contact-list-parameters";
import { describePath, PAGE_PARAMETERS, pagedList } from "~/api/describe";
import { contactRecordSchema } from "~/api/record-schemas";
import { contactRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiListAnswer, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts._index";

export const openapi = describePath("/api/contacts", {
  get: pagedList({
    operationId: "listContactMessages",
    summary: "Contact messages, newest first, filtered; whole or by page",
    admin: true,
    query: [
      ...CONTACT_FILTER_PARAMETERS,
      {
        ...PAGE_PARAMETERS.Limit,
        name: CONTACTS_LIMIT_ALIAS,
        deprecated: true,
        description: "Another name for `limit`, from before every list paged alike; both is a 400.",
      },
    ],
    answer: "The messages: all that match, or the page asked for.",
    schema: contactRecordSchema,
    refused: contactListRefused(true),
  }),
});

/**
 * Messages, newest first, filtered by ?status=&q=&from=&to= as in the admin inbox: the whole
 * list, or with ?page=&limit= (or ?perPage=) one page of it, as every API list pages.
 */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const query = parseContactApiQuery(new URL(request.url).searchParams);
    if (!query.ok) return apiRefusal(query);
    const { filter, page } = query.value;
    return apiListAnswer(
      page,
      {
        all: () => listContactMessages(filter),
        page: (asked) => listContactPage(filter, asked),
      },
      contactRecord,
    );
  });

export const action = () => methodNotAllowed(["GET"]);
