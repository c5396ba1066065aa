import { describePath, failure, jsonBody, list, ok } from "~/api/describe";
import {
  accountAddedRecord,
  accountAddedRecordSchema,
  accountRecord,
  accountRecordSchema,
} from "~/api/account-records";
import { handleApi, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { newAccountSchema, usernameTakenMessage } from "~/auth/account-schema";
import { addAccount, listAccounts, showFirstSignIn } from "~/auth/accounts.server";
import { actorOf } from "~/auth/auth.server";
import { publicOrigin } from "~/seo/origin.server";
import type { Route } from "./+types/api.accounts._index";

const ACCOUNT_ADDED = "Account added.";

export const openapi = describePath("/api/accounts", {
  get: {
    operationId: "listAccounts",
    summary: "The administrators' accounts, oldest first",
    admin: true,
    ok: ok("Every account, active or disabled.", list(accountRecordSchema)),
  },
  post: {
    operationId: "addAccount",
    summary: "Add a colleague's account, with a one-time password or a set-up link",
    admin: true,
    body: jsonBody(newAccountSchema),
    ok: ok(
      "Added. `oneTimePassword` or `setUpLink` is answered this once: pass it on to the account's owner.",
      accountAddedRecordSchema,
      ACCOUNT_ADDED,
    ),
    created: true,
    refusals: {
      "409": failure("The username is taken (in any case).", usernameTakenMessage("bilal"), {
        username: usernameTakenMessage("bilal"),
      }),
    },
  },
});

export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    return apiOk(listAccounts().map(accountRecord));
  });

/** JSON: `{name, username, firstSignIn}` as the admin's form sends it. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    const result = await addAccount(body.value, new Date(), by);
    if (!result.ok) return apiRefusal(result);
    const { account, firstSignIn } = result.value;
    const shown = showFirstSignIn(publicOrigin(request), firstSignIn);
    return apiOk(accountAddedRecord(account, shown), { status: 201, message: ACCOUNT_ADDED });
  });
