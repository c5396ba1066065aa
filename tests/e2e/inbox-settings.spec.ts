// INBOX_MARK_READ_ON_OPEN=0, on a server of its own: opening a new message leaves it New.
// (With the default, on every other test server, opening it marks it Read: admin-contacts.)
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import {
  freePort,
  killIfRunning,
  serverFolder,
  startServer,
  type ServerProcess,
} from "./support/server-process";

let running: ServerProcess | undefined;
test.afterEach(() => killIfRunning(running));

function storedStatus(databasePath: string, email: string): { id: number; status: string } {
  const connection = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const row = connection
      .prepare("select id, status from contact_messages where email = ?")
      .get(email) as { id: number; status: string } | undefined;
    if (!row) throw new Error(`No message from ${email}`);
    return row;
  } finally {
    connection.close();
  }
}

test("with INBOX_MARK_READ_ON_OPEN=0, opening a new message leaves it New", async ({ page }) => {
  test.setTimeout(180_000);
  running = await startServer(await freePort(), serverFolder("inbox-mark-read-off"), {
    INBOX_MARK_READ_ON_OPEN: "0",
  });
  const { origin, databasePath } = running;
  const email = "kept-new@example.com";
  const sent = await fetch(`${origin}/api/contacts/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Kept New", email, subject: "general", message: "Hello." }),
  });
  expect(sent.status).toBe(201);
  const { id } = storedStatus(databasePath, email);

  await page.goto(`${origin}/admin-login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("durability-admin-password");
  await page.getByRole("button", { name: "Sign in to Admin Panel" }).click();
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);

  await page.goto(`${origin}/admin/contact?view=${id}`);
  const dialog = page.getByRole("dialog", { name: "Message from Kept New" });
  await expect(dialog.locator(".status-badge")).toHaveText("New");
  expect(storedStatus(databasePath, email).status).toBe("new");
  await expect(page).toHaveTitle(/^Admin \(1 new message\) \|/);
});
