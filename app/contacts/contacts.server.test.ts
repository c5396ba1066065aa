import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/db.server";
import { contactMessages, notificationOutbox } from "~/db/schema";
import { resetDatabase } from "#tests/setup/db-helpers";
import { CONTACT_SUCCESS_MESSAGE } from "./contact-schema";
import {
  countContactMessages,
  createContactMessage,
  submitContactForm,
  submitContactMessage,
  tooManyMessagesMessage,
} from "./contacts.server";
import { messagesFor } from "~/i18n/messages.server";
import { formTimingToken } from "~/abuse/form-timing.server";

const valid = {
  name: "Muhammad Aslam",
  email: "aslam@example.com",
  phone: "0300-1234567",
  subject: "technical-support",
  message: "Whitefly on my cotton: which product do you advise?",
};

function storedMessages() {
  return db().select().from(contactMessages).all();
}

beforeEach(resetDatabase);
afterEach(() => vi.useRealTimers());

describe("submitContactMessage", () => {
  it("stores a valid message with status new", () => {
    const result = submitContactMessage(valid);
    expect(result).toEqual({
      ok: true,
      value: "Thank you for your message! We will get back to you soon.",
    });

    const rows = storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...valid,
      phone: "+923001234567",
      status: "new",
      adminNotes: null,
    });
    expect(rows[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("stores trimmed values and no phone when none is given", () => {
    submitContactMessage({
      name: "  Bilal  ",
      email: " bilal@example.com ",
      phone: "",
      subject: "general",
      message: "  Hello  ",
    });
    expect(storedMessages()).toEqual([
      expect.objectContaining({
        name: "Bilal",
        email: "bilal@example.com",
        phone: null,
        subject: "general",
        message: "Hello",
        status: "new",
      }),
    ]);
  });

  it("stores a message with a phone and no e-mail, the phone in its international form", () => {
    expect(submitContactMessage({ ...valid, email: "", phone: "0300 765 4321" }).ok).toBe(true);
    expect(storedMessages()).toEqual([
      expect.objectContaining({ email: null, phone: "+923007654321", status: "new" }),
    ]);
  });

  it("refuses a message with neither a phone nor an e-mail", () => {
    expect(submitContactMessage({ ...valid, email: "", phone: " " })).toEqual({
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      errors: {
        phone: "Please give a phone or WhatsApp number, or an email address, so we can answer you",
      },
    });
    expect(storedMessages()).toEqual([]);
  });

  it("returns errors by field for invalid input and stores nothing", () => {
    const result = submitContactMessage({
      name: "",
      email: "not-an-email",
      subject: "sales",
      message: "Hi",
    });
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      errors: {
        name: "Please enter your full name",
        email: "Please enter a valid email address, like name@example.com",
        subject: "Please choose a subject",
      },
    });
    expect(storedMessages()).toEqual([]);
    expect(countContactMessages()).toBe(0);
  });

  it("tells a bot that filled the honeypot its message was sent, and stores nothing", () => {
    expect(submitContactMessage({ ...valid, website: "http://cheap-pills.example" })).toEqual({
      ok: true,
      value: CONTACT_SUCCESS_MESSAGE,
    });
    // Even an invalid submission with the honeypot filled gets the same answer.
    expect(submitContactMessage({ website: "x" })).toEqual({
      ok: true,
      value: CONTACT_SUCCESS_MESSAGE,
    });
    expect(storedMessages()).toEqual([]);
  });

  it("stores the message of a person whose browser sent an empty honeypot", () => {
    expect(submitContactMessage({ ...valid, website: "" }).ok).toBe(true);
    expect(submitContactMessage({ ...valid, message: "Second question.", website: "   " }).ok).toBe(
      true,
    );
    expect(countContactMessages()).toBe(2);
  });

  it("stores HTML in the message verbatim: escaping is the renderer's job", () => {
    const message = `<script>alert("x")</script> & <b>bold</b> 'quoted'`;
    submitContactMessage({ ...valid, name: "<i>Aslam</i>", message });
    const [row] = storedMessages();
    expect(row?.message).toBe(message);
    expect(row?.name).toBe("<i>Aslam</i>");
  });
});

describe("submitContactForm", () => {
  const urdu = messagesFor("ur").contact;

  it("stores a message from an Urdu page as Urdu, exactly as typed, and thanks in Urdu", () => {
    const message = "سلام! کپاس پر سفید مکھی ہے۔\r\nکون سی دوا لگاؤں؟";
    const result = submitContactForm({ ...valid, name: "محمد اسلم", message }, "ur", "10.0.0.9");
    expect(result).toEqual({ ok: true, value: urdu.form.sent });
    expect(storedMessages()).toMatchObject([
      {
        name: "محمد اسلم",
        message: "سلام! کپاس پر سفید مکھی ہے۔\nکون سی دوا لگاؤں؟",
        language: "ur",
      },
    ]);
  });

  it("refuses in Urdu on an Urdu page, whatever language the form claims", () => {
    const result = submitContactForm({ ...valid, name: " ", language: "en" }, "ur", "10.0.0.9");
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: { name: urdu.errors.nameRequired },
    });
    expect(urdu.errors.nameRequired).toBe("براہِ کرم اپنا پورا نام لکھیں");
    expect(result.ok ? [] : Object.keys(result.errors ?? {})).toEqual(["name"]);
    expect(storedMessages()).toEqual([]);
    submitContactForm({ ...valid, language: "en" }, "ur", "10.0.0.9");
    expect(storedMessages()[0]?.language).toBe("ur");
  });

  it("says how long to wait in the page's language", () => {
    expect(tooManyMessagesMessage(5 * 60)).toBe(
      "You have sent several messages in a short time. Please try again in 5 minutes, or call us.",
    );
    expect(tooManyMessagesMessage(30)).toBe(
      "You have sent several messages in a short time. Please try again in 1 minute, or call us.",
    );
    expect(tooManyMessagesMessage(5 * 60, "ur")).toBe(
      "آپ نے تھوڑی دیر میں کئی پیغام بھیجے ہیں۔ براہِ کرم 5 منٹ بعد دوبارہ کوشش کریں، یا ہمیں فون کریں۔",
    );
    expect(tooManyMessagesMessage(30, "ur")).toBe(
      "آپ نے تھوڑی دیر میں کئی پیغام بھیجے ہیں۔ براہِ کرم 1 منٹ بعد دوبارہ کوشش کریں، یا ہمیں فون کریں۔",
    );
  });

  it("stores a message from an English page as English, and thanks in English", () => {
    expect(submitContactForm({ ...valid, language: "ur" }, "en", "10.0.0.9")).toEqual({
      ok: true,
      value: CONTACT_SUCCESS_MESSAGE,
    });
    expect(storedMessages()).toMatchObject([{ ...valid, phone: "+923001234567", language: "en" }]);
  });

  it("tells a visitor of an Urdu page who sent too many messages, in Urdu, how long to wait", () => {
    const start = Date.UTC(2025, 2, 5, 10);
    for (let minute = 0; minute < 5; minute += 1) {
      const message = `${valid.message} (${minute})`;
      const sent = submitContactMessage(
        { ...valid, message },
        "10.0.0.7",
        start + minute * 60_000,
        "ur",
      );
      expect(sent).toEqual({ ok: true, value: urdu.form.sent });
    }
    expect(submitContactMessage(valid, "10.0.0.7", start + 5 * 60_000, "ur")).toEqual({
      ok: false,
      status: 429,
      message:
        "آپ نے تھوڑی دیر میں کئی پیغام بھیجے ہیں۔ براہِ کرم 5 منٹ بعد دوبارہ کوشش کریں، یا ہمیں فون کریں۔",
      retryAfterSeconds: 5 * 60,
    });
    expect(countContactMessages()).toBe(5);
  });

  it("thanks a bot on an Urdu page in Urdu too, storing nothing", () => {
    expect(submitContactForm({ ...valid, website: "http://spam.example" }, "ur")).toEqual({
      ok: true,
      value: urdu.form.sent,
    });
    expect(storedMessages()).toEqual([]);
  });

  it("answers the API in English, storing the language the message names", () => {
    expect(submitContactMessage({ ...valid, language: "ur" })).toEqual({
      ok: true,
      value: CONTACT_SUCCESS_MESSAGE,
    });
    expect(submitContactMessage({ ...valid, language: "fr" })).toEqual({
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      errors: { language: "Language must be one of: en, ur" },
    });
    expect(storedMessages().map((row) => row.language)).toEqual(["ur"]);
  });
});

describe("fair limits and bots", () => {
  const start = Date.UTC(2025, 2, 5, 10);

  it("lets many farmers behind one carrier address write, up to the ceiling", () => {
    for (let n = 0; n < 30; n += 1) {
      const phone = `0300-12345${String(n).padStart(2, "0")}`;
      const farmer = { ...valid, email: `farmer${n}@example.com`, phone };
      expect(submitContactMessage(farmer, "39.32.0.1", start + n * 1000).ok).toBe(true);
    }
    expect(
      submitContactMessage(
        { ...valid, email: "late@example.com", phone: "0311-1234567" },
        "39.32.0.1",
        start + 30_000,
      ),
    ).toMatchObject({
      ok: false,
      status: 429,
    });
    expect(countContactMessages()).toBe(30);
  });

  it("limits one e-mail address to 5 messages in the window, whatever address it writes from", () => {
    for (let n = 0; n < 5; n += 1) {
      const message = `${valid.message} (${n})`;
      expect(submitContactMessage({ ...valid, message }, `10.0.0.${n}`, start + n * 1000).ok).toBe(
        true,
      );
    }
    const refused = submitContactMessage(
      {
        ...valid,
        email: "ASLAM@example.com",
        phone: "0345-7654321",
        message: "One more question.",
      },
      "10.0.0.99",
      start + 5000,
    );
    expect(refused).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 600 - 5 });
    expect(countContactMessages()).toBe(5);
  });

  it("limits one phone number to 5 messages in the window, however it is written", () => {
    const written = ["0300-1234567", "0300 1234567", "+92 300 1234567", "923001234567"];
    for (let n = 0; n < 5; n += 1) {
      const sent = { ...valid, email: "", phone: written[n % 4], message: `${valid.message} ${n}` };
      expect(submitContactMessage(sent, `10.0.0.${n}`, start + n * 1000).ok).toBe(true);
    }
    const withEmail = { ...valid, email: "other@example.com", message: "Another." };
    expect(submitContactMessage(withEmail, "10.0.0.99", start + 5000)).toMatchObject({
      ok: false,
      status: 429,
      message: tooManyMessagesMessage(600 - 5),
    });
    const otherPhone = { ...withEmail, phone: "0301-1234567" };
    expect(submitContactMessage(otherPhone, "10.0.0.99", start + 5000).ok).toBe(true);
    expect(countContactMessages()).toBe(6);
  });

  it("stores a message sent twice within the hour once, and thanks for both", () => {
    expect(submitContactMessage(valid, "10.0.0.1", start)).toEqual({
      ok: true,
      value: CONTACT_SUCCESS_MESSAGE,
    });
    expect(
      submitContactMessage(
        { ...valid, email: " Aslam@Example.com " },
        "10.0.0.2",
        start + 59 * 60_000,
      ),
    ).toEqual({
      ok: true,
      value: CONTACT_SUCCESS_MESSAGE,
    });
    expect(countContactMessages()).toBe(1);
    // The same phone, written another way, without the e-mail: the same sender.
    expect(
      submitContactMessage({ ...valid, email: "", phone: "+92 300 1234567" }, "10.0.0.3", start),
    ).toEqual({ ok: true, value: CONTACT_SUCCESS_MESSAGE });
    expect(countContactMessages()).toBe(1);
    // Another subject, another text, or after the hour: a new message.
    submitContactMessage({ ...valid, subject: "bulk-order" }, "10.0.0.1", start + 60_000);
    submitContactMessage({ ...valid, message: "And the dose?" }, "10.0.0.1", start + 60_000);
    expect(countContactMessages()).toBe(3);
  });

  it("takes a form sent within 2 seconds of being made for a bot's, and stores nothing", () => {
    const made = Date.now();
    // The form is judged by the clock: stopped, no busy machine can make the first one late.
    vi.useFakeTimers({ now: made, toFake: ["Date"] });
    const fast = submitContactForm({ ...valid, started: formTimingToken(made) }, "en", "10.0.0.3");
    expect(fast).toEqual({ ok: true, value: CONTACT_SUCCESS_MESSAGE });
    expect(countContactMessages()).toBe(0);
    const forged = `${made - 10_000}.${"A".repeat(22)}`;
    expect(submitContactMessage({ ...valid, started: forged }).ok).toBe(true);
    expect(countContactMessages()).toBe(0);
    expect(submitContactMessage({ ...valid, started: formTimingToken(made - 2500) }).ok).toBe(true);
    expect(countContactMessages()).toBe(1);
  });
});

describe("createContactMessage", () => {
  it("returns the stored message with status new", () => {
    const created = createContactMessage({
      name: "Ayesha",
      email: "ayesha@example.com",
      phone: undefined,
      subject: "partnership",
      message: "Dealership in Multan",
    });
    expect(created).toMatchObject({
      name: "Ayesha",
      phone: null,
      subject: "partnership",
      status: "new",
      adminNotes: null,
    });
    expect(storedMessages().map((row) => row.id)).toEqual([created.id]);
  });
});

describe("countContactMessages", () => {
  it("counts stored messages", () => {
    expect(countContactMessages()).toBe(0);
    submitContactMessage(valid);
    submitContactMessage({ ...valid, subject: "other" });
    submitContactMessage({ ...valid, email: "bad" });
    expect(countContactMessages()).toBe(2);
  });
});

describe("a submission key", () => {
  const key = "3f1c9a52-8d0e-4c1b-9a7f-2b6d5e4c3a10";

  it("stores a message sent twice with the same key once, and says sent both times", () => {
    const first = submitContactMessage({ ...valid, submissionKey: key });
    const second = submitContactMessage({ ...valid, submissionKey: key });
    expect(first).toEqual({ ok: true, value: CONTACT_SUCCESS_MESSAGE });
    expect(second).toEqual(first);
    expect(storedMessages()).toEqual([expect.objectContaining({ submissionKey: key })]);
  });

  it("is the form's too, and different keys are different messages", () => {
    submitContactForm({ ...valid, submissionKey: key }, "ur");
    submitContactForm({ ...valid, submissionKey: key }, "ur");
    submitContactForm({ ...valid, message: "Another question", submissionKey: `${key}x` }, "ur");
    submitContactForm({ ...valid, message: "Without JavaScript", submissionKey: "" }, "ur");
    expect(storedMessages().map((row) => row.submissionKey)).toEqual([key, `${key}x`, null]);
  });

  it("queues one notification however often the message arrives", () => {
    const first = createContactMessage(
      { ...valid, subject: "general", submissionKey: key },
      { notify: true },
    );
    const again = createContactMessage(
      { ...valid, subject: "general", submissionKey: key },
      { notify: true },
    );
    expect(again.id).toBe(first.id);
    expect(db().select().from(notificationOutbox).all()).toHaveLength(1);
  });

  it("refuses a key that is not one", () => {
    const result = submitContactMessage({ ...valid, submissionKey: "<script>" });
    expect(result.ok).toBe(false);
    expect(storedMessages()).toEqual([]);
  });
});
