import { redirect } from "react-router";
import { AFTER_LOGIN_PATH, requireAdmin } from "~/auth/auth.server";
import type { Route } from "./+types/admin._index";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  throw redirect(AFTER_LOGIN_PATH);
}
