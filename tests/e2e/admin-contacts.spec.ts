/**
 * Admin contact messages: tiles, filters, the table, details, status changes and deleting; the
 * inbox's pages, search, dates and counts, notes, Mark as Replied and the CSV download.
 */
import { type Locator, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { CONTACT_CSV_HEADER, readCsv } from "./support/csv";
import { adminCounts, findContacts, removeContacts, uniqueTag } from "./support/database";
import {
  deleteConfirmed,
  expectShowsCounts,
  holdRequests,
  notice,
  openAdmin,
  rowWith,
  trashQuestion,
  waitForPageReady,
} from "./support/pages";
import { EMPTY_URL, WORK_URL } from "./support/servers";
import { signIn } from "./support/sign-in";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL });

const PATH = "/admin/contact";

/** How the table, the details, the e-mail and the CSV show when a message came: Pakistan time. */
function received(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Karachi",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
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
      // The contact page sends its form in place once its own script has run (at parse time).
      if (javaScriptEnabled) await waitForPageReady(page);
      await page.getByLabel("Full Name").fill(name);
      await page.getByLabel("Phone or WhatsApp Number").fill("0300-1234567");
      await page.getByLabel("Email Address").fill(email);
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
      await expect(cells.nth(0).getByRole("link", { name: "+923001234567" })).toHaveAttribute(
        "href",
        "tel:+923001234567",
      );
      await expect(cells.nth(0).getByRole("link", { name: `WhatsApp ${name}` })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/923001234567\?text=Assalam-o-Alaikum%20Bilal%20Ahmed/,
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
      await expect(detail("Phone")).toHaveText("+923001234567");
      await expect(detail("Subject")).toHaveText("Bulk Order");
      // Opened for the first time, it is no longer new.
      await expect(detail("Status")).toHaveText("Read");
      expect(findContacts(email)[0]?.status).toBe("read");
      await expect(detail("Received")).toHaveText(received(message?.createdAt ?? ""));
      await expect(detail("Message")).toHaveText("We need 200 litres of herbicide for the season.");
      await expect(dialog.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
        "href",
        `mailto:${email}?subject=${encodeURIComponent("Re: Bulk Order")}&body=${encodeURIComponent(
          "\n\n> We need 200 litres of herbicide for the season.",
        )}`,
      );
      await expect(dialog.getByRole("link", { name: "Call" })).toHaveAttribute(
        "href",
        "tel:+923001234567",
      );
      await expect(dialog.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
        "href",
        `https://wa.me/923001234567?text=${encodeURIComponent(
          `Assalam-o-Alaikum ${name}, this is Green Fields Agro about your enquiry.`,
        )}`,
      );
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}`);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(row).toBeVisible();
      await expect(row.locator(".status-badge")).toHaveText("Read");
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
        /^All Messages \d[\d,]*$/,
        /^New \d[\d,]*$/,
        /^Read \d[\d,]*$/,
        /^Replied \d[\d,]*$/,
        /^Closed \d[\d,]*$/,
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
        expect(dialog.message()).toBe(trashQuestion(what));
        await dialog.dismiss();
        await click;
      } else {
        await row.getByRole("button", { name: "Delete" }).click();
        const step = page.locator(".alert-warning[role=alert]");
        await expect(step).toContainText(trashQuestion(what));
        await step.getByRole("link", { name: "Cancel" }).click();
        await expect(step).toHaveCount(0);
      }
      await expect(row).toBeVisible();
      expect(findContacts(email)).toHaveLength(1);

      await deleteConfirmed(page, row, what, javaScriptEnabled);
      await expect(notice(page)).toHaveText("Message moved to the trash.");
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
              Number(
                (await tile(page, label).locator(".stat-value").textContent())?.replace(/,/g, ""),
              ),
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
    await expect(page.getByText(/new messages?\b/)).toHaveCount(0);
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

/* ------------------------------------------------------------------------------------------ */
/* The inbox: pages, search, dates, notes, replies and the CSV download                        */
/* ------------------------------------------------------------------------------------------ */

// Found while folded too: its fields keep what the address says, open or not.
const searchForm = (page: Page) =>
  page.getByRole("search", { name: "Search messages", includeHidden: true });

/** Types into the inbox's search form (a field left out keeps its value) and sends it. */
async function searchInbox(
  page: Page,
  fields: { q?: string; from?: string; to?: string },
): Promise<void> {
  const form = searchForm(page);
  // Folded under "Search and filter" while nothing narrows the list.
  const fold = page.locator("details", { hasText: "Search and filter" });
  if (!(await fold.evaluate((details: HTMLDetailsElement) => details.open))) {
    await fold.getByText("Search and filter").click();
  }
  if (fields.q !== undefined)
    await form.getByLabel("Search messages", { exact: true }).fill(fields.q);
  if (fields.from !== undefined) await form.getByLabel("From", { exact: true }).fill(fields.from);
  if (fields.to !== undefined) await form.getByLabel("To", { exact: true }).fill(fields.to);
  const sent = await form
    .locator("input[name=q], input[name=from], input[name=to]")
    .evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    );
  await form.getByRole("button", { name: "Search" }).click();
  // The list is the new one once the address says what was sent (with JavaScript the address
  // changes when the new list has arrived).
  for (const [name, value] of sent) {
    await expect.poll(() => queryOf(page).get(name ?? "") ?? "").toBe(value);
  }
}

/** The names in the table, top to bottom. */
const listedNames = (page: Page) =>
  page.locator("table.admin-table tbody tr td:first-child strong");
const summary = (page: Page) => page.locator(".inbox-results p");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pages of messages" });

/** The status tabs' texts: each label with its count. */
async function tabTexts(page: Page): Promise<string[]> {
  const texts = await filterBar(page).getByRole("link").allTextContents();
  return texts.map((text) => text.replace(/\s+/g, " ").trim());
}

/** An address's query, read as the server reads it. */
const queryOf = (page: Page) => new URL(page.url()).searchParams;

test.describe("the inbox", () => {
  test("@nojs pages 25 at a time, newest first; search, dates and status tabs keep each other", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `pager-${tag}@example.com`;
    // 28 messages on 9 January 2024 in Pakistan, half an hour apart, the first four replied;
    // then one at the last millisecond of the 10th and one at the first of the 11th (UTC+5).
    for (let index = 0; index < 28; index += 1) {
      rows.contact({
        name: `P${String(index).padStart(2, "0")}-${tag}`,
        email,
        status: index < 4 ? "replied" : "new",
        createdAt: new Date(
          Date.parse("2024-01-09T00:00:00.000Z") + index * 1_800_000,
        ).toISOString(),
      });
    }
    const edge10 = `Edge10-${tag}`;
    const edge11 = `Edge11-${tag}`;
    rows.contact({ name: edge10, email, createdAt: "2024-01-10T18:59:59.999Z" });
    rows.contact({ name: edge11, email, createdAt: "2024-01-10T19:00:00.000Z" });
    const pagerNames = (from: number, to: number) =>
      Array.from(
        { length: from - to + 1 },
        (_, index) => `P${String(from - index).padStart(2, "0")}-${tag}`,
      );
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await searchInbox(page, { q: tag });
      await expect.poll(() => queryOf(page).get("q")).toBe(tag);
      await expect(summary(page)).toHaveText("Showing 1–25 of 30");
      await expect(listedNames(page)).toHaveText([edge11, edge10, ...pagerNames(27, 5)]);
      expect(await tabTexts(page)).toEqual([
        "All Messages 30",
        "New 26",
        "Read 0",
        "Replied 4",
        "Closed 0",
        "Refresh",
      ]);
      await expect(pager(page).getByRole("link", { name: /^Page \d+$/ })).toHaveCount(2);
      await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(pager(page).getByRole("link", { name: /Previous/ })).toHaveCount(0);

      await pager(page).getByRole("link", { name: /Next/ }).click();
      await expect.poll(() => queryOf(page).get("page")).toBe("2");
      expect(queryOf(page).get("q")).toBe(tag);
      await expect(summary(page)).toHaveText("Showing 26–30 of 30");
      await expect(listedNames(page)).toHaveText(pagerNames(4, 0));
      await expect(pager(page).getByRole("link", { name: /Next/ })).toHaveCount(0);
      await pager(page)
        .getByRole("link", { name: /Previous/ })
        .click();
      await expect(summary(page)).toHaveText("Showing 1–25 of 30");
      expect(queryOf(page).get("page")).toBeNull();

      // A day is a calendar day in Pakistan, both ends included.
      await searchInbox(page, { from: "2024-01-10", to: "2024-01-10" });
      await expect(listedNames(page)).toHaveText([edge10]);
      await expect(summary(page)).toHaveText("Showing 1–1 of 1");
      expect(queryOf(page).get("q")).toBe(tag);
      await searchInbox(page, { from: "2024-01-11", to: "2024-01-11" });
      await expect(listedNames(page)).toHaveText([edge11]);
      await searchInbox(page, { from: "2024-01-09", to: "2024-01-09" });
      await expect(summary(page)).toHaveText("Showing 1–25 of 28");
      await expect(pager(page).getByRole("link", { name: /Next/ })).toHaveAttribute(
        "href",
        `${PATH}?q=${tag}&from=2024-01-09&to=2024-01-09&page=2`,
      );

      // A tab keeps the search and the dates, and starts at the first page.
      await filterBar(page).getByRole("link", { name: "Replied" }).click();
      await expect.poll(() => queryOf(page).get("status")).toBe("replied");
      expect(Object.fromEntries(queryOf(page))).toEqual({
        status: "replied",
        q: tag,
        from: "2024-01-09",
        to: "2024-01-09",
      });
      await expect(listedNames(page)).toHaveText(pagerNames(3, 0));
      expect(await tabTexts(page)).toEqual([
        "All Messages 28",
        "New 24",
        "Read 0",
        "Replied 4",
        "Closed 0",
        "Refresh",
      ]);
      await expect(pager(page)).toHaveCount(0);
      // The search form keeps the tab; Clear keeps only the tab.
      await searchInbox(page, { q: `P02-${tag}` });
      await expect(listedNames(page)).toHaveText([`P02-${tag}`]);
      expect(queryOf(page).get("status")).toBe("replied");
      await searchForm(page).getByRole("link", { name: "Clear" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?status=replied`);
      await expect(searchForm(page).getByLabel("Search messages", { exact: true })).toHaveValue("");
    } finally {
      removeContacts(email);
    }
  });

  test("@nojs a search finds % and _ as typed, and words anywhere in name, email, phone and message", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `search-${tag}@example.com`;
    rows.contact({ name: `Bilal ${tag}`, email, message: "Is the 50% discount still on?" });
    rows.contact({ name: `Aslam ${tag}`, email, message: "Is the 500 litre drum in stock?" });
    rows.contact({
      name: `Dawood ${tag}`,
      email,
      message: "Pack code a_b please",
      phone: "0321-7654321",
    });
    rows.contact({ name: `Ehsan ${tag}`, email, message: "Pack code axb please" });
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await searchInbox(page, { q: `${tag} 50%` });
      await expect(listedNames(page)).toHaveText([`Bilal ${tag}`]);
      await searchInbox(page, { q: `${tag} a_b` });
      await expect(listedNames(page)).toHaveText([`Dawood ${tag}`]);
      await searchInbox(page, { q: `${tag} 7654321` });
      await expect(listedNames(page)).toHaveText([`Dawood ${tag}`]);
      await searchInbox(page, { q: `EHSAN ${tag}` });
      await expect(listedNames(page)).toHaveText([`Ehsan ${tag}`]);
      await searchInbox(page, { q: `${tag} nobody-wrote-this` });
      await expect(page.getByText("No messages match this filter.")).toBeVisible();
      await expect(page.locator("table.admin-table")).toHaveCount(0);
    } finally {
      removeContacts(email);
    }
  });

  test("@nojs bad dates or statuses in the address get a clear message; a bad page is the first", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    await openAdmin(page, `${PATH}?q=anything&from=2024-02-30`, javaScriptEnabled);
    const alert = page.locator("p.alert-error[role=alert]");
    await expect(alert).toHaveText(
      "From must be a real date written YYYY-MM-DD, such as 2025-03-05.",
    );
    await expect(searchForm(page).getByLabel("From", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(searchForm(page).getByLabel("Search messages", { exact: true })).toHaveValue(
      "anything",
    );
    await expect(page.locator("table.admin-table")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
    // Without a valid filter the tabs have nothing to count.
    expect(await tabTexts(page)).toEqual([
      "All Messages",
      "New",
      "Read",
      "Replied",
      "Closed",
      "Refresh",
    ]);

    await openAdmin(page, `${PATH}?from=2019-03-05&to=2019-03-01`, javaScriptEnabled);
    await expect(alert).toHaveText("The To date must be on or after the From date.");
    const to = searchForm(page).getByLabel("To", { exact: true });
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(to).toHaveValue("2019-03-01");
    // No test writes messages of 2019.
    await searchInbox(page, { to: "2019-03-09" });
    await expect(alert).toHaveCount(0);
    await expect(to).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("table.admin-table")).toHaveCount(0);
    expect(await tabTexts(page)).toContain("All Messages 0");

    // As on every admin list, a page that is no page number shows the first.
    const tag = uniqueTag();
    rows.contact({ name: `First page ${tag}`, email: `first-page-${tag}@example.com` });
    for (const bad of ["abc", "0", "2.5"]) {
      await openAdmin(page, `${PATH}?q=${tag}&page=${bad}`, javaScriptEnabled);
      await expect(summary(page)).toHaveText("Showing 1–1 of 1");
      await expect(listedNames(page)).toHaveText([`First page ${tag}`]);
      await expect(alert).toHaveCount(0);
    }
    await openAdmin(page, `${PATH}?status=archived`, javaScriptEnabled);
    await expect(alert).toHaveText("Status must be one of: new, read, replied, closed.");
  });

  test("@nojs notes are written, shown, rewritten and cleared in the details; too long is refused", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const name = `Notes ${tag}`;
    const email = `notes-${tag}@example.com`;
    const contact = rows.contact({ name, email, status: "read" });
    const details = `${PATH}?q=${tag}&view=${contact.id}`;
    const dialog = page.getByRole("dialog", { name: `Message from ${name}` });
    const notesTerm = page.locator("dt", { hasText: /^Admin notes$/ });
    const notesShown = dialog.locator("div", { has: notesTerm }).locator("dd");
    const storedNotes = () => findContacts(email)[0]?.adminNotes;
    try {
      await openAdmin(page, details, javaScriptEnabled);
      await expect(notesTerm).toHaveCount(0);
      const first = "Called back on 12 March.\nواپس کال: 200 لیٹر کا ریٹ بھیجیں";
      await dialog.getByLabel("Write notes").fill(first);
      await dialog.getByRole("button", { name: "Save notes" }).click();
      await expect(notice(page)).toHaveText("Notes saved.");
      await expect(notesShown).toHaveText(first);
      expect(storedNotes()).toBe(first);
      expect(queryOf(page).get("q")).toBe(tag);
      expect(queryOf(page).get("view")).toBe(String(contact.id));

      await dialog.getByLabel("Edit notes").fill("  Sent the rates.  ");
      await dialog.getByRole("button", { name: "Save notes" }).click();
      await expect(notesShown).toHaveText("Sent the rates.");
      await expect.poll(storedNotes).toBe("Sent the rates.");
      await expect(dialog.getByLabel("Edit notes")).toHaveValue("Sent the rates.");

      // The browser stops at 2,000 characters; the server checks too.
      const box = dialog.getByLabel("Edit notes");
      await expect(box).toHaveAttribute("maxlength", "2000");
      await box.evaluate((element) => element.removeAttribute("maxlength"));
      await box.fill("n".repeat(2001));
      await dialog.getByRole("button", { name: "Save notes" }).click();
      await expect(dialog.locator("#contact-adminNotes-error")).toHaveText(
        "Notes must be at most 2,000 characters",
      );
      await expect(dialog.getByLabel("Edit notes")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Edit notes")).toHaveValue("n".repeat(2001));
      expect(storedNotes()).toBe("Sent the rates.");
      await expect(notesShown).toHaveText("Sent the rates.");

      // An empty box clears them.
      await dialog.getByLabel("Edit notes").fill("");
      await dialog.getByRole("button", { name: "Save notes" }).click();
      await expect(notesTerm).toHaveCount(0);
      await expect(dialog.getByLabel("Write notes")).toHaveValue("");
      await expect.poll(storedNotes).toBeNull();
    } finally {
      removeContacts(email);
    }
  });

  test("@nojs opening a new message marks it Read; other statuses stay as they are", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `opened-${tag}@example.com`;
    const fresh = rows.contact({ name: `Fresh ${tag}`, email });
    const closed = rows.contact({ name: `Closed ${tag}`, email, status: "closed" });
    try {
      await openAdmin(page, `${PATH}?q=${tag}`, javaScriptEnabled);
      await expect(rowWith(page, `Fresh ${tag}`).locator(".status-badge")).toHaveText("New");
      expect(await tabTexts(page)).toContain("New 1");
      await rowWith(page, `Fresh ${tag}`).getByRole("link", { name: "View" }).click();
      const dialog = page.getByRole("dialog", { name: `Message from Fresh ${tag}` });
      await expect(dialog.locator(".status-badge")).toHaveText("Read");
      expect(findContacts(email).find((row) => row.id === fresh.id)?.status).toBe("read");
      // The list behind the details and its counts already show it read.
      await expect(rowWith(page, `Fresh ${tag}`).locator(".status-badge")).toHaveText("Read");
      await expect.poll(() => tabTexts(page)).toContain("New 0");

      await openAdmin(page, `${PATH}?q=${tag}&view=${closed.id}`, javaScriptEnabled);
      await expect(page.getByRole("dialog").locator(".status-badge")).toHaveText("Closed");
      expect(findContacts(email).find((row) => row.id === closed.id)?.status).toBe("closed");
    } finally {
      removeContacts(email);
    }
  });

  test("@nojs a message with only a phone: Call and WhatsApp in its language, no e-mail reply, an empty e-mail cell in the CSV", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const name = `غلام رسول ${tag}`;
    rows.contact({
      name,
      email: null,
      phone: "+923001234567",
      language: "ur",
      subject: "technical-support",
      message: `کپاس پر سفید مکھی (${tag})`,
    });
    const chat = `https://wa.me/923001234567?text=${encodeURIComponent(
      `السلام علیکم ${name}! ہم گرین فیلڈز ایگرو سے آپ کے پیغام کے سلسلے میں بات کر رہے ہیں۔`,
    )}`;
    await page.setViewportSize({ width: 360, height: 640 });
    await openAdmin(page, `${PATH}?q=${tag}`, javaScriptEnabled);
    const row = rowWith(page, name);
    await expect(row.getByRole("link", { name: "+923001234567" })).toHaveAttribute(
      "href",
      "tel:+923001234567",
    );
    await expect(row.getByRole("link", { name: `WhatsApp ${name}` })).toHaveAttribute("href", chat);
    await expect(row.locator("a[href^='mailto:']")).toHaveCount(0);

    await row.getByRole("link", { name: "View" }).click();
    const dialog = page.getByRole("dialog", { name: `Message from ${name}` });
    await expect(dialog.getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      "tel:+923001234567",
    );
    await expect(dialog.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", chat);
    await expect(dialog.getByRole("link", { name: "Reply via Email" })).toHaveCount(0);
    await expect(
      dialog.locator("div", { has: page.locator("dt", { hasText: "Email" }) }).locator("dd"),
    ).toHaveText("Not given");
    await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toBeVisible();
    // At a phone's width the inbox and the message fit the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const csv = readCsv(await (await page.request.get(`${PATH}/export.csv?q=${tag}`)).body());
    const column = (label: string) => CONTACT_CSV_HEADER.indexOf(label);
    expect(csv).toHaveLength(2);
    expect(csv[1]?.[column("Name")]).toBe(name);
    expect(csv[1]?.[column("Email")]).toBe("");
    expect(csv[1]?.[column("Phone")]).toBe("'+923001234567");
  });

  test("@nojs beside Reply via Email, Mark as Replied marks the message replied", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const name = `Replied ${tag}`;
    const email = `reply-${tag}@example.com`;
    const contact = rows.contact({ name, email, status: "read", subject: "bulk-order" });
    try {
      await openAdmin(page, `${PATH}?q=${tag}&view=${contact.id}`, javaScriptEnabled);
      const dialog = page.getByRole("dialog", { name: `Message from ${name}` });
      const actions = dialog.locator(".inline-actions").last();
      await expect(actions.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
        "href",
        new RegExp(`^mailto:${email}\\?subject=Re%3A%20Bulk%20Order`),
      );
      await actions.getByRole("button", { name: "Mark as Replied" }).click();
      await expect(notice(page)).toHaveText("Marked as replied.");
      await expect(dialog.locator(".status-badge")).toHaveText("Replied");
      await expect(dialog.getByRole("button", { name: "Mark as Replied" })).toHaveCount(0);
      expect(findContacts(email)[0]?.status).toBe("replied");
      expect(queryOf(page).get("q")).toBe(tag);
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?q=${tag}`);
      await expect(rowWith(page, name).locator(".status-badge")).toHaveText("Replied");
    } finally {
      removeContacts(email);
    }
  });

  test("@nojs Download CSV gives every message the filter keeps, on all pages, ready for a spreadsheet", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `export-${tag}@example.com`;
    for (let index = 0; index < 27; index += 1) {
      rows.contact({ name: `Export ${index}`, email, message: `Rates, please (${index}).` });
    }
    const urdu = "کپاس پر سفید مکھی کا حملہ ہے۔ کون سی دوا لگائیں؟";
    rows.contact({
      name: "رشید احمد",
      email,
      message: urdu,
      language: "ur",
      status: "replied",
      subject: "technical-support",
    });
    rows.contact({
      name: '=HYPERLINK("http://evil.example","Prize")',
      email,
      message: "=1+1",
      phone: "+92 300 1234567",
      status: "replied",
      adminNotes: 'Called, said "yes"',
    });
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await searchInbox(page, { q: tag });
      await expect(summary(page)).toHaveText("Showing 1–25 of 29");
      const link = page.getByRole("link", { name: "Download CSV" });
      await expect(link).toHaveAttribute("href", `${PATH}/export.csv?q=${tag}`);

      const download = async () => {
        const started = page.waitForEvent("download");
        await page.getByRole("link", { name: "Download CSV" }).click();
        const file = await started;
        expect(file.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
        return readCsv(await readFile(await file.path()));
      };
      const all = await download();
      expect(all[0]).toEqual(CONTACT_CSV_HEADER);
      expect(all).toHaveLength(1 + 29);
      expect(all.slice(1).every((row) => row.length === CONTACT_CSV_HEADER.length)).toBe(true);
      expect(all.slice(1).every((row) => row[2] === email)).toBe(true);
      const column = (label: string) => CONTACT_CSV_HEADER.indexOf(label);
      const urduRow = all.find((row) => row[column("Name")] === "رشید احمد");
      expect(urduRow?.[column("Message")]).toBe(urdu);
      expect(urduRow?.[column("Language")]).toBe("Urdu");
      expect(urduRow?.[column("Subject")]).toBe("Technical Support");
      expect(urduRow?.[column("Received (Pakistan time)")]).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      );
      const formulaRow = all.find((row) => row[column("Message")]?.includes("1+1"));
      expect(formulaRow?.[column("Message")]).toBe("'=1+1");
      expect(formulaRow?.[column("Name")]).toBe(`'=HYPERLINK("http://evil.example","Prize")`);
      expect(formulaRow?.[column("Phone")]).toBe("'+92 300 1234567");
      expect(formulaRow?.[column("Notes")]).toBe('Called, said "yes"');
      expect(all.filter((row) => row[column("Message")]?.startsWith("Rates, please"))).toHaveLength(
        27,
      );

      // The status tab narrows the download as it narrows the list.
      await filterBar(page).getByRole("link", { name: "Replied" }).click();
      await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
        "href",
        `${PATH}/export.csv?status=replied&q=${tag}`,
      );
      const replied = await download();
      expect(replied.slice(1).map((row) => row[column("Status")])).toEqual(["Replied", "Replied"]);
    } finally {
      removeContacts(email);
    }
  });
});
