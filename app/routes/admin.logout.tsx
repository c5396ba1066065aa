import { redirect } from "react-router";
import { endAdminSession, LOGIN_PATH, requireAdmin } from "~/auth/auth.server";
import type { Route } from "./+types/admin.logout";

/** Logout deletes the session row, so the old cookie stops working at once. */
export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin({ request, url });
  throw redirect(LOGIN_PATH, { headers: { "Set-Cookie": await endAdminSession(request) } });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  throw redirect("/admin/dashboard");
}
