/** Admin categories: the list, the inline add/edit form, the slug, and deleting. */
import { type Page } from "@playwright/test";
import { formatInstantAsLongUsDate } from "~/lib/dates";
import { adminCounts, findCategory, removeCategory, uniqueTag } from "./support/database";
import {
  deleteConfirmed,
  errorAlert,
  expectShowsCounts,
  notice,
  openAdmin,
  rowWith,
  trashQuestion,
} from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";
import { slugify } from "~/lib/slug";

test.use({ baseURL: WORK_URL });

const PATH = "/admin/categories";

const nameField = (page: Page) => page.getByLabel(/^Name/);
const slugField = (page: Page) => page.getByLabel(/^Slug/);
const descriptionField = (page: Page) => page.getByLabel(/^Description/);
const formTitle = (page: Page) => page.locator("#category-form-title");

/** 'Categories (N)' names as many categories as the table lists. */
async function expectTitleCountsRows(page: Page): Promise<void> {
  const rows = await page.locator("table.admin-table tbody tr").count();
  expect(rows).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Categories (${rows})`);
}

test.describe("admin categories", () => {
  test("'Categories (N)' counts every category; each row shows name, description, slug and date", async ({
    page,
    rows,
  }) => {
    const name = `E2E Listed ${uniqueTag()}`;
    const category = rows.category({ name: name, description: "Listed for the test." });
    try {
      await expectShowsCounts(
        page,
        PATH,
        () => adminCounts().categories,
        async () =>
          Number(/\((\d+)\)/.exec((await page.locator("h1").textContent()) ?? "")?.[1] ?? NaN),
      );
      await expectTitleCountsRows(page);
      const headers = page.locator("table.admin-table thead th");
      await expect(headers).toHaveText(["Name", "Description", "Slug", "Created", "Actions"]);
      const row = rowWith(page, name);
      await expect(row.locator("td")).toHaveText([
        name,
        "Listed for the test.",
        category.slug,
        formatInstantAsLongUsDate(category.createdAt),
        /Edit\s*Delete/,
      ]);
      await expect(row.getByRole("link", { name: "Edit" })).toHaveAttribute(
        "href",
        `${PATH}?edit=${category.id}`,
      );
    } finally {
      removeCategory(name);
    }
  });

  test("@nojs creates a category with the inline form", async ({ page, javaScriptEnabled }) => {
    const name = `E2E Bio Stimulants & More ${uniqueTag()}`;
    const slug = slugify(name);
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await expect(formTitle(page)).toHaveCount(0);
      await page.getByRole("link", { name: "Add Category" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?new=1`);
      await expect(formTitle(page)).toHaveText("Add Category");
      await expect(page.getByRole("link", { name: "Add Category" })).toHaveCount(0);

      await nameField(page).fill(name);
      if (javaScriptEnabled) {
        // The slug follows the name as it is typed.
        await expect(slugField(page)).toHaveValue(slug);
      } else {
        // Without JavaScript the slug stays empty and the server derives it.
        await expect(slugField(page)).toHaveValue("");
      }
      await descriptionField(page).fill("Growth promoters made from seaweed and amino acids.");
      await page.getByRole("button", { name: "Create Category" }).click();

      await expect(notice(page)).toHaveText("Category created.");
      await expect(formTitle(page)).toHaveCount(0);
      const row = rowWith(page, name);
      await expect(row).toContainText("Growth promoters made from seaweed and amino acids.");
      await expect(row.locator("code")).toHaveText(slug);
      const saved = findCategory(name);
      expect(saved?.slug).toBe(slug);
      await expect(row).toContainText(formatInstantAsLongUsDate(saved?.createdAt ?? ""));
      await expectTitleCountsRows(page);
    } finally {
      removeCategory(name);
    }
  });

  test("the slug follows the name live, stops when edited by hand, and is derived by the server when emptied", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const name = `E2E Seed Treatments ${tag}`;
    try {
      await openAdmin(page, `${PATH}?new=1`, true);
      await nameField(page).pressSequentially("Bio Stimulants & More");
      await expect(slugField(page)).toHaveValue("bio-stimulants-more");
      await nameField(page).fill("  --Crop  Care!! 2025--");
      await expect(slugField(page)).toHaveValue("crop-care-2025");

      // A slug typed by hand is kept when the name changes.
      await slugField(page).fill("my-own-slug");
      await nameField(page).fill("Something Else");
      await expect(slugField(page)).toHaveValue("my-own-slug");

      // Left empty, the server makes it from the name.
      await nameField(page).fill(name);
      await slugField(page).fill("");
      await descriptionField(page).fill("Treatments applied to seed before sowing.");
      await page.getByRole("button", { name: "Create Category" }).click();
      await expect(notice(page)).toHaveText("Category created.");
      await expect(rowWith(page, name).locator("code")).toHaveText(`e2e-seed-treatments-${tag}`);
      expect(findCategory(name)?.slug).toBe(`e2e-seed-treatments-${tag}`);
    } finally {
      removeCategory(name);
    }
  });

  test("edits a category in the inline form; Cancel closes it unchanged", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const name = `E2E Edit Me ${tag}`;
    const renamed = `E2E Edited ${tag}`;
    const category = rows.category({ name: name, description: "Before the edit." });
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await rowWith(page, name).getByRole("link", { name: "Edit" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?edit=${category.id}`);
      await expect(formTitle(page)).toHaveText("Edit Category");
      await expect(nameField(page)).toHaveValue(name);
      await expect(slugField(page)).toHaveValue(category.slug);
      await expect(descriptionField(page)).toHaveValue("Before the edit.");

      await descriptionField(page).fill("Typed, then cancelled.");
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}`);
      await expect(formTitle(page)).toHaveCount(0);
      await expect(rowWith(page, name)).toContainText("Before the edit.");

      await rowWith(page, name).getByRole("link", { name: "Edit" }).click();
      await nameField(page).fill(renamed);
      await slugField(page).fill(`e2e-edited-${tag}`);
      await descriptionField(page).fill("After the edit.");
      await page.getByRole("button", { name: "Update Category" }).click();
      await expect(notice(page)).toHaveText("Category updated.");
      await expect(formTitle(page)).toHaveCount(0);
      await expect(rowWith(page, renamed)).toContainText("After the edit.");
      await expect(rowWith(page, renamed).locator("code")).toHaveText(`e2e-edited-${tag}`);
      await expect(rowWith(page, name)).toHaveCount(0);
      expect(findCategory(renamed)).toMatchObject({
        id: category.id,
        slug: `e2e-edited-${tag}`,
        description: "After the edit.",
      });
    } finally {
      removeCategory(name);
      removeCategory(renamed);
    }
  });

  test("a duplicate name is refused with a message and the typed values are kept", async ({
    page,
    rows,
  }) => {
    const name = `E2E Duplicate ${uniqueTag()}`;
    rows.category({ name: name, description: "The first one." });
    try {
      await openAdmin(page, `${PATH}?new=1`, true);
      // The same name in other letter case is the same name.
      await nameField(page).fill(name.toUpperCase());
      await slugField(page).fill(`${slugify(name)}-two`);
      await descriptionField(page).fill("The second one.");
      await page.getByRole("button", { name: "Create Category" }).click();
      const message = `A category named "${name.toUpperCase()}" already exists.`;
      await expect(errorAlert(page)).toHaveText(message);
      await expect(page.locator("#category-name-error")).toHaveText(message);
      await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(formTitle(page)).toHaveText("Add Category");
      await expect(nameField(page)).toHaveValue(name.toUpperCase());
      await expect(descriptionField(page)).toHaveValue("The second one.");
      await expect(rowWith(page, name)).toHaveCount(1);
      expect(findCategory(name.toUpperCase())).toBeUndefined();
    } finally {
      removeCategory(name);
      removeCategory(name.toUpperCase());
    }
  });

  test("Delete asks with confirm(): dismissing keeps the category, accepting deletes it", async ({
    page,
    rows,
  }) => {
    const name = `E2E Confirm ${uniqueTag()}`;
    const category = rows.category({ name: name });
    try {
      await openAdmin(page, PATH, true);
      const row = rowWith(page, name);
      const question = trashQuestion(`the category "${name}"`);

      const dismissed = page.waitForEvent("dialog");
      const click = row.getByRole("button", { name: "Delete" }).click();
      const dialog = await dismissed;
      expect(dialog.type()).toBe("confirm");
      expect(dialog.message()).toBe(question);
      await dialog.dismiss();
      await click;
      // Nothing is sent: the row stays and no confirmation step appears.
      await page.waitForLoadState("networkidle");
      await expect(row).toBeVisible();
      await expect(page.getByText("It goes to the trash")).toHaveCount(0);
      expect(findCategory(name)?.id).toBe(category.id);

      await deleteConfirmed(page, row, `the category "${name}"`, true);
      await expect(notice(page)).toHaveText("Category moved to the trash.");
      await expect(row).toHaveCount(0);
      expect(findCategory(name)).toBeUndefined();
    } finally {
      removeCategory(name);
    }
  });

  test("@nojs Delete with a confirmation step; Cancel keeps the category", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const name = `E2E Delete Step ${uniqueTag()}`;
    rows.category({ name: name });
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      const row = rowWith(page, name);
      if (!javaScriptEnabled) {
        await row.getByRole("button", { name: "Delete" }).click();
        const step = page.locator(".alert-warning[role=alert]");
        await expect(step).toContainText(trashQuestion(`the category "${name}"`));
        expect(findCategory(name)).toBeDefined();
        await step.getByRole("link", { name: "Cancel" }).click();
        await expect(page).toHaveURL(`${WORK_URL}${PATH}`);
        await expect(step).toHaveCount(0);
        await expect(row).toBeVisible();
      }
      await deleteConfirmed(page, row, `the category "${name}"`, javaScriptEnabled);
      await expect(notice(page)).toHaveText("Category moved to the trash.");
      await expect(row).toHaveCount(0);
      expect(findCategory(name)).toBeUndefined();
    } finally {
      removeCategory(name);
    }
  });

  test("a category that still has products cannot be deleted; the message gives their number", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    const name = `E2E Has Products ${tag}`;
    const category = rows.category({ name: name });
    rows.product({ name: `E2E Kept Product A ${tag}`, categoryId: category.id });
    rows.product({ name: `E2E Kept Product B ${tag}`, categoryId: category.id });
    try {
      await openAdmin(page, PATH, true);
      await deleteConfirmed(page, rowWith(page, name), `the category "${name}"`, true);
      await expect(errorAlert(page)).toHaveText(
        `Failed to delete category: Cannot delete "${name}": it still has 2 products. Move or delete them first.`,
      );
      await expect(rowWith(page, name)).toBeVisible();
      expect(findCategory(name)?.id).toBe(category.id);
    } finally {
      removeCategory(name);
    }
  });
});
