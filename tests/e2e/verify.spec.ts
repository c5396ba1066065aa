/**
 * Pack verification as a farmer meets it on a phone (390 px), in Urdu and English, with
 * JavaScript and without (@nojs): a code from under the scratch panel is genuine, then checked
 * before; an expired and a recalled batch say not to use the pack; an unknown code leads to a
 * report, with a photo, that reaches the staff's inbox and their mail; too many checks are
 * refused in the page's words. Batches and codes are made in the servers' databases with their
 * keys (tests/setup/pack-codes.ts).
 */
import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { products } from "~/db/schema";
import { en } from "~/i18n/messages/en";
import { ur } from "~/i18n/messages/ur";
import type { Locale } from "~/i18n/locale";
import type { Messages } from "~/i18n/messages/types";
import { formatPackCode } from "~/verification/pack-code";
import {
  daysFromToday,
  insertBatchWithCodes,
  removeBatch,
  serverPackCodeKey,
  type TestBatch,
} from "#tests/setup/pack-codes";
import { uniqueTag, withDb } from "./support/database";
import { makePngFile } from "./support/files";
import {
  killIfRunning,
  serverFolder,
  specPort,
  startServer,
  type ServerProcess,
} from "./support/server-process";
import { DASHBOARD_PATH, DB_PATHS, SEEDED_URL, WORK_URL } from "./support/servers";
import { signIn } from "./support/sign-in";
import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };
const DHAAL = "dhaal-imidacloprid-20-sl";
const WORDS: Record<Locale, Messages["verify"]> = { en: en.verify, ur: ur.verify };
const prefix = (locale: Locale) => (locale === "ur" ? "/ur" : "");

/**
 * A farmer's phone: programs (crawlers, link previews, headless browsers by their own name) are
 * shown the form and never counted as a check.
 */
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

test.use({ viewport: PHONE, userAgent: ANDROID_PHONE });
/** A request as that phone's browser sends it (the API client names itself Playwright). */
const AS_PHONE = { headers: { "User-Agent": ANDROID_PHONE } };

/** Batches this test made on the work server, removed when it ends. */
let made: number[] = [];
test.afterEach(() => {
  withDb("work", (db) => made.forEach((batchId) => removeBatch(db, batchId)));
  made = [];
});

/** A batch of the demo product Dhaal on the work server, with two codes unless said. */
function batch(fields: Partial<TestBatch> = {}) {
  const key = serverPackCodeKey(DB_PATHS.work);
  const batchNumber = fields.batchNumber ?? `E2E-${uniqueTag()}`;
  return withDb("work", (db) => {
    const product = db.select().from(products).where(eq(products.slug, DHAAL)).get();
    if (!product) throw new Error(`No product ${DHAAL} on the work server`);
    const inserted = insertBatchWithCodes(
      db,
      { productId: product.id, codes: 2, ...fields, batchNumber },
      key,
    );
    made.push(inserted.batchId);
    return { ...inserted, product, batchNumber };
  });
}

const answerHeading = (page: import("@playwright/test").Page) => page.locator(".verify-answer h2");

for (const locale of ["en", "ur"] as const) {
  const words = WORDS[locale];

  test(`${locale}: a code typed as a farmer types it is genuine, and checked again it warns of a copy @nojs`, async ({
    page,
  }) => {
    const { codes, product } = batch({ expiresOn: "2031-06-30" });
    const code = codes[0] ?? "";
    await page.goto(`${WORK_URL}${prefix(locale)}/verify`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    // Small letters, spaces in odd places: the same code.
    const typed = `${code.slice(0, 5).toLowerCase()} ${code.slice(5, 9)} - ${code.slice(9)}`;
    await page.getByLabel(words.code).fill(typed);
    await page.getByLabel(words.district).selectOption("multan");
    await page.getByRole("button", { name: words.check }).click();
    await expect(answerHeading(page)).toHaveText(words.genuine);
    const answer = page.locator(".verify-answer");
    await expect(answer).toContainText(locale === "ur" ? (product.nameUr ?? "") : product.name);
    await expect(answer).toContainText(formatPackCode(code));
    await expect(answer).toContainText(locale === "ur" ? "30 جون 2031" : "June 30, 2031");
    await expect(answer.getByRole("link")).toHaveAttribute(
      "href",
      `${prefix(locale)}/category/insecticides/${DHAAL}`,
    );
    // Found: the form below is empty, for another pack.
    await expect(page.getByLabel(words.code)).toHaveValue("");

    // The same code again, from the QR link: checked before, in Multan.
    await page.goto(`${WORK_URL}${prefix(locale)}/verify?code=${formatPackCode(code)}`);
    await expect(answerHeading(page)).toHaveText(words.repeat);
    await expect(page.locator(".verify-answer")).toContainText(
      locale === "ur" ? "ملتان میں" : "in Multan",
    );
    // A copy may be reported: behind its switch.
    await expect(page.getByText(words.report.open)).toBeVisible();
  });

  test(`${locale}: an expired and a recalled batch say not to use the pack, and why @nojs`, async ({
    page,
  }) => {
    const expired = batch({ expiresOn: daysFromToday(-3) });
    const recalled = batch({
      recalled: true,
      recallNote: "Sealed wrongly at the plant: it may have leaked.",
      recallNoteUr: "فیکٹری میں غلط بند ہوا: رس سکتا ہے۔",
    });
    await page.goto(`${WORK_URL}${prefix(locale)}/verify?code=${expired.codes[0]}`);
    await expect(answerHeading(page)).toHaveText(words.expired);
    await expect(page.locator(".verify-answer")).toHaveClass(/verify-danger/);
    await page.goto(`${WORK_URL}${prefix(locale)}/verify?code=${recalled.codes[0]}`);
    await expect(answerHeading(page)).toHaveText(words.recalled);
    await expect(page.locator(".verify-answer")).toContainText(
      locale === "ur" ? "فیکٹری میں غلط بند ہوا" : "Sealed wrongly at the plant",
    );
    // What cannot be a code: not ours, and most likely mistyped, so the typing is kept to fix.
    await page.goto(`${WORK_URL}${prefix(locale)}/verify?code=hello0`);
    await expect(answerHeading(page)).toHaveText(words.unknown);
    await expect(page.locator(".verify-answer")).toContainText("AC3F-7KXM-P4TY");
    await expect(page.getByLabel(words.code)).toHaveValue("hello0");
    await expect(page.getByText(words.report.open)).toBeVisible();
    // Only the batch number: the batch's state, and that it cannot vouch for one pack.
    await page.goto(`${WORK_URL}${prefix(locale)}/verify`);
    await page.getByText(words.batchSwitch).click();
    await page.getByLabel(words.batch, { exact: true }).fill(expired.batchNumber.toLowerCase());
    await page.getByRole("button", { name: words.check }).click();
    await expect(answerHeading(page)).toHaveText(words.expired);
  });
}

test("an answer is kept by no cache, and a browser's prefetch, a HEAD or a link preview is no check", async ({
  request,
}) => {
  const { codes } = batch();
  const url = `${WORK_URL}/verify?code=${codes[0]}`;
  const prefetched = await request.get(url, { headers: { "Sec-Purpose": "prefetch" } });
  expect(prefetched.status()).toBe(503);
  expect(prefetched.headers()["cache-control"]).toBe("private, no-store");
  const legacy = await request.get(url, { headers: { Purpose: "prefetch" } });
  expect(legacy.status()).toBe(503);
  const head = await request.head(url, AS_PHONE);
  expect(head.headers()["cache-control"]).toBe("private, no-store");
  // WhatsApp fetching the link a farmer shares, to draw its preview: the form, no answer.
  const preview = await request.get(url, { headers: { "User-Agent": "WhatsApp/2.23.20.0 A" } });
  expect(preview.status()).toBe(200);
  const previewPage = await preview.text();
  expect(previewPage).toContain(en.verify.title);
  expect(previewPage).not.toContain(en.verify.genuineText);
  const visit = await request.get(url, AS_PHONE);
  expect(visit.status()).toBe(200);
  expect(visit.headers()["cache-control"]).toBe("private, no-store");
  expect(visit.headers()["x-offline-copy"]).toBeUndefined();
  expect(await visit.text()).toContain(en.verify.genuineText);
  // Not kept: the next visit is answered afresh, and counted.
  const again = await request.get(url, AS_PHONE);
  expect(again.headers()["x-cache"]).not.toBe("HIT");
  expect(await again.text()).toContain(en.verify.repeat);
});

test("GET /api/verify answers a gateway with the structured answer and one SMS", async ({
  request,
}) => {
  const { codes, product } = batch();
  const first = await request.get(`${WORK_URL}/api/verify`, {
    params: { code: (codes[0] ?? "").toLowerCase(), district: "okara", lang: "ur" },
  });
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("private, no-store");
  const { data } = (await first.json()) as { data: Record<string, unknown> & { text: string } };
  expect(data).toMatchObject({
    outcome: "genuine",
    method: "code",
    checked: formatPackCode(codes[0] ?? ""),
    product: { _id: String(product.id), slug: DHAAL },
    firstCheck: null,
  });
  expect(data.text.length).toBeLessThanOrEqual(70);
  expect(data.text).toMatch(/^اصلی: /);
  const second = await request.get(`${WORK_URL}/api/verify`, { params: { code: codes[0] ?? "" } });
  const repeat = (
    (await second.json()) as { data: { outcome: string; text: string; firstCheck: unknown } }
  ).data;
  expect(repeat).toMatchObject({ outcome: "repeat", firstCheck: { district: "okara" } });
  expect(repeat.text.length).toBeLessThanOrEqual(160);
  const none = await request.get(`${WORK_URL}/api/verify`);
  expect(none.status()).toBe(400);
  expect(await none.json()).toMatchObject({
    success: false,
    errors: { code: en.verify.errors.codeOrBatchRequired },
  });
  const report = await request.post(`${WORK_URL}/api/verify/reports`, {
    data: {
      packCode: "AC3F 7KXM P4TY",
      district: "vehari",
      shop: `API shop ${uniqueTag()}`,
      phone: "0301 7654321",
    },
  });
  expect(report.status()).toBe(201);
  const refused = await request.post(`${WORK_URL}/api/verify/reports`, {
    data: { packCode: "AC3F", district: "nowhere", shop: "", phone: "" },
  });
  expect(refused.status()).toBe(400);
  expect(Object.keys(((await refused.json()) as { errors: object }).errors).sort()).toEqual([
    "district",
    "phone",
    "shop",
  ]);
});

/** The bytes of a page as the server sends them to a browser that takes brotli or gzip. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(
      url,
      { headers: { "Accept-Encoding": "br, gzip", Accept: "text/html" } },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      },
    );
    asked.on("error", reject);
    asked.end();
  });
}

test("the answer with its report form arrives in the first round trip (14 KB)", async () => {
  // On the demo catalogue, as every page's budget is measured: the work server's menus grow
  // with the categories other tests add.
  for (const path of ["/ur/verify?code=AC3F-7KXM-P4TY", "/verify?code=AC3F-7KXM-P4TY"]) {
    expect(await bytesOnTheWire(`${SEEDED_URL}${path}`), path).toBeLessThanOrEqual(14 * 1024);
  }
});

/* ---------------------------------------------------------------------------------------- */
/* A server of the spec's own: the report's mail, and the limit on checks                    */
/* ---------------------------------------------------------------------------------------- */

interface ReceivedMail {
  subject: string;
  raw: string;
}

async function startMailServer(port: number, received: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
        received.push({ subject: /^Subject: (.*)$/im.exec(head)?.[1] ?? "", raw });
        done();
      });
    },
  });
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
  return server;
}

let app: ServerProcess | undefined;
let mail: SMTPServer | undefined;
test.afterEach(async () => {
  killIfRunning(app);
  app = undefined;
  const server = mail;
  mail = undefined;
  if (server) await new Promise<void>((closed) => server.close(() => closed()));
});

/** The spec's own ports, apart for the two projects, which may run at the same time. */
const ownPort = (offset: number, project: string) =>
  specPort(86 + offset + (project === "js" ? 0 : 3));

test("an unknown code's report, with a photo, reaches the staff's inbox and their mail, in both languages @nojs", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const received: ReceivedMail[] = [];
  const smtpPort = ownPort(1, testInfo.project.name);
  mail = await startMailServer(smtpPort, received);
  app = await startServer(
    ownPort(0, testInfo.project.name),
    serverFolder(`verify-report-${testInfo.project.name}`),
    {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL: "staff@agro.example",
      PUBLIC_URL: "https://agro.example",
    },
  );
  const photo = await makePngFile(testInfo, "pack.png", 800, 600);
  const shops = { en: "Kisan Traders, Vehari Road", ur: "کسان ٹریڈرز" };
  for (const locale of ["en", "ur"] as const) {
    const words = WORDS[locale];
    await page.goto(`${app.origin}${prefix(locale)}/verify`);
    await page.getByLabel(words.code).fill("AC3F 7KXM P4TY");
    await page.getByRole("button", { name: words.check }).click();
    await expect(answerHeading(page)).toHaveText(words.unknown);
    const form = page.locator(".verify-report-form");
    await form.getByLabel(words.report.district).selectOption("multan");
    await form.getByLabel(words.report.shop).fill(shops[locale]);
    await form.getByLabel(words.report.phone).fill("0300-1234567");
    await form.getByLabel(words.report.photo).setInputFiles(photo);
    await form.getByRole("button", { name: words.report.send }).click();
    await expect(page.locator(".verify .banner-success")).toHaveText(words.report.sent);
  }
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
  expect(received.map((one) => one.subject)).toContain(
    "Suspect pack reported: Kisan Traders, Vehari Road, Multan",
  );

  await signIn(page, {
    from: `${app.origin}/admin-login`,
    username: "admin",
    password: "durability-admin-password",
  });
  await expect(page).toHaveURL((url) => url.pathname === DASHBOARD_PATH);
  await page.goto(`${app.origin}/admin/contact?kind=pack-report`);
  const rows = page.locator(".admin-table tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Pack report");
  await expect(rows.first()).toContainText("Multan");
  await rows.filter({ hasText: shops.en }).getByRole("link", { name: "View" }).click();
  const details = page.getByRole("dialog");
  // What he checked, as the page showed it to him.
  await expect(details).toContainText("AC3F-7KXM-P4TY");
  await expect(details).toContainText(shops.en);
  const picture = details.getByRole("img", { name: /The pack, as the farmer photographed it/ });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The photo is for staff only.
  const source = (await picture.getAttribute("src")) ?? "";
  expect(source).toMatch(/^\/uploads\/pack-reports\//);
  expect((await fetch(`${app.origin}${source}`)).status).toBe(404);
  // Enquiries alone do not list it.
  await page.goto(`${app.origin}/admin/contact?kind=enquiry`);
  await expect(page.getByText("No messages match this filter.")).toBeVisible();
});

test("too many checks from one address are refused in the page's language, with when to try again", async ({
  page,
  request,
}, testInfo) => {
  app = await startServer(ownPort(2, testInfo.project.name), serverFolder("verify-limit"), {
    VERIFY_MAX_PER_WINDOW: "2",
    VERIFY_WINDOW_MINUTES: "10",
  });
  for (let check = 0; check < 2; check += 1) {
    const answer = await request.get(`${app.origin}/verify?code=AC3F-7KXM-P4T${check}`, AS_PHONE);
    expect(answer.status()).toBe(200);
  }
  const refused = await page.goto(`${app.origin}/ur/verify?code=AC3F-7KXM-P4TY`);
  expect(refused?.status()).toBe(429);
  expect(Number(refused?.headers()["retry-after"])).toBeGreaterThan(500);
  await expect(page.getByRole("alert")).toContainText("آپ نے تھوڑی دیر میں بہت بار چیک کیا ہے");
  await expect(page.getByRole("alert")).toContainText("10 منٹ");
  const english = await page.goto(`${app.origin}/verify?code=AC3F-7KXM-P4TY`);
  expect(english?.status()).toBe(429);
  await expect(page.getByRole("alert")).toContainText(
    "You have made many checks in a short time. Please try again in 10 minutes",
  );
  // The form stays, to try again later.
  await expect(page.getByLabel(en.verify.code)).toHaveValue("AC3F-7KXM-P4TY");
  const api = await request.get(`${app.origin}/api/verify?code=AC3F-7KXM-P4TY`);
  expect(api.status()).toBe(429);
  expect(api.headers()["retry-after"]).toBeDefined();
});
