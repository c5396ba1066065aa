/**
 * The accounts API and the token sign-in of an account with two-factor sign-in, over HTTP, on
 * the work server. Every account is the test's own, removed when it ends.
 */
import {
  accountRow,
  makeAccount,
  newTotpSecret,
  nextCode,
  removeAccount,
} from "./support/accounts";
import { expectFailure, expectFieldErrors, expectSuccess, isObject } from "./support/api-contract";
import { uniqueTag } from "./support/database";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

const LOGIN = `${WORK_URL}/api/auth/admin-login`;
const VERIFY = `${WORK_URL}/api/auth/admin/verify`;
const ACCOUNTS = `${WORK_URL}/api/accounts`;

test.describe("the accounts API", () => {
  test("the token sign-in of an account with two-factor sign-in needs its code", async ({
    request,
  }) => {
    const username = `e2e-${uniqueTag()}`;
    const password = `Kissan-${username}`;
    const secret = newTotpSecret();
    await makeAccount(username, password, { totpSecret: secret });
    try {
      const without = await expectFailure(
        await request.post(LOGIN, { data: { username, password } }),
        401,
      );
      expect(without.message).toMatch(/^A code is needed/);
      const wrong = await expectFailure(
        await request.post(LOGIN, { data: { username, password, code: "000000" } }),
        401,
      );
      expect(wrong.message).toBe("That code is not right. Please try again.");

      const signedIn = await request.post(LOGIN, {
        data: { username, password, code: nextCode(secret) },
      });
      const { data } = await expectSuccess(signedIn);
      if (!isObject(data) || typeof data.token !== "string") throw new Error("No token");
      await expectSuccess(await request.get(VERIFY, { headers: bearer(data.token) }));
    } finally {
      removeAccount(username);
    }
  });

  test("adds a colleague, lists them, disables them (their token stops at once) and enables them", async ({
    request,
  }) => {
    const tag = uniqueTag();
    const username = `e2e-${tag}`;
    const password = `Kissan-${username}`;
    const added = `e2e-added-${tag}`;
    await makeAccount(username, password, { name: `Sana ${tag}` });
    try {
      const token = await signInToken(request);
      const auth = { headers: bearer(token) };
      expect((await request.get(ACCOUNTS)).status()).toBe(401);

      // Added with a set-up link, answered once.
      const created = await request.post(ACCOUNTS, {
        ...auth,
        data: { name: `Bilal ${tag}`, username: added, firstSignIn: "set-up-link" },
      });
      const { data: addedData, message } = await expectSuccess(created, 201);
      expect(message).toBe("Account added.");
      expect(addedData).toMatchObject({
        account: { username: added, name: `Bilal ${tag}`, active: true, lastSignInAt: null },
        oneTimePassword: null,
        setUpLink: expect.stringMatching(
          new RegExp(`^${WORK_URL}/admin-setup\\?token=[\\w-]{40,}$`),
        ),
      });
      await expectFieldErrors(
        await request.post(ACCOUNTS, { ...auth, data: { name: "Again", username: added } }),
        409,
        ["username"],
      );
      await expectFieldErrors(
        await request.post(ACCOUNTS, { ...auth, data: { name: "", username: "a b" } }),
        400,
        ["name", "username"],
      );

      const listed = await request.get(ACCOUNTS, auth);
      const { data: accounts } = await expectSuccess(listed);
      const colleague = (accounts as { _id: string; username: string }[]).find(
        (account) => account.username === username,
      );
      if (!colleague) throw new Error("The colleague is not listed");

      // The colleague's token stops working on its very next request once disabled.
      const theirs = await request.post(LOGIN, { data: { username, password } });
      const { data: session } = await expectSuccess(theirs);
      const theirToken = isObject(session) ? String(session.token) : "";
      await expectSuccess(await request.get(VERIFY, { headers: bearer(theirToken) }));

      const disabled = await request.patch(`${ACCOUNTS}/${colleague._id}`, {
        ...auth,
        data: { active: false },
      });
      const { data: disabledData } = await expectSuccess(disabled);
      expect(disabledData).toMatchObject({ username, active: false });
      await expectFailure(await request.get(VERIFY, { headers: bearer(theirToken) }), 401);
      expect(accountRow(username)?.disabledAt).toBeTruthy();
      const refused = await expectFailure(
        await request.post(LOGIN, { data: { username, password } }),
        401,
      );
      expect(refused.message).toMatch(/disabled/);

      await expectFieldErrors(
        await request.patch(`${ACCOUNTS}/${colleague._id}`, { ...auth, data: { active: "no" } }),
        400,
        ["active"],
      );
      const enabled = await request.patch(`${ACCOUNTS}/${colleague._id}`, {
        ...auth,
        data: { active: true },
      });
      expect((await expectSuccess(enabled)).data).toMatchObject({ active: true });
      await expectSuccess(await request.post(LOGIN, { data: { username, password } }));

      // Nobody disables their own account.
      const { data: me } = await expectSuccess(await request.get(VERIFY, auth));
      const myId = isObject(me) && isObject(me.user) ? String(me.user.id) : "";
      const own = await expectFailure(
        await request.patch(`${ACCOUNTS}/${myId}`, { ...auth, data: { active: false } }),
        409,
      );
      expect(own.message).toMatch(/your own account/);
      await expectFailure(
        await request.patch(`${ACCOUNTS}/999999`, { ...auth, data: { active: false } }),
        404,
      );
    } finally {
      removeAccount(username);
      removeAccount(added);
    }
  });
});
