import { beforeAll, describe, expect, it } from "vitest";
import { pageArgs } from "#tests/setup/page-args";
import { resetDatabase } from "#tests/setup/db-helpers";
import { createAdminUser, type AdminUser } from "./admin-users.server";
import {
  checkSignInForm,
  endAdminSession,
  requireAdmin,
  safeRedirect,
  startAdminSession,
} from "./auth.server";
import { createAdminSession, deleteAdminSession } from "./sessions.server";

const PASSWORD = "Kissan-2004!";
let admin: AdminUser;

// One admin for the whole file: hashing the password is slow on purpose.
beforeAll(async () => {
  resetDatabase();
  admin = await createAdminUser("owner", PASSWORD);
}, 60_000);

/** The `name=value` part of a Set-Cookie header, as a browser sends it back. */
function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

/** What `run` threw; fails the test when it did not throw. */
async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("Expected a throw");
}

function page(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, { headers });
}

async function expectRedirectToLogin(request: Request, redirectTo: string): Promise<void> {
  const thrown = await thrownBy(() => requireAdmin(pageArgs(request)));
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "", "http://localhost");
  expect(location.pathname).toBe("/admin-login");
  expect(location.searchParams.get("redirectTo")).toBe(redirectTo);
}

describe("safeRedirect", () => {
  it("keeps local paths", () => {
    expect(safeRedirect("/admin/products")).toBe("/admin/products");
    expect(safeRedirect("/admin/contact?status=new")).toBe("/admin/contact?status=new");
    expect(safeRedirect("/")).toBe("/");
  });

  it("falls back to the dashboard for anything else", () => {
    for (const to of [
      "//evil.com",
      "https://evil.com",
      "/\\evil.com",
      "javascript:alert(1)",
      "/admin-login",
      "/admin-login?redirectTo=/admin/products",
      "admin/products",
      "",
      "/\t/evil.com",
      undefined,
      null,
      42,
    ]) {
      expect(safeRedirect(to), String(to)).toBe("/admin/dashboard");
    }
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirect("//evil.com", "/admin/gallery")).toBe("/admin/gallery");
  });

  it("percent-encodes what a Location header cannot carry, as a browser would", () => {
    expect(safeRedirect("/admin/products?q=کھاد")).toBe(
      "/admin/products?q=%DA%A9%DA%BE%D8%A7%D8%AF",
    );
    expect(safeRedirect("/admin/کھاد")).toBe("/admin/%DA%A9%DA%BE%D8%A7%D8%AF");
    expect(safeRedirect("/admin/products?q=a b")).toBe("/admin/products?q=a%20b");
    expect(safeRedirect("/admin/\u0001x")).toBe("/admin/%01x");
  });

  it("collapses leading slashes a path only gains once dots are resolved", () => {
    expect(safeRedirect("/.//evil.example")).toBe("/evil.example");
    expect(safeRedirect("/admin/..//evil.example/x")).toBe("/evil.example/x");
  });

  it("always answers a local path a redirect can carry, whatever it is given", () => {
    const nasty = [
      "/admin/products?q=کھاد#ک",
      "/\uD800x",
      "//[",
      "/\\/evil.example",
      "/./\\evil.example",
      "/.//evil.example",
      "/%2F%2Fevil.example",
      "/\n/evil.example",
      " /\t/evil.example",
      `/${"ک".repeat(5000)}`,
      "/admin\u0000",
      "/admin?x=\r\nSet-Cookie: a=b",
    ];
    for (const to of nasty) {
      const target = safeRedirect(to);
      expect(target, to).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(target, "https://site.example").origin, to).toBe("https://site.example");
      expect(() => new Headers({ location: target }), to).not.toThrow();
    }
  });
});

describe("requireAdmin", () => {
  it("sends a visitor without a session to sign in, then back to the page asked for", async () => {
    await expectRedirectToLogin(
      page("/admin/products?page=2&q=neem"),
      "/admin/products?page=2&q=neem",
    );
    await expectRedirectToLogin(page("/admin/dashboard"), "/admin/dashboard");
  });

  it("sends a client-side navigation back to the page, not to the data address it asked", async () => {
    const request = page("/admin/products.data?page=2&_routes=routes%2Fadmin.products");
    const thrown = await thrownBy(() =>
      requireAdmin({ request, url: new URL("http://localhost/admin/products?page=2") }),
    );
    const location = new URL(
      (thrown as Response).headers.get("location") ?? "",
      "http://localhost",
    );
    expect(location.searchParams.get("redirectTo")).toBe("/admin/products?page=2");
  });

  it("after a refused POST, sends the admin back to the page, not the action's query", async () => {
    const request = new Request("http://localhost/admin/categories?index", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete" }),
    });
    await expectRedirectToLogin(request, "/admin/categories");
  });

  it("accepts a bearer token of a live session", async () => {
    const session = createAdminSession(admin);
    const found = await requireAdmin(
      pageArgs(page("/api/contacts", { authorization: `Bearer ${session.token}` })),
    );
    expect(found.user).toEqual(admin);
    expect(found.token).toBe(session.token);
  });

  it("refuses an unknown or revoked bearer token", async () => {
    await expectRedirectToLogin(
      page("/admin/dashboard", { authorization: "Bearer not-a-real-token" }),
      "/admin/dashboard",
    );
    const session = createAdminSession(admin);
    deleteAdminSession(session.token);
    await expectRedirectToLogin(
      page("/admin/dashboard", { authorization: `Bearer ${session.token}` }),
      "/admin/dashboard",
    );
  });

  it("accepts the cookie of a session started at sign-in", async () => {
    const { session, setCookie } = await startAdminSession(page("/admin-login"), admin);
    const found = await requireAdmin(
      pageArgs(page("/admin/dashboard", { cookie: cookieOf(setCookie) })),
    );
    expect(found).toEqual(session);
    expect(found.user).toEqual(admin);
  });

  it("refuses a cookie carrying the bare token without its signature, or a tampered one", async () => {
    const { session, setCookie } = await startAdminSession(page("/admin-login"), admin);
    await expectRedirectToLogin(
      page("/admin/dashboard", { cookie: `admin_session=${session.token}` }),
      "/admin/dashboard",
    );
    // Change one character of the signed value: the signature no longer matches.
    const cookie = cookieOf(setCookie);
    const at = "admin_session=".length + 2;
    const tampered = `${cookie.slice(0, at)}${cookie[at] === "x" ? "y" : "x"}${cookie.slice(at + 1)}`;
    expect(tampered).not.toBe(cookie);
    await expectRedirectToLogin(page("/admin/dashboard", { cookie: tampered }), "/admin/dashboard");
  });

  it("refuses the cookie once the session is ended", async () => {
    const { setCookie } = await startAdminSession(page("/admin-login"), admin);
    const cookie = cookieOf(setCookie);
    const request = page("/admin/logout", { cookie });
    expect((await requireAdmin(pageArgs(request))).user).toEqual(admin);

    const cleared = await endAdminSession(request);
    expect(cleared).toMatch(/^admin_session=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    await expectRedirectToLogin(page("/admin/dashboard", { cookie }), "/admin/dashboard");
  });

  it("ends a session carried as a bearer token too", async () => {
    const session = createAdminSession(admin);
    const headers = { authorization: `Bearer ${session.token}` };
    await endAdminSession(page("/api/auth/logout", headers));
    await expectRedirectToLogin(page("/admin/dashboard", headers), "/admin/dashboard");
  });
});

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and not Secure over plain http", async () => {
    const { setCookie } = await startAdminSession(page("/admin-login"), admin);
    expect(setCookie).toMatch(/^admin_session=[^;]+;/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
  });

  it("is Secure over https", async () => {
    const { setCookie } = await startAdminSession(
      new Request("https://agro.example.pk/admin-login"),
      admin,
    );
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
  });

  it("is Secure behind a proxy that says the visitor used https", async () => {
    const { setCookie } = await startAdminSession(
      page("/admin-login", { "x-forwarded-proto": "https" }),
      admin,
    );
    expect(setCookie).toMatch(/;\s*Secure/i);
  });

  it("expires with the session", async () => {
    const { setCookie } = await startAdminSession(page("/admin-login"), admin);
    expect(setCookie).toMatch(/;\s*Max-Age=43200/i);
  });
});

describe("the sign-in form's check", { timeout: 60_000 }, () => {
  function signIn(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return checkSignInForm(form, "192.0.2.10");
  }

  it("returns the admin for the right username and password", async () => {
    expect(await signIn({ username: "owner", password: PASSWORD })).toEqual({
      ok: true,
      value: { kind: "signed-in", user: admin },
    });
    expect(await signIn({ username: "  owner ", password: PASSWORD })).toEqual({
      ok: true,
      value: { kind: "signed-in", user: admin },
    });
  });

  it("refuses empty or missing fields with the message the form shows", async () => {
    const cases: Record<string, string>[] = [
      { username: "", password: "" },
      { username: "owner", password: "" },
      { username: "   ", password: PASSWORD },
      { password: PASSWORD },
      { username: "owner" },
    ];
    for (const fields of cases) {
      const result = await signIn(fields);
      expect(result, JSON.stringify(fields)).toMatchObject({
        ok: false,
        status: 400,
        message: "Please enter both username and password",
      });
    }
  });

  it("refuses a wrong password or an unknown user with one message", async () => {
    for (const fields of [
      { username: "owner", password: "wrong-password" },
      { username: "nobody", password: PASSWORD },
    ]) {
      const result = await signIn(fields);
      expect(result, JSON.stringify(fields)).toMatchObject({
        ok: false,
        status: 401,
        message: "Invalid username or password",
      });
    }
  });
});
