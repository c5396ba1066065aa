import { redirect } from "react-router";
import { AFTER_LOGIN_PATH, requireAdmin } from "~/auth/auth.server";
import type { Route } from "./+types/admin._index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(AFTER_LOGIN_PATH);
}
