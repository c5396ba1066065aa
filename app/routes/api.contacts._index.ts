import { INBOX_PAGE_SIZE } from "~/contacts/contact-fields";
import { parseContactListQuery } from "~/contacts/contact-list-query";
import { listContactMessages, listContactPage } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts._index";

/**
 * Messages, newest first, filtered by ?status=&q=&from=&to= as in the admin inbox. Without
 * ?page= (or ?perPage=) the whole list, as before paging existed; with it, that page, the
 * totals in X-Total-Count and X-Page-Count.
 */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const query = parseContactListQuery(new URL(request.url).searchParams);
    if (!query.ok) return apiRefusal(query);
    const { page, perPage, ...filter } = query.value;
    if (page === undefined && perPage === undefined) {
      return apiOk(listContactMessages(filter).map(contactRecord));
    }
    const result = listContactPage(filter, page ?? 1, perPage ?? INBOX_PAGE_SIZE);
    const answer = apiOk(result.messages.map(contactRecord));
    answer.headers.set("X-Total-Count", String(result.total));
    answer.headers.set("X-Page-Count", String(result.pageCount));
    return answer;
  });

export const action = () => methodNotAllowed(["GET"]);
