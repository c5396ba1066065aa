/**
 * An account each, on a phone (360 px), with and without JavaScript: an administrator adds a
 * colleague, who signs in with the one-time password, chooses their own, sets up two-factor
 * sign-in and signs in again with a code; disabling an account mid-session sends its owner to
 * sign in at their next click. The administrator is the tests' usual one; every colleague is an
 * account of the test's own, removed when it ends.
 */
import type { Page } from "@playwright/test";
import { accountRow, codeNow, makeAccount, nextCode, removeAccount } from "./support/accounts";
import { uniqueTag } from "./support/database";
import {
  colleaguePhone,
  expectNoSidewaysScroll,
  notice,
  openAdmin,
  waitForHydration,
} from "./support/pages";
import { DASHBOARD_PATH, LOGIN_PATH, WORK_URL } from "./support/servers";
import { signIn } from "./support/sign-in";
import { adminTest as test, expect } from "./support/test";

const PHONE = { width: 360, height: 800 };
test.use({ baseURL: WORK_URL, viewport: PHONE });

const PATH = "/admin/accounts";

const card = (page: Page, username: string) =>
  page.locator(".account-card", { has: page.getByText(username, { exact: true }) });

test.describe("accounts", () => {
  test("@nojs a colleague is added, signs in with the one-time password, chooses their own, sets up two-factor sign-in and signs in with a code", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const username = `e2e-${uniqueTag()}`;
    const name = `Bilal ${username}`;
    const colleague = await colleaguePhone(browser, PHONE, javaScriptEnabled);
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Accounts \(\d+\)$/);
      // The administrator's own card: no Disable on it.
      const own = card(page, "admin");
      await expect(own.getByText("You", { exact: true })).toBeVisible();
      await expect(own.getByRole("button", { name: /^Disable/ })).toHaveCount(0);

      await page.getByRole("link", { name: "Add Account" }).click();
      await page.getByLabel(/^Name/).fill(name);
      await page.getByLabel(/^Username/).fill(username.toUpperCase());
      await expect(page.getByLabel(/^A one-time password/)).toBeChecked();
      await expectNoSidewaysScroll(page);
      await page.getByRole("button", { name: "Add Account" }).click();
      await expect(
        page.getByRole("heading", { name: `Account added: ${name} (${username})` }),
      ).toBeVisible();
      const oneTimePassword = (await page.locator("#one-time-password").textContent()) ?? "";
      expect(oneTimePassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      await expect(card(page, username)).toContainText("Last sign-in: never");
      await expect(card(page, username)).toContainText("chooses their own at the next sign-in");
      await expectNoSidewaysScroll(page);
      // Nothing keeps it: the list shown again does not have it.
      await page.goto(PATH);
      await expect(page.getByText(oneTimePassword)).toHaveCount(0);

      // The colleague signs in with it and must first choose their own password.
      await signIn(colleague, { username, password: oneTimePassword });
      await expect(colleague).toHaveURL(`${WORK_URL}/admin/account`);
      await expect(
        colleague.getByRole("heading", { name: "Choose your own password" }),
      ).toBeVisible();
      await colleague.goto("/admin/products");
      await expect(colleague).toHaveURL(`${WORK_URL}/admin/account`);
      if (javaScriptEnabled) await waitForHydration(colleague, ".admin-header a");
      await colleague.getByLabel("New password", { exact: true }).fill(oneTimePassword);
      await colleague.getByLabel("Repeat the new password").fill(oneTimePassword);
      await colleague.getByRole("button", { name: "Save my password" }).click();
      await expect(colleague.locator("#choose-newPassword-error")).toHaveText(
        "Choose a password of your own, not the one-time password",
      );
      const ownPassword = `Fasal-${username}`;
      await colleague.getByLabel("New password", { exact: true }).fill(ownPassword);
      await colleague.getByLabel("Repeat the new password").fill(ownPassword);
      await colleague.getByRole("button", { name: "Save my password" }).click();
      await expect(colleague).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
      await expect(colleague.getByText(`Welcome, ${name}`)).toBeVisible();

      // Two-factor sign-in: the QR code, the key as text, and a first code from the app.
      await colleague.getByRole("link", { name: `Welcome, ${name}` }).click();
      await expect(colleague).toHaveURL(`${WORK_URL}/admin/account`);
      await colleague.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      await expect(
        colleague.getByRole("img", { name: "QR code to scan with your authenticator app" }),
      ).toBeVisible();
      await expect(colleague.locator(".enrol-qr svg")).toBeVisible();
      const secret = (await colleague.locator("#two-factor-secret").textContent()) ?? "";
      expect(secret.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSidewaysScroll(colleague);
      await colleague.getByLabel("Authentication code").fill("000000");
      await colleague.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      await expect(colleague.locator("#two-factor-code-error")).toHaveText(
        "That code is not right. Please try again.",
      );
      await colleague.getByLabel("Authentication code").fill(codeNow(secret));
      await colleague.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      await expect(colleague.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
      await expect(colleague.locator(".recovery-codes li")).toHaveCount(10);
      await colleague.getByRole("link", { name: "Done" }).click();
      await expect(colleague.getByText("10 of 10 recovery codes left.")).toBeVisible();

      // Signed out, signing in asks for the code as a second step.
      await colleague.getByRole("button", { name: "Logout" }).click();
      await expect(colleague).toHaveURL((url) => url.pathname === LOGIN_PATH);
      await signIn(colleague, { username, password: ownPassword });
      await expect(colleague.getByLabel("Authentication code")).toBeVisible();
      await expect(colleague.getByLabel("Password")).toHaveCount(0);
      await expectNoSidewaysScroll(colleague);
      await colleague.getByLabel("Authentication code").fill("123456");
      await colleague.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(colleague.getByRole("alert")).toHaveText(
        "That code is not right. Please try again.",
      );
      await colleague.getByLabel("Authentication code").fill(nextCode(secret));
      await colleague.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(colleague).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
      await expect(colleague.getByText(`Welcome, ${name}`)).toBeVisible();

      // The administrator's list shows it.
      await page.goto(PATH);
      await expect(card(page, username)).toContainText("Two-factor sign-in: on");
      await expect(card(page, username)).not.toContainText("Last sign-in: never");
      expect(accountRow(username)?.lastSignInAt).toBeTruthy();
    } finally {
      await colleague.context().close();
      removeAccount(username);
    }
  });

  test("@nojs disabling an account mid-session sends its owner to sign in at their next click", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const username = `e2e-${uniqueTag()}`;
    const password = `Kissan-${username}`;
    await makeAccount(username, password, { name: `Sana ${username}` });
    const colleague = await colleaguePhone(browser, PHONE, javaScriptEnabled);
    try {
      await signIn(colleague, { username, password });
      await expect(colleague).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
      if (javaScriptEnabled) await waitForHydration(colleague, ".admin-header a");

      await openAdmin(page, PATH, javaScriptEnabled);
      await card(page, username)
        .getByRole("button", { name: `Disable Sana ${username}` })
        .click();
      await expect(notice(page)).toHaveText(
        "Account disabled: its sessions and API tokens have stopped.",
      );
      await expect(card(page, username).getByText("Disabled", { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The colleague's next click, in a page already open, ends at the sign-in page.
      await colleague
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: "Products" })
        .click();
      await expect(colleague).toHaveURL(
        `${WORK_URL}${LOGIN_PATH}?${new URLSearchParams({ redirectTo: "/admin/products" })}`,
      );
      await signIn(colleague, { username, password });
      await expect(colleague.getByRole("alert")).toHaveText(
        "This account is disabled. Another administrator can enable it again.",
      );

      // Enabled again, the colleague signs in.
      await card(page, username)
        .getByRole("button", { name: `Enable Sana ${username}` })
        .click();
      await expect(notice(page)).toHaveText("Account enabled.");
      await signIn(colleague, { username, password });
      await expect(colleague).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
    } finally {
      await colleague.context().close();
      removeAccount(username);
    }
  });
});
