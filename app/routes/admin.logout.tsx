import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endAdminSession, LOGIN_PATH, requireAdmin } from "~/auth/auth.server";

/** Logout deletes the session row, so the old cookie stops working at once. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  throw redirect(LOGIN_PATH, { headers: { "Set-Cookie": await endAdminSession(request) } });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw redirect("/admin/dashboard");
}
