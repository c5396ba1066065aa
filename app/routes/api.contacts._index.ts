import { parseContactApiQuery } from "~/contacts/contact-list-query";
import { listContactMessages, listContactPage } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiListAnswer, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts._index";

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
