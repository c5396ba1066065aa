// E-mail notifications of new contact messages, through a real SMTP server (smtp-server) on
// this machine: each message reaches the staff once, also when the mail server was down when
// it came and the app was killed and restarted meanwhile. No browser is needed.
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { ur } from "~/i18n/messages/ur";
import {
  killIfRunning,
  serverFolder,
  specPort,
  startServer,
  type ServerProcess,
} from "./support/server-process";

test.describe.configure({ mode: "serial" });

const APP_PORT = specPort(73);
const SMTP_PORT = specPort(74);
const STAFF = ["sales@agro.example", "owner@agro.example"];
/** How long a mail may take to arrive on a busy machine (the sender tries at once). */
const DELIVERY_TIMEOUT = 30_000;

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps every mail it accepts. */
async function startMailServer(received: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  await new Promise<void>((listening) => server.listen(SMTP_PORT, "127.0.0.1", listening));
  return server;
}

function stopMailServer(server: SMTPServer): Promise<void> {
  return new Promise((closed) => server.close(() => closed()));
}

/** A header of a raw mail, unfolded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(unfolded)?.[1];
}

function outboxOf(server: ServerProcess) {
  const sqlite = new Database(server.databasePath, { readonly: true, fileMustExist: true });
  try {
    return sqlite
      .prepare("select contact_id, attempts, last_error, sent_at from notification_outbox")
      .all() as {
      contact_id: number;
      attempts: number;
      last_error: string | null;
      sent_at: string | null;
    }[];
  } finally {
    sqlite.close();
  }
}

async function submit(server: ServerProcess, fields: Record<string, string>): Promise<void> {
  const answer = await fetch(`${server.origin}/api/contacts/submit`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
    body: JSON.stringify({ subject: "bulk-order", ...fields }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

const appEnv = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  NOTIFY_EMAIL: STAFF.join(", "),
  PUBLIC_URL: "https://agro.example",
  MAIL_FROM: "website@agro.example",
};

let app: ServerProcess | undefined;
let mail: SMTPServer | undefined;
test.afterEach(async () => {
  killIfRunning(app);
  if (mail) await stopMailServer(mail);
  mail = undefined;
});

test("a new message reaches every staff address at once, with the visitor to reply to", async () => {
  const received: ReceivedMail[] = [];
  mail = await startMailServer(received);
  app = await startServer(APP_PORT, serverFolder("notify-at-once"), appEnv);
  await submit(app, {
    name: "Rana Akbar\r\nBcc: everyone@example.com",
    email: "rana@example.com",
    phone: "0300 1234567",
    message: "مجھے کپاس کے لیے 50 بوتلیں چاہییں <b>جلدی</b>",
  });
  await expect.poll(() => received.length, { timeout: DELIVERY_TIMEOUT }).toBe(1);
  const [notification] = received;
  expect(notification?.to).toEqual(STAFF);
  expect(notification?.from).toBe("website@agro.example");
  const raw = notification?.raw ?? "";
  expect(header(raw, "Reply-To")).toBe('"Rana Akbar Bcc: everyone@example.com" <rana@example.com>');
  expect(header(raw, "Subject")).toBe(
    "New enquiry from Rana Akbar Bcc: everyone@example.com: Bulk Order",
  );
  expect(header(raw, "Bcc")).toBeUndefined();
  expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
  expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  // Quoted-printable in transit: the link and the tap-to-call number.
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const text = Buffer.from(decoded, "latin1").toString("utf8");
  expect(text).toContain("https://agro.example/admin/contact?view=1");
  expect(text).toContain('href="tel:+923001234567"');
  expect(text).toContain("مجھے کپاس کے لیے 50 بوتلیں چاہییں");
  expect(text).toContain("&lt;b&gt;جلدی&lt;/b&gt;");
  expect(text).not.toContain("<b>جلدی</b></div>");
  // The SMTP server has the mail a moment before the sender, told it was accepted, marks it sent.
  await expect
    .poll(() => outboxOf(app!), { timeout: DELIVERY_TIMEOUT })
    .toMatchObject([{ contact_id: 1, attempts: 0, sent_at: expect.any(String) }]);
});

/** The text/plain part of a raw mail, decoded from quoted-printable. */
function textPart(raw: string): string {
  const part =
    /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  const [, encoding = "", body = ""] = part ?? [];
  if (encoding.toLowerCase() !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function contactRows(server: ServerProcess) {
  const sqlite = new Database(server.databasePath, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare("select name, email, phone from contact_messages").all() as {
      name: string;
      email: string | null;
      phone: string | null;
    }[];
  } finally {
    sqlite.close();
  }
}

test("a line break in a visitor's name or phone stays out of the lines of the staff's mail", async () => {
  const received: ReceivedMail[] = [];
  mail = await startMailServer(received);
  app = await startServer(APP_PORT, serverFolder("notify-one-line"), appEnv);
  await submit(app, {
    name: "Rana Akbar\r\nBcc: everyone@example.com\u2028Cc: boss@example.com",
    email: "rana@example.com",
    phone: "0300\n\n1234567",
    message: "First line.\nSecond line.",
  });
  await expect.poll(() => received.length, { timeout: DELIVERY_TIMEOUT }).toBe(1);
  const lines = textPart(received[0]?.raw ?? "").split(/\r?\n/);
  expect(lines).toContain("Name: Rana Akbar Bcc: everyone@example.com Cc: boss@example.com");
  // The number is stored in one form, so it is one line whatever was sent.
  expect(lines).toContain("Phone: +923001234567");
  expect(lines.filter((line) => /^(Bcc|Cc|1234567)\b/.test(line))).toEqual([]);
  // The message keeps its own lines.
  expect(lines).toEqual(expect.arrayContaining(["First line.", "Second line."]));
  // Stored clean, so the inbox, its export and the API show it on one line too.
  expect(contactRows(app)).toEqual([
    {
      name: "Rana Akbar Bcc: everyone@example.com Cc: boss@example.com",
      email: "rana@example.com",
      phone: "+923001234567",
    },
  ]);
});

test("a farmer's message with only a phone, sent from the Urdu page on a phone, reaches the staff with a call and a WhatsApp link", async ({
  page,
}) => {
  const received: ReceivedMail[] = [];
  mail = await startMailServer(received);
  app = await startServer(APP_PORT, serverFolder("notify-phone-only"), appEnv);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.origin}/ur/contact`);
  await page.waitForLoadState("load");
  await page.getByLabel(ur.contact.form.name).fill("غلام رسول");
  await page.getByLabel(ur.contact.form.phone).fill("0300 1234567");
  await page.getByLabel(ur.contact.form.subject).selectOption("technical-support");
  await page
    .getByLabel(ur.contact.form.message)
    .fill("کپاس پر سفید مکھی کا حملہ ہے، کون سی دوا ڈالوں؟");
  await page.getByRole("button", { name: ur.contact.form.send }).click();
  await expect(page.getByRole("status")).toHaveText(ur.contact.form.sent);
  expect(contactRows(app)).toEqual([{ name: "غلام رسول", email: null, phone: "+923001234567" }]);

  await expect.poll(() => received.length, { timeout: DELIVERY_TIMEOUT }).toBe(1);
  const raw = received[0]?.raw ?? "";
  // Nobody to reply to by e-mail: staff call or write on WhatsApp.
  expect(header(raw, "Reply-To")).toBeUndefined();
  const lines = textPart(raw).split(/\r?\n/);
  expect(lines).toContain("Phone: +923001234567");
  expect(lines).toContain("E-mail: not given");
  expect(lines).toContain("No e-mail was given: call the visitor or write on WhatsApp.");
  const chat = new URL(lines.find((line) => line.startsWith("WhatsApp: "))?.slice(10) ?? "");
  expect(chat.origin + chat.pathname).toBe("https://wa.me/923001234567");
  expect(chat.searchParams.get("text")).toBe(
    "السلام علیکم غلام رسول! ہم گرین فیلڈز ایگرو سے آپ کے پیغام کے سلسلے میں بات کر رہے ہیں۔",
  );
  const decoded = Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
  expect(decoded).toContain('<a href="tel:+923001234567">+923001234567</a>');
  expect(decoded).toContain(`<a href="${chat.href.replace(/&/g, "&amp;")}">`);
  expect(decoded).not.toContain("mailto:");
});

test("a message sent while the mail server is down is delivered once after a kill and restart", async () => {
  test.setTimeout(120_000);
  const folder = serverFolder("notify-outage");
  app = await startServer(APP_PORT, folder, appEnv);
  // No mail server: the visitor is still thanked, well within the mail client's own limits
  // (10 s to connect, 10 s for the greeting), however busy the machine.
  const started = Date.now();
  await submit(app, {
    name: "Outage Farmer",
    email: "outage@example.com",
    message: "Rust on wheat.",
  });
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect
    .poll(() => outboxOf(app as ServerProcess)[0]?.attempts ?? 0, { timeout: DELIVERY_TIMEOUT })
    .toBeGreaterThan(0);
  expect(outboxOf(app)[0]).toMatchObject({
    sent_at: null,
    last_error: expect.stringMatching(/ECONNREFUSED/),
  });

  app.child.kill("SIGKILL");
  await app.exited;
  const received: ReceivedMail[] = [];
  mail = await startMailServer(received);
  app = await startServer(APP_PORT, folder, appEnv);
  await expect.poll(() => received.length, { timeout: DELIVERY_TIMEOUT }).toBe(1);
  expect(header(received[0]?.raw ?? "", "Reply-To")).toBe("Outage Farmer <outage@example.com>");

  // Restarted again: nothing is sent twice. The sender sends what is due oldest first, one
  // after the other, so once a newer message's mail has come, the older one would have too.
  await stopMailServer(mail);
  const again: ReceivedMail[] = [];
  mail = await startMailServer(again);
  app.child.kill("SIGTERM");
  await app.exited;
  app = await startServer(APP_PORT, folder, appEnv);
  await submit(app, { name: "Later Farmer", email: "later@example.com", message: "Aphids." });
  await expect.poll(() => again.length, { timeout: DELIVERY_TIMEOUT }).toBeGreaterThan(0);
  expect(again.map((sent) => header(sent.raw, "Reply-To"))).toEqual([
    "Later Farmer <later@example.com>",
  ]);
  expect(received).toHaveLength(1);
  await expect
    .poll(() => outboxOf(app!), { timeout: DELIVERY_TIMEOUT })
    .toMatchObject([{ sent_at: expect.any(String) }, { sent_at: expect.any(String) }]);
});

test("without SMTP_URL nothing is queued and the dashboard says notifications are off", async ({
  page,
}) => {
  app = await startServer(APP_PORT, serverFolder("notify-off"));
  await submit(app, { name: "Quiet Farmer", email: "quiet@example.com", message: "Hello." });
  expect(outboxOf(app)).toEqual([]);
  await page.goto(`${app.origin}/admin-login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("durability-admin-password");
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page.getByRole("heading", { name: "E-mail notifications are off" })).toBeVisible();
});
