/**
 * Admin sign-in, sign-out and the server-side guard of every admin page and action.
 * These tests start without a session; they run on the work server.
 */
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "../../playwright.config";
import {
  categoryExists,
  findCategory,
  findContacts,
  findGalleryItem,
  findProduct,
  removeCategory,
  removeContacts,
  removeGalleryItem,
  removeProduct,
  uniqueTag,
} from "./support/database";
import { pngBytes } from "./support/files";
import { collectExternalRequests, holdRequests, waitForHydration } from "./support/pages";
import { DASHBOARD_PATH, LOGIN_PATH, WORK_URL } from "./support/servers";
import { signIn } from "./support/sign-in";
import { expect, test } from "./support/test";

test.use({ baseURL: WORK_URL });

type Multipart = NonNullable<NonNullable<Parameters<APIRequestContext["post"]>[1]>["multipart"]>;

const BUTTON = "Sign in to Admin Panel";
const EMPTY_MESSAGE = "Please enter both username and password";

/** Where the server sends a visitor without a session who asked for `path`. */
function loginLocationFor(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: path })}`;
}

function expectSentToLogin(response: APIResponse, path: string): void {
  expect(response.status(), `${path} answers with a redirect`).toBe(302);
  expect(response.headers()["location"], `${path} redirects to the sign-in page`).toBe(
    loginLocationFor(path),
  );
}

test.describe("admin sign-in", () => {
  test("@nojs sign-in page without site header or footer; signing in opens the dashboard", async ({
    page,
  }) => {
    await page.goto(LOGIN_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Panel");
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "About Us" })).toHaveCount(0);
    await expect(page.getByLabel("Username")).toBeEditable();
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: BUTTON })).toBeEnabled();

    await signIn(page);
    await expect(page).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(page.locator(".admin-header")).toContainText("Welcome, Admin");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("@nojs an empty username or password is refused with 'Please enter both username and password'", async ({
    page,
  }) => {
    await page.goto(LOGIN_PATH);
    await page.getByLabel("Username").fill(ADMIN_USERNAME);
    await page.getByRole("button", { name: BUTTON }).click();
    await expect(page.getByRole("alert")).toHaveText(EMPTY_MESSAGE);
    await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
    // The username typed is kept.
    await expect(page.getByLabel("Username")).toHaveValue(ADMIN_USERNAME);

    await page.getByLabel("Username").fill("");
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: BUTTON }).click();
    await expect(page.getByRole("alert")).toHaveText(EMPTY_MESSAGE);

    await page.goto(DASHBOARD_PATH);
    await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
  });

  test("@nojs a wrong password shows the server's message and signs nobody in", async ({
    page,
  }) => {
    await signIn(page, { password: `${ADMIN_PASSWORD}-wrong` });
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
    await expect(page.getByRole("button", { name: BUTTON })).toBeEnabled();

    await signIn(page, { username: "not-the-admin" });
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await page.goto(DASHBOARD_PATH);
    await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
  });

  test("the button reads 'Signing in...' and is disabled while signing in", async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await waitForHydration(page, "form button[type=submit]");
    const held = await holdRequests(
      page,
      (url) => url.pathname === `${LOGIN_PATH}.data`,
      (request) => request.method() === "POST",
    );
    await page.getByLabel("Username").fill(ADMIN_USERNAME);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: BUTTON }).click();
    const busy = page.getByRole("button", { name: "Signing in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect.poll(() => held.held()).toBe(1);
    held.release();
    await expect(page).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
    await expect(page.getByText("Welcome, Admin")).toBeVisible();
  });

  test("@nojs after signing in, the visitor is back on the admin page they were sent away from", async ({
    page,
  }) => {
    await page.goto("/admin/contact?status=replied");
    await expect(page).toHaveURL(`${WORK_URL}${loginLocationFor("/admin/contact?status=replied")}`);
    await page.getByLabel("Username").fill(ADMIN_USERNAME);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: BUTTON }).click();
    await expect(page).toHaveURL(`${WORK_URL}/admin/contact?status=replied`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Messages");
    // The status tabs show their counts beside their labels: "Replied 3".
    await expect(
      page
        .getByRole("navigation", { name: "Filter by status" })
        .getByRole("link", { name: /^Replied [\d,]+$/ }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("@nojs never sends the admin to another site after signing in", async ({
    page,
    context,
  }) => {
    const external = collectExternalRequests(page);
    for (const target of ["https://evil.example", "//evil.example"]) {
      await context.clearCookies();
      await signIn(page, { from: `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: target })}` });
      await expect(page, `redirectTo=${target}`).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
      // Already signed in, the sign-in page itself sends on: to the dashboard as well.
      await page.goto(`${LOGIN_PATH}?${new URLSearchParams({ redirectTo: target })}`);
      await expect(page, `signed in, redirectTo=${target}`).toHaveURL(
        `${WORK_URL}${DASHBOARD_PATH}`,
      );
    }
    expect(external).toEqual([]);

    // Other spellings that would lead off the site, straight at the sign-in action.
    for (const target of ["/\\evil.example", "https:evil.example", "javascript:alert(1)"]) {
      const response = await page.request.post(LOGIN_PATH, {
        form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, redirectTo: target },
        maxRedirects: 0,
      });
      expect(response.status(), `redirectTo=${target}`).toBe(302);
      expect(response.headers()["location"], `redirectTo=${target}`).toBe(DASHBOARD_PATH);
    }
  });

  test("@nojs an Urdu or oddly slashed redirectTo sends the admin on, encoded and on this site", async ({
    page,
  }) => {
    const urdu = ["/admin/products?q=کھاد", "/admin/products?q=%DA%A9%DA%BE%D8%A7%D8%AF"] as const;
    const cases: (readonly [string, string])[] = [
      urdu,
      ["/admin/کھاد", "/admin/%DA%A9%DA%BE%D8%A7%D8%AF"],
      ["/.//evil.example", "/evil.example"],
      ["/admin/..//evil.example", "/evil.example"],
    ];
    for (const [target, location] of cases) {
      const signedIn = await page.request.post(LOGIN_PATH, {
        form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, redirectTo: target },
        maxRedirects: 0,
      });
      expect(signedIn.status(), `redirectTo=${target}`).toBe(302);
      expect(signedIn.headers()["location"], `redirectTo=${target}`).toBe(location);
      // Already signed in, the sign-in page sends on to the same place.
      const again = await page.request.get(
        `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: target })}`,
        { maxRedirects: 0 },
      );
      expect(again.status(), `signed in, redirectTo=${target}`).toBe(302);
      expect(again.headers()["location"], `signed in, redirectTo=${target}`).toBe(location);
    }
    // A browser that is signed in is sent on by the sign-in page, too.
    await page.goto(`${LOGIN_PATH}?${new URLSearchParams({ redirectTo: urdu[0] })}`);
    await expect(page).toHaveURL(`${WORK_URL}${urdu[1]}`);
  });

  test("@nojs logout returns to /admin-login and the old session cookie no longer works", async ({
    page,
    context,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(`${WORK_URL}${DASHBOARD_PATH}`);
    const saved = await context.cookies();
    expect(saved.map((cookie) => cookie.name)).toContain("admin_session");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${LOGIN_PATH}`);
    await expect(page.getByRole("button", { name: BUTTON })).toBeVisible();
    await expect(page.locator(".admin-header")).toHaveCount(0);

    // The browser forgot the cookie; put the old one back: the server must refuse it.
    await context.clearCookies();
    await context.addCookies(saved);
    await page.goto(DASHBOARD_PATH);
    await expect(page).toHaveURL(`${WORK_URL}${loginLocationFor(DASHBOARD_PATH)}`);
    await expect(page.getByText("Welcome, Admin")).toHaveCount(0);

    await context.clearCookies();
    await context.addCookies(saved);
    const response = await page.request.get("/admin/categories", { maxRedirects: 0 });
    expectSentToLogin(response, "/admin/categories");
  });
});

test.describe("admin guard", () => {
  const PAGES = [
    "/admin",
    DASHBOARD_PATH,
    "/admin/categories",
    "/admin/categories?new=1",
    "/admin/products",
    "/admin/products?edit=1",
    "/admin/gallery",
    "/admin/contact",
    "/admin/contact?status=new",
    "/admin/trash",
    "/admin/trail",
    "/admin/logout",
  ];

  test("every /admin/* page without a session redirects to /admin-login", async ({ page }) => {
    for (const path of PAGES) {
      expectSentToLogin(await page.request.get(path, { maxRedirects: 0 }), path);
    }
    // A made-up or stale cookie is no session either.
    for (const path of PAGES) {
      const response = await page.request.get(path, {
        maxRedirects: 0,
        headers: { Cookie: "admin_session=forged-token" },
      });
      expectSentToLogin(response, path);
    }
    for (const path of [DASHBOARD_PATH, "/admin/gallery"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`${WORK_URL}${loginLocationFor(path)}`);
      await expect(page.getByRole("button", { name: BUTTON })).toBeVisible();
    }
  });

  test("every admin action without a session is refused and changes nothing", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    const emptyCategory = rows.category({ name: `E2E Guard Empty ${tag}` });
    const fullCategory = rows.category({ name: `E2E Guard Full ${tag}` });
    const product = rows.product({ name: `E2E Guard Product ${tag}`, categoryId: fullCategory.id });
    const item = rows.galleryItem({ title: `E2E Guard Event ${tag}` });
    const email = `guard-${tag}@example.com`;
    const contact = rows.contact({ name: `Guard ${tag}`, email });
    const png = { name: "guard.png", mimeType: "image/png", buffer: await pngBytes() };
    try {
      const posts: { path: string; form?: Record<string, string>; multipart?: Multipart }[] = [
        {
          path: "/admin/categories",
          form: {
            intent: "save",
            name: `E2E Guard New ${tag}`,
            slug: "",
            description: "Must not be created.",
          },
        },
        {
          path: "/admin/categories",
          form: {
            intent: "save",
            id: String(emptyCategory.id),
            name: `E2E Guard Renamed ${tag}`,
            slug: "",
            description: "Must not be saved.",
          },
        },
        {
          path: "/admin/categories",
          form: { intent: "delete", id: String(emptyCategory.id), confirmed: "yes" },
        },
        {
          path: "/admin/products",
          multipart: {
            intent: "save",
            name: `E2E Guard New Product ${tag}`,
            slug: "",
            category: fullCategory.name,
            description: "Must not be created.",
            image: png,
          },
        },
        {
          path: "/admin/products",
          form: { intent: "delete", id: String(product.id), confirmed: "yes" },
        },
        {
          path: "/admin/gallery",
          multipart: {
            intent: "save",
            title: `E2E Guard New Event ${tag}`,
            eventType: "training",
            date: "2024-01-02",
            location: "Lahore",
            description: "Must not be created.",
            images: png,
          },
        },
        {
          path: "/admin/gallery",
          form: { intent: "delete", id: String(item.id), confirmed: "yes" },
        },
        {
          path: "/admin/contact",
          form: { intent: "status", id: String(contact.id), status: "closed" },
        },
        {
          path: "/admin/contact",
          form: { intent: "delete", id: String(contact.id), confirmed: "yes" },
        },
        { path: "/admin/logout", form: {} },
      ];
      for (const post of posts) {
        const options = post.multipart ? { multipart: post.multipart } : { form: post.form };
        const response = await page.request.post(post.path, { ...options, maxRedirects: 0 });
        expectSentToLogin(response, post.path);
        // The same with a forged cookie.
        const forged = await page.request.post(post.path, {
          ...options,
          maxRedirects: 0,
          headers: { Cookie: "admin_session=forged-token" },
        });
        expectSentToLogin(forged, post.path);
        // And as the data request the app's own scripts send.
        const data = await page.request.post(`${post.path}.data`, { ...options, maxRedirects: 0 });
        expect(data.status(), `${post.path}.data is not answered as a success`).not.toBe(200);
        // And as those scripts upload a form with files, to the page's upload route.
        if (post.multipart) {
          const upload = post.path.replace(/^\/admin\//, "/admin/upload/");
          const answer = await page.request.post(upload, { ...options, maxRedirects: 0 });
          expect(await answer.json(), `${upload} says to sign in`).toEqual({
            redirect: loginLocationFor(post.path),
          });
        }
      }

      expect(findCategory(`E2E Guard New ${tag}`)).toBeUndefined();
      expect(findCategory(`E2E Guard Renamed ${tag}`)).toBeUndefined();
      expect(findCategory(emptyCategory.name)).toEqual(emptyCategory);
      expect(categoryExists(emptyCategory.id)).toBe(true);
      expect(findProduct(`E2E Guard New Product ${tag}`)).toBeUndefined();
      expect(findProduct(product.name)).toEqual(product);
      expect(findGalleryItem(`E2E Guard New Event ${tag}`)).toBeUndefined();
      expect(findGalleryItem(item.title)).toEqual(item);
      expect(findContacts(email)).toEqual([contact]);
    } finally {
      removeContacts(email);
      removeGalleryItem(item.title);
      removeCategory(fullCategory.name);
      removeCategory(emptyCategory.name);
      removeCategory(`E2E Guard New ${tag}`);
      removeCategory(`E2E Guard Renamed ${tag}`);
      removeGalleryItem(`E2E Guard New Event ${tag}`);
      removeProduct(`E2E Guard New Product ${tag}`);
    }
  });
});
