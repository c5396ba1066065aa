/** Admin contact messages: tiles, filters, the table, details, status changes and deleting. */
import { type Locator, type Page } from "@playwright/test";
import {
  adminCounts,
  adminTest as test,
  deleteConfirmed,
  EMPTY_URL,
  expect,
  expectShowsCounts,
  findContacts,
  holdRequests,
  notice,
  openAdmin,
  removeContacts,
  rowWith,
  signIn,
  uniqueTag,
  waitForHydration,
  WORK_URL,
} from "./fixtures";

test.use({ baseURL: WORK_URL });

const PATH = "/admin/contact";

/** How the table and the details show when a message came in. */
function received(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Karachi",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

const statusSelect = (page: Page, name: string) =>
  page.getByLabel(`Status of the message from ${name}`);

const filterBar = (page: Page) => page.getByRole("navigation", { name: "Filter by status" });

function tile(page: Page, label: string): Locator {
  return page.locator("li.stat-card", {
    has: page.locator(".stat-label", { hasText: new RegExp(`^${label}$`) }),
  });
}

test.describe("admin contact messages", () => {
  test("@nojs a message sent with the public contact form is listed, and View shows its details", async ({
    page,
    javaScriptEnabled,
  }) => {
    const tag = uniqueTag();
    const name = `Bilal Ahmed ${tag}`;
    const email = `bilal-${tag}@example.com`;
    try {
      await page.goto("/contact");
      if (javaScriptEnabled) await waitForHydration(page, "form.contact-form button[type=submit]");
      await page.getByLabel("Full Name").fill(name);
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Phone Number").fill("0300-1234567");
      await page.getByLabel("Subject").selectOption("bulk-order");
      await page.getByLabel("Message").fill("We need 200 litres of herbicide for the season.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Thank you for your message! We will get back to you soon.",
      );
      const [message] = findContacts(email);
      expect(message).toMatchObject({ name, status: "new", subject: "bulk-order" });

      await openAdmin(page, PATH, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Messages");
      await expect(page.locator("table.admin-table thead th")).toHaveText([
        "Contact",
        "Subject",
        "Date",
        "Status",
        "Actions",
      ]);
      const row = rowWith(page, name);
      const cells = row.locator("td");
      await expect(cells.nth(0)).toContainText(name);
      await expect(cells.nth(0).getByRole("link", { name: email })).toHaveAttribute(
        "href",
        `mailto:${email}`,
      );
      await expect(cells.nth(0).getByRole("link", { name: "0300-1234567" })).toHaveAttribute(
        "href",
        "tel:0300-1234567",
      );
      await expect(cells.nth(1)).toHaveText("Bulk Order");
      await expect(cells.nth(2)).toHaveText(received(message?.createdAt ?? ""));
      await expect(cells.nth(3).locator(".status-badge")).toHaveText("New");
      await expect(statusSelect(page, name)).toHaveValue("new");

      await row.getByRole("link", { name: "View" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?view=${message?.id}`);
      const dialog = page.getByRole("dialog", { name: `Message from ${name}` });
      await expect(dialog).toBeVisible();
      const detail = (term: string) =>
        dialog.locator("div", { has: page.locator("dt", { hasText: term }) }).locator("dd");
      await expect(detail("Name")).toHaveText(name);
      await expect(detail("Email")).toHaveText(email);
      await expect(detail("Phone")).toHaveText("0300-1234567");
      await expect(detail("Subject")).toHaveText("Bulk Order");
      await expect(detail("Status")).toHaveText("New");
      await expect(detail("Received")).toHaveText(received(message?.createdAt ?? ""));
      await expect(detail("Message")).toHaveText("We need 200 litres of herbicide for the season.");
      await expect(dialog.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
        "href",
        `mailto:${email}?subject=${encodeURIComponent("Re: Bulk Order")}&body=${encodeURIComponent(
          "\n\n> We need 200 litres of herbicide for the season.",
        )}`,
      );
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}`);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(row).toBeVisible();
    } finally {
      removeContacts(email);
    }
  });

  test("@nojs the status selector changes a message's status; the filter links follow it", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const name = `Status Check ${tag}`;
    const email = `status-${tag}@example.com`;
    const contact = rows.contact({ name, email, subject: "technical-support" });
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      const row = rowWith(page, name);
      const badge = row.locator(".status-badge");
      await expect(badge).toHaveText("New");
      await expect(statusSelect(page, name).locator("option")).toHaveText([
        "New",
        "Read",
        "Replied",
        "Closed",
      ]);

      if (javaScriptEnabled) {
        // Sent on change; the list shows the new status only once the server has saved it.
        await expect(row.getByRole("button", { name: "Update" })).toHaveCount(0);
        const held = await holdRequests(
          page,
          (url) => url.pathname === `${PATH}.data`,
          (request) => request.method() === "POST",
        );
        await statusSelect(page, name).selectOption("replied");
        await expect.poll(() => held.held()).toBe(1);
        await expect(badge).toHaveText("New");
        held.release();
        await expect(badge).toHaveText("Replied");
      } else {
        await statusSelect(page, name).selectOption("replied");
        await row.getByRole("button", { name: "Update" }).click();
        await expect(rowWith(page, name).locator(".status-badge")).toHaveText("Replied");
      }
      expect(findContacts(email)[0]?.status).toBe("replied");
      await expect(statusSelect(page, name)).toHaveValue("replied");

      // Filters are plain links; Refresh reloads the current view.
      const bar = filterBar(page);
      await expect(bar.getByRole("link")).toHaveText([
        "All Messages",
        "New",
        "Read",
        "Replied",
        "Closed",
        "Refresh",
      ]);
      await bar.getByRole("link", { name: "Replied" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?status=replied`);
      await expect(bar.getByRole("link", { name: "Replied" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(rowWith(page, name)).toBeVisible();
      await expect(page.locator("table.admin-table tbody .status-badge")).not.toHaveText([
        /New|Read|Closed/,
      ]);
      await expect(bar.getByRole("link", { name: "Refresh" })).toHaveAttribute(
        "href",
        `${PATH}?status=replied`,
      );
      await bar.getByRole("link", { name: "Refresh" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?status=replied`);
      await expect(rowWith(page, name)).toBeVisible();

      await bar.getByRole("link", { name: "New" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?status=new`);
      await expect(rowWith(page, name)).toHaveCount(0);
      await bar.getByRole("link", { name: "Closed" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?status=closed`);
      await expect(rowWith(page, name)).toHaveCount(0);
      await bar.getByRole("link", { name: "All Messages" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}`);
      await expect(bar.getByRole("link", { name: "All Messages" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(rowWith(page, name).locator(".status-badge")).toHaveText("Replied");
      expect(contact.status).toBe("new");
    } finally {
      removeContacts(email);
    }
  });

  test("@nojs deleting a message asks first; dismissing keeps it", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const name = `Delete Me ${tag}`;
    const email = `delete-${tag}@example.com`;
    rows.contact({ name, email });
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      const row = rowWith(page, name);
      const what = `the message from ${name}`;
      if (javaScriptEnabled) {
        const shown = page.waitForEvent("dialog");
        const click = row.getByRole("button", { name: "Delete" }).click();
        const dialog = await shown;
        expect(dialog.message()).toBe(`Are you sure you want to delete ${what}?`);
        await dialog.dismiss();
        await click;
      } else {
        await row.getByRole("button", { name: "Delete" }).click();
        const step = page.locator(".alert-warning[role=alert]");
        await expect(step).toContainText(`Are you sure you want to delete ${what}?`);
        await step.getByRole("link", { name: "Cancel" }).click();
        await expect(step).toHaveCount(0);
      }
      await expect(row).toBeVisible();
      expect(findContacts(email)).toHaveLength(1);

      await deleteConfirmed(page, row, what, javaScriptEnabled);
      await expect(notice(page)).toHaveText("Message deleted.");
      await expect(row).toHaveCount(0);
      expect(findContacts(email)).toEqual([]);
    } finally {
      removeContacts(email);
    }
  });

  test("the tiles count all, new, replied and closed messages", async ({ page, rows }) => {
    const tag = uniqueTag();
    const email = `tiles-${tag}@example.com`;
    for (const status of ["new", "replied", "closed", "read"]) {
      rows.contact({ name: `Tile ${status} ${tag}`, email, status });
    }
    try {
      await expectShowsCounts(
        page,
        PATH,
        () => {
          const counts = adminCounts();
          return [counts.contacts, counts.newContacts, counts.replied, counts.closed];
        },
        async () =>
          Promise.all(
            ["Total", "New", "Replied", "Closed"].map(async (label) =>
              Number(await tile(page, label).locator(".stat-value").textContent()),
            ),
          ),
      );
      await expect(page.locator("li.stat-card .stat-label")).toHaveText([
        "Total",
        "New",
        "Replied",
        "Closed",
      ]);
    } finally {
      removeContacts(email);
    }
  });

  test("the empty server shows 'No contacts yet' and zero tiles", async ({ page }) => {
    await signIn(page, { from: `${EMPTY_URL}/admin-login` });
    await expect(page).toHaveURL(`${EMPTY_URL}/admin/dashboard`);
    // (Other tests may briefly add a gallery item here, so that card is not checked.)
    for (const label of ["Manage Categories", "Manage Products", "Manage Contacts"]) {
      await expect(
        page.locator("a.stat-card", { hasText: label }).locator(".stat-value"),
      ).toHaveText("0");
    }
    await expect(page.getByText(/new message\(s\)/)).toHaveCount(0);
    await expect(page.locator(".count-badge")).toHaveCount(0);

    await page.goto(`${EMPTY_URL}${PATH}`);
    await expect(page.getByText("No contacts yet")).toBeVisible();
    await expect(page.locator("table.admin-table")).toHaveCount(0);
    await expect(page.locator("li.stat-card .stat-value")).toHaveText(["0", "0", "0", "0"]);
    await page.goto(`${EMPTY_URL}${PATH}?status=new`);
    await expect(page.getByText("No contacts yet")).toBeVisible();

    await page.goto(`${EMPTY_URL}/admin/categories`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories (0)");
    await expect(page.getByText("No categories found. Create your first category!")).toBeVisible();
    await page.goto(`${EMPTY_URL}/admin/products`);
    await expect(page.getByText("No products found")).toBeVisible();
  });
});
