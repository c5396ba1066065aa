import { requireAdmin } from "~/auth/auth.server";
import { parseContactListQuery } from "~/contacts/contact-list-query";
import { exportContactMessages } from "~/contacts/contacts-export.server";
import { csvAttachment } from "~/lib/csv";
import type { Route } from "./+types/admin.contact_.export[.]csv";

/**
 * The inbox's Download CSV: every message its filter, search and dates keep, on all pages. A
 * filter the inbox would refuse is answered with the inbox's own message, as plain text.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const query = parseContactListQuery(new URL(request.url).searchParams);
  if (!query.ok) {
    return new Response(query.message, {
      status: query.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { csv, filename } = exportContactMessages(query.value);
  return csvAttachment(csv, filename);
}
