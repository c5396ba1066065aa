import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { AFTER_LOGIN_PATH, requireAdmin } from "~/auth/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw redirect(AFTER_LOGIN_PATH);
}
