import { accountRecord, accountRecordSchema } from "~/api/account-records";
import { describePath, failure, idParameter, jsonBody, ok } from "~/api/describe";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { accountChangeSchema, lastActiveMessage, OWN_ACCOUNT_MESSAGE } from "~/auth/account-schema";
import { setAccountActive } from "~/auth/accounts.server";
import { actorOf } from "~/auth/auth.server";
import { invalidInput } from "~/lib/result";
import type { Route } from "./+types/api.accounts.$id";

const ACCOUNT_CHANGED = "Account changed.";

export const openapi = describePath("/api/accounts/:id", {
  params: { id: idParameter("account") },
  patch: {
    operationId: "changeAccount",
    summary: "Disable an account (its sessions and tokens stop at once) or enable it again",
    admin: true,
    body: jsonBody(accountChangeSchema),
    ok: ok("Changed; `data` is the account.", accountRecordSchema, ACCOUNT_CHANGED),
    refusals: {
      "409": failure(
        `Your own account (${OWN_ACCOUNT_MESSAGE}), or the last active one.`,
        lastActiveMessage("Bilal Ahmed"),
      ),
    },
  },
});

export const loader = () => methodNotAllowed(["PATCH"]);

/** JSON: `{active}`; refused for one's own account and for the last active one. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
    const session = await requireApiAdmin(request);
    const by = actorOf(session, request);
    const id = idParam(params.id, "Account");
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    const change = accountChangeSchema.safeParse(body.value);
    if (!change.success) return apiRefusal(invalidInput(change.error));
    return apiResult(
      setAccountActive(id, change.data.active, session.user, new Date(), by),
      accountRecord,
      {
        message: ACCOUNT_CHANGED,
      },
    );
  });
