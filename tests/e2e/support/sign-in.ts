/** Signing in to the admin: with its form, without a browser (a saved session), or to the API. */
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { expectSuccess, isObject } from "./api-contract";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "../../../playwright.config";
import { DASHBOARD_PATH, LOGIN_PATH, WORK_URL } from "./servers";

/** Signs in with the login form of the page's server; `from` is the page to start on. */
export async function signIn(
  page: Page,
  options: { from?: string; username?: string; password?: string } = {},
): Promise<void> {
  await page.goto(options.from ?? LOGIN_PATH);
  await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
  await page.getByLabel("Username").fill(options.username ?? ADMIN_USERNAME);
  await page.getByLabel("Password").fill(options.password ?? ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in to Admin Panel" }).click();
}

/** Signs in without a browser and saves the session cookie to a storage-state file. */
export async function saveSignedInState(baseURL: string, file: string): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await context.post(LOGIN_PATH, {
      form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, redirectTo: "" },
      maxRedirects: 0,
    });
    expect(response.status(), "signing in answers with a redirect").toBe(302);
    expect(response.headers()["location"]).toBe(DASHBOARD_PATH);
    await context.storageState({ path: file });
  } finally {
    await context.dispose();
  }
}

/** Signs in to the work server's API; returns a bearer token of a new session. */
export async function signInToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${WORK_URL}/api/auth/admin-login`, {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  const { data } = await expectSuccess(response);
  if (!isObject(data) || typeof data.token !== "string") throw new Error("No token");
  return data.token;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}
