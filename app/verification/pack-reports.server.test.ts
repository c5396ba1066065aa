import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/db.server";
import { contactMessages, notificationOutbox } from "~/db/schema";
import { getContactMessage, listContactMessages } from "~/contacts/contacts.server";
import { formTimingToken } from "~/abuse/form-timing.server";
import { enquiryMail } from "~/notifications/enquiry-mail";
import { resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { imageFilesExist, pngFile, uploadedFiles } from "#tests/setup/uploads";
import { answerPackReportForm, submitPackReport } from "./pack-reports.server";

// Notifications on, so a report is queued for the staff's mail like an enquiry.
vi.hoisted(() => {
  process.env.SMTP_URL = "smtp://127.0.0.1:2525";
  process.env.NOTIFY_EMAIL = "staff@example.com";
});

const report = {
  packCode: "ac3f 7kxm p4ty",
  district: "multan",
  shop: "Kisan Traders, Vehari Road",
  phone: "0300-1234567",
  name: "Ghulam Rasool",
  note: "Half the usual price.",
};

const stored = () => db().select().from(contactMessages).all();
const outbox = () => db().select().from(notificationOutbox).all();

beforeEach(resetDatabaseAndUploads);

describe("submitPackReport", () => {
  it("stores a report as an inbox message of its own kind, queued for the staff's mail in the same write", async () => {
    const result = await submitPackReport(report, null, {
      locale: "ur",
      clientAddress: "203.0.113.5",
    });
    expect(result).toEqual({
      ok: true,
      value:
        "شکریہ۔ آپ کی شکایت ہماری ٹیم تک پہنچ گئی ہے: ہم اس دکان کی چھان بین کریں گے اور آپ کو فون کر سکتے ہیں۔",
    });
    const [row] = stored();
    expect(row).toMatchObject({
      kind: "pack-report",
      subject: "pack-report",
      status: "new",
      name: "Ghulam Rasool",
      phone: "+923001234567",
      email: null,
      message: "Half the usual price.",
      language: "ur",
      district: "multan",
      shop: "Kisan Traders, Vehari Road",
      packCode: "ac3f 7kxm p4ty",
      photoKey: null,
    });
    expect(outbox()).toMatchObject([{ contactId: row?.id, attempts: 0, sentAt: null }]);
    // The inbox lists it under its kind, not among the enquiries.
    expect(listContactMessages({ kind: "pack-report" }).map((message) => message.id)).toEqual([
      row?.id,
    ]);
    expect(listContactMessages({ kind: "enquiry" })).toEqual([]);
    // The staff's mail says what it is.
    const mail = enquiryMail(getContactMessage(row?.id ?? 0)!, {
      to: ["staff@example.com"],
      from: "website@example.com",
      origin: "https://example.com",
    });
    expect(mail.subject).toBe("Suspect pack reported: Kisan Traders, Vehari Road, Multan");
    expect(mail.text).toContain("A farmer reported a suspect pack");
    expect(mail.text).toContain("Code or batch typed: ac3f 7kxm p4ty");
    expect(mail.text).toContain("Bought in: Multan");
  });

  it("keeps a photo of the pack among the pictures only staff are sent", async () => {
    const photo = await pngFile("IMG_2041.png", 1600, 1200);
    const result = await submitPackReport(report, photo, { locale: "en" });
    expect(result.ok).toBe(true);
    const [row] = stored();
    expect(row?.photoKey).toMatch(/^pack-reports\/[0-9a-f]{24}$/);
    expect(row).toMatchObject({ photoWidth: 1280, photoHeight: 960 });
    expect(imageFilesExist({ key: row?.photoKey ?? "", width: 1280, height: 960 })).toBe(true);
  });

  it("refuses a report without a district, a shop or a phone, in the page's language, and keeps no photo", async () => {
    const photo = await pngFile("pack.png", 100);
    const result = await submitPackReport(
      { ...report, district: "", shop: " ", phone: "" },
      photo,
      { locale: "ur" },
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        district: "براہِ کرم وہ ضلع چنیں جہاں سے آپ نے خریدا",
        shop: "براہِ کرم دکان کا نام لکھیں",
        phone: "براہِ کرم اپنا فون نمبر لکھیں تاکہ ہماری ٹیم آپ کو فون کر سکے",
      },
    });
    expect(stored()).toEqual([]);
    expect(uploadedFiles("pack-reports")).toEqual([]);
  });

  it("refuses a file that is no picture, and one too large, beside the other fields", async () => {
    const text = new File(["not a picture"], "notes.png", { type: "image/png" });
    expect(await submitPackReport(report, text, { locale: "en" })).toMatchObject({
      ok: false,
      status: 400,
      errors: { photo: "The photo must be a JPG, PNG or WebP picture" },
    });
    const pdf = new File(["%PDF"], "bill.pdf", { type: "application/pdf" });
    expect(await submitPackReport({ ...report, shop: "" }, pdf, { locale: "en" })).toMatchObject({
      status: 400,
      errors: {
        shop: "Please write the name of the shop",
        photo: "The photo must be a JPG, PNG or WebP picture",
      },
    });
    expect(stored()).toEqual([]);
  });

  it("follows the contact form's rules: a bot is thanked and nothing is stored, a repeat is stored once", async () => {
    const bot = await submitPackReport({ ...report, website: "http://spam.example" }, null, {
      locale: "en",
    });
    expect(bot.ok).toBe(true);
    const quick = await submitPackReport({ ...report, started: formTimingToken() }, null, {
      locale: "en",
    });
    expect(quick.ok).toBe(true);
    expect(stored()).toEqual([]);
    await submitPackReport(report, null, { locale: "en" });
    await submitPackReport(report, null, { locale: "en" });
    expect(stored()).toHaveLength(1);
    // Another shop from the same phone is another report.
    await submitPackReport({ ...report, shop: "Zamindar Seeds" }, null, { locale: "en" });
    expect(stored()).toHaveLength(2);
  });
});

describe("answerPackReportForm", () => {
  async function post(form: FormData): Promise<Request> {
    const encoded = new Request("http://localhost/ur/verify", { method: "POST", body: form });
    const body = await encoded.arrayBuffer();
    return new Request("http://localhost/ur/verify", {
      method: "POST",
      body,
      headers: {
        "content-type": encoded.headers.get("content-type") ?? "",
        "content-length": String(body.byteLength),
      },
    });
  }

  it("reads the multipart form with its photo and stores the report", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(report)) form.set(name, value);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c00" } })
      .jpeg()
      .toBuffer();
    form.set("photo", new File([new Uint8Array(jpeg)], "pack.jpg", { type: "image/jpeg" }));
    const reply = await answerPackReportForm(await post(form), "ur", "203.0.113.6");
    expect(reply).toMatchObject({ status: 200, answer: { status: "sent" } });
    expect(stored()[0]).toMatchObject({ kind: "pack-report", photoWidth: 64, photoHeight: 48 });
  });

  it("gives back what was typed with the errors, and leaves out a photo over the limit by name", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...report, phone: "12" })) form.set(name, value);
    form.set(
      "photo",
      new File([new Uint8Array(6 * 1024 * 1024)], "IMG_2041.jpg", { type: "image/jpeg" }),
    );
    const reply = await answerPackReportForm(await post(form), "en");
    expect(reply.status).toBe(400);
    expect(reply.answer).toMatchObject({
      status: "invalid",
      errors: { photo: "The photo is too large: up to 5MB" },
      values: { shop: "Kisan Traders, Vehari Road", phone: "12", packCode: "ac3f 7kxm p4ty" },
    });
    expect(reply.answer.status === "invalid" && reply.answer.errors.phone).toBeTruthy();
  });
});
