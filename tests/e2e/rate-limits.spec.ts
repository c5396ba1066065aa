/**
 * The sign-in and contact limits over HTTP. They run against a server of their own, started
 * here with the default limits (5 failed sign-ins per username and address and 20 per address
 * in 15 minutes, 50 per username in an hour; 30 messages per address and 5
 * per sender (e-mail address or phone number) in 10 minutes; a repeat within the hour stored once; a form sent within 2
 * seconds a bot's) on an empty database, because the shared test servers raise the limits for the other tests,
 * which all come from 127.0.0.1. The server trusts X-Forwarded-For from loopback, so each test
 * speaks from addresses of its own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import Database from "better-sqlite3";
import { hashPassword } from "~/auth/password.server";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "../../playwright.config";
import { uniqueTag } from "./support/database";
import { expect, test } from "./support/test";

const DIR = "tests/.tmp/limits";
const DB_PATH = `${DIR}/app.db`;

// One server for the whole file (the no-js project runs only @nojs tests, so not this file).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const LIMIT_VARIABLES = [
  "LOGIN_MAX_FAILURES",
  "LOGIN_WINDOW_MINUTES",
  "LOGIN_MAX_FAILURES_PER_ADDRESS",
  "LOGIN_MAX_FAILURES_PER_USERNAME",
  "LOGIN_USERNAME_WINDOW_MINUTES",
  "CONTACT_MAX_PER_WINDOW",
  "CONTACT_MAX_PER_EMAIL",
  "CONTACT_WINDOW_MINUTES",
  "CONTACT_DUPLICATE_MINUTES",
  "CONTACT_MIN_SECONDS",
];

let server: ChildProcess | undefined;
let base = "";

/** Starts server.ts on a free port with the default limits; resolves with its address. */
function startServer(): Promise<string> {
  // The limits are left at their defaults, whatever this shell has set.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !LIMIT_VARIABLES.includes(name)),
  );
  const child = spawn("node", ["server.ts"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: "0",
      DATABASE_PATH: DB_PATH,
      UPLOADS_DIR: `${DIR}/uploads`,
      SEED_DEMO: "0",
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server = child;
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace(/\/$/, ""));
    });
    child.once("exit", (code) => reject(new Error(`server.ts exited with ${code}: ${output}`)));
  });
}

function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DIR, { recursive: true, force: true });
  base = await startServer();
});

test.afterAll(async () => {
  await stopServer();
});

function from(address: string): Record<string, string> {
  return { "X-Forwarded-For": address };
}

/** A fresh address (of the 198.18.0.0/15 test range) per call, so tests never share one. */
let nextHost = 0;
function newAddress(): string {
  nextHost += 1;
  return `198.18.${Math.floor(nextHost / 256)}.${nextHost % 256}`;
}

function apiLogin(
  request: APIRequestContext,
  address: string,
  username: string,
  password: string,
): Promise<APIResponse> {
  return request.post(`${base}/api/auth/admin-login`, {
    headers: from(address),
    data: { username, password },
  });
}

function formLogin(
  request: APIRequestContext,
  address: string,
  username: string,
  password: string,
): Promise<APIResponse> {
  return request.post(`${base}/admin-login`, {
    headers: from(address),
    form: { username, password, redirectTo: "" },
    maxRedirects: 0,
  });
}

const TOO_MANY = /^Too many failed sign-in attempts\. Try again in (\d+) minutes?\.$/;

async function expectThrottled(response: APIResponse, minutes = 15): Promise<void> {
  expect(response.status()).toBe(429);
  const retryAfter = Number(response.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

/** A second administrator, made in the server's database, for a test of its own. */
async function createAdmin(username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const db = new Database(DB_PATH, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("INSERT INTO admin_users (username, password_hash) VALUES (?, ?)").run(
      username,
      passwordHash,
    );
  } finally {
    db.close();
  }
}

test.describe("sign-in throttle", () => {
  test("the API refuses a username from one address after 5 failures, with 429 and Retry-After; other addresses go on", async ({
    request,
  }) => {
    const username = `nobody-${uniqueTag()}`;
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await apiLogin(request, address, username, "wrong-password");
      expect(response.status(), `failure ${i + 1}`).toBe(401);
    }
    const refused = await apiLogin(request, address, username, "wrong-password");
    await expectThrottled(refused);
    const body = (await refused.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(TOO_MANY);
    expect(body.message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    // The same username from another address, another username from this one: checked.
    expect((await apiLogin(request, newAddress(), username, "x")).status()).toBe(401);
    expect((await apiLogin(request, address, `${username}-2`, "x")).status()).toBe(401);
  });

  test("the form refuses an address after 20 failures, whatever the usernames, and says so", async ({
    request,
  }) => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const response = await formLogin(request, address, `guess-${uniqueTag()}`, "wrong");
      expect(response.status(), `failure ${i + 1}`).toBe(401);
    }
    // Even the right password is refused from that address now, by the form and the API.
    const refused = await formLogin(request, address, ADMIN_USERNAME, ADMIN_PASSWORD);
    await expectThrottled(refused);
    const page = await refused.text();
    expect(page).toContain("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(refused.headers()["set-cookie"] ?? "").not.toContain("admin_session=");
    await expectThrottled(await apiLogin(request, address, ADMIN_USERNAME, ADMIN_PASSWORD));
    // The admin signs in from anywhere else.
    const elsewhere = await formLogin(request, newAddress(), ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(elsewhere.status()).toBe(302);
  });

  test("of 40 sign-ins sent at once from one address, 5 are checked and 35 refused unchecked", async ({
    request,
  }) => {
    const guessed = newAddress();
    for (const [send, username, address] of [
      [apiLogin, ADMIN_USERNAME, guessed],
      [formLogin, `burst-${uniqueTag()}`, newAddress()],
    ] as const) {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async (_, i) =>
          (await send(request, address, username, `wrong-${i}`)).status(),
        ),
      );
      const checked = statuses.filter((status) => status !== 429);
      expect(checked, `${send.name}: answers other than 429`).toEqual([401, 401, 401, 401, 401]);
    }
    // The right password is refused from there too; from elsewhere the admin signs in.
    await expectThrottled(await apiLogin(request, guessed, ADMIN_USERNAME, ADMIN_PASSWORD));
    expect((await apiLogin(request, newAddress(), ADMIN_USERNAME, ADMIN_PASSWORD)).status()).toBe(
      200,
    );
  });

  test("guesses from many addresses shut a username out for an hour, but not where it signed in before", async ({
    request,
  }) => {
    const username = `manager-${uniqueTag()}`;
    const password = "Manager-password-2025";
    await createAdmin(username, password);
    const known = newAddress();
    expect((await apiLogin(request, known, username, password)).status()).toBe(200);

    // 60 guesses at once, each from an address of its own: 50 are checked.
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async (_, i) =>
        (await apiLogin(request, newAddress(), username, `wrong-${i}`)).status(),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);

    // A new address is refused for an hour, even with the right password.
    const refused = await formLogin(request, newAddress(), username, password);
    await expectThrottled(refused, 60);
    expect(await refused.text()).toContain(
      "Too many failed sign-in attempts. Try again in 60 minutes.",
    );
    // The address the admin signed in from before still signs in, by the API and the form.
    expect((await apiLogin(request, known, username, password)).status()).toBe(200);
    expect((await formLogin(request, known, username, password)).status()).toBe(302);
  });

  test("a success clears that username's failures from that address", async ({ request }) => {
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) {
      expect((await apiLogin(request, address, ADMIN_USERNAME, "wrong")).status()).toBe(401);
    }
    expect((await apiLogin(request, address, ADMIN_USERNAME, ADMIN_PASSWORD)).status()).toBe(200);
    // Four more failures are again just failures: the earlier four were forgotten.
    for (let i = 0; i < 4; i += 1) {
      expect((await apiLogin(request, address, ADMIN_USERNAME, "wrong")).status()).toBe(401);
    }
    expect((await formLogin(request, address, ADMIN_USERNAME, ADMIN_PASSWORD)).status()).toBe(302);
  });
});

const MESSAGE = {
  name: "Limit Test Visitor",
  subject: "general",
  message: "Do you deliver to Okara?",
};

function countMessages(email: string, column: "email" | "phone" = "email"): number {
  const db = new Database(DB_PATH, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const row = db
      .prepare(`SELECT count(*) AS n FROM contact_messages WHERE ${column} = ?`)
      .get(email) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** A Pakistani mobile number of the test's own: 0300 and seven random digits. */
function newMobile(): string {
  return `0300${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
}

test.describe("contact limits", () => {
  test("the form takes 5 messages per e-mail address in 10 minutes, then refuses and keeps the text", async ({
    request,
  }) => {
    const email = `limit-${uniqueTag()}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      // From a different address each time: the limit follows the person.
      const sent = await request.post(`${base}/contact`, {
        headers: from(newAddress()),
        form: { ...MESSAGE, email, message: `Message ${i + 1}` },
      });
      expect(sent.status(), `message ${i + 1}`).toBe(200);
    }
    const typed = "A sixth question about whitefly on cotton";
    const address = newAddress();
    const refused = await request.post(`${base}/contact`, {
      headers: from(address),
      form: { ...MESSAGE, email: email.toUpperCase(), message: typed },
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(9 * 60);
    const page = await refused.text();
    expect(page).toContain(
      "You have sent several messages in a short time. Please try again in 10 minutes, or call us.",
    );
    expect(page).toContain(typed);
    expect(countMessages(email)).toBe(5);
    // Someone else writing from that address is not limited.
    const other = await request.post(`${base}/contact`, {
      headers: from(address),
      form: { ...MESSAGE, email: `other-${email}` },
    });
    expect(other.status()).toBe(200);
    expect(countMessages(`other-${email}`)).toBe(1);
  });

  test("one carrier address carries 30 farmers' messages in 10 minutes, then refuses", async ({
    request,
  }) => {
    const address = newAddress();
    const tag = uniqueTag();
    for (let i = 0; i < 30; i += 1) {
      const sent = await request.post(`${base}/api/contacts/submit`, {
        headers: from(address),
        data: { ...MESSAGE, email: `farmer-${i}-${tag}@example.com` },
      });
      expect(sent.status(), `farmer ${i + 1}`).toBe(201);
    }
    const refused = await request.post(`${base}/api/contacts/submit`, {
      headers: from(address),
      data: { ...MESSAGE, email: `farmer-30-${tag}@example.com` },
    });
    expect(refused.status()).toBe(429);
    expect(countMessages(`farmer-29-${tag}@example.com`)).toBe(1);
    expect(countMessages(`farmer-30-${tag}@example.com`)).toBe(0);
  });

  test("the API shares the e-mail limit and answers 429 in its envelope", async ({ request }) => {
    const email = `limit-api-${uniqueTag()}@example.com`;
    let n = 0;
    const submit = () =>
      request.post(`${base}/api/contacts/submit`, {
        headers: from(newAddress()),
        data: { ...MESSAGE, email, message: `API question ${(n += 1)}` },
      });
    for (let i = 0; i < 3; i += 1) expect((await submit()).status()).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const form = await request.post(`${base}/contact`, {
        headers: from(newAddress()),
        form: { ...MESSAGE, email, message: `Form question ${i}` },
      });
      expect(form.status()).toBe(200);
    }
    const refused = await submit();
    expect(refused.status()).toBe(429);
    expect(refused.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      success: false,
      message:
        "You have sent several messages in a short time. Please try again in 10 minutes, or call us.",
    });
    expect(countMessages(email)).toBe(5);
  });

  test("a phone number is a sender too: 5 in 10 minutes however it is written, a repeat stored once", async ({
    request,
  }) => {
    const typed = newMobile();
    const stored = `+92${typed.slice(1)}`;
    const ways = [typed, `${typed.slice(0, 4)}-${typed.slice(4)}`, stored, `0092${typed.slice(1)}`];
    for (let i = 0; i < 5; i += 1) {
      const sent = await request.post(`${base}/contact`, {
        headers: from(newAddress()),
        form: { ...MESSAGE, phone: ways[i % ways.length] ?? typed, message: `Call me (${i})` },
      });
      expect(sent.status(), `message ${i + 1}`).toBe(200);
    }
    // With an e-mail never used: the phone is still the same sender.
    const refused = await request.post(`${base}/api/contacts/submit`, {
      headers: from(newAddress()),
      data: { ...MESSAGE, phone: stored, email: `phone-${uniqueTag()}@example.com` },
    });
    expect(refused.status()).toBe(429);
    expect(countMessages(stored, "phone")).toBe(5);

    const other = newMobile();
    for (let i = 0; i < 3; i += 1) {
      const repeat = await request.post(`${base}/api/contacts/submit`, {
        headers: from(newAddress()),
        data: { ...MESSAGE, phone: i === 1 ? `+92 ${other.slice(1)}` : other },
      });
      expect(repeat.status()).toBe(201);
    }
    expect(countMessages(`+92${other.slice(1)}`, "phone")).toBe(1);
  });

  test("the same message sent again within the hour is thanked for and stored once", async ({
    request,
  }) => {
    const email = `repeat-${uniqueTag()}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      const sent = await request.post(`${base}/api/contacts/submit`, {
        headers: from(newAddress()),
        data: { ...MESSAGE, email },
      });
      expect(sent.status()).toBe(201);
    }
    expect(countMessages(email)).toBe(1);
  });

  test("a bot that fills the honeypot is told it was sent, and nothing is stored or counted", async ({
    request,
  }) => {
    const address = newAddress();
    const email = `bot-${uniqueTag()}@example.com`;
    for (let i = 0; i < 7; i += 1) {
      const bot = await request.post(`${base}/api/contacts/submit`, {
        headers: from(address),
        data: { ...MESSAGE, email, website: "http://cheap-pills.example", message: `Spam ${i}` },
      });
      expect(bot.status()).toBe(201);
    }
    expect(countMessages(email)).toBe(0);
    const person = await request.post(`${base}/contact`, {
      headers: from(address),
      form: { ...MESSAGE, email },
    });
    expect(person.status()).toBe(200);
    expect(countMessages(email)).toBe(1);
  });

  test("a form sent within 2 seconds of the page is a bot's: thanked, nothing stored", async ({
    request,
  }) => {
    let address = "";
    let email = "";
    let started: string | undefined;
    // The server goes by its own clock: a try answered 2 s or more after its page was made (a
    // busy machine) shows nothing, and is made again with a page, an address and an e-mail of
    // its own.
    await expect(async () => {
      address = newAddress();
      email = `quick-${uniqueTag()}@example.com`;
      const page = await (await request.get(`${base}/contact`, { headers: from(address) })).text();
      started = /name="started" value="([^"]+)"/.exec(page)?.[1];
      expect(started).toMatch(/^\d{13}\./);
      const quick = await request.post(`${base}/contact`, {
        headers: from(address),
        form: { ...MESSAGE, email, started: started ?? "" },
      });
      expect(Date.now() - Number(started?.slice(0, 13)), "answered within 2 s").toBeLessThan(2_000);
      expect(quick.status()).toBe(200);
      expect(await quick.text()).toContain("Thank you for your message!");
      expect(countMessages(email)).toBe(0);
    }).toPass({ timeout: 60_000 });
    await new Promise((wait) => setTimeout(wait, 2_100));
    const person = await request.post(`${base}/contact`, {
      headers: from(address),
      form: { ...MESSAGE, email, started: started ?? "" },
    });
    expect(person.status()).toBe(200);
    expect(countMessages(email)).toBe(1);
  });
});

test("the limits hold after the server restarts", async ({ request }) => {
  test.setTimeout(120_000);
  const address = newAddress();
  const username = `restart-${uniqueTag()}`;
  for (let i = 0; i < 5; i += 1) {
    expect((await apiLogin(request, address, username, "wrong")).status()).toBe(401);
  }
  await stopServer();
  base = await startServer();
  await expectThrottled(await apiLogin(request, address, username, "wrong"));
  expect((await apiLogin(request, newAddress(), username, "wrong")).status()).toBe(401);
});
