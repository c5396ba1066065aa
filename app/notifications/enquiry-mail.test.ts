import { describe, expect, it } from "vitest";
import { contactMessage } from "#tests/setup/contact-message";
import { enquiryMail, escapeHtml, headerText } from "./enquiry-mail";

const SETTINGS = {
  to: ["staff@example.com"],
  from: "website@example.com",
  origin: "https://agro.example",
};

describe("the notification of a new message", () => {
  it("says who wrote, about what, in which language, and links to the message", () => {
    const mail = enquiryMail(contactMessage({ language: "ur" }), SETTINGS);
    expect(mail.to).toEqual(["staff@example.com"]);
    expect(mail.from).toEqual({
      name: "Green Fields Agro website",
      address: "website@example.com",
    });
    expect(mail.replyTo).toEqual({ name: "Muhammad Aslam", address: "aslam@example.com" });
    expect(mail.subject).toBe("New enquiry from Muhammad Aslam: Bulk Order");
    expect(mail.text).toContain("Phone: +92 300 123-4567");
    expect(mail.text).toContain("Written in: Urdu");
    expect(mail.text).toContain("Received: 2026-03-05 14:30 (Pakistan time)");
    expect(mail.text).toContain("I need 50 bottles of Dhaal for my cotton.");
    expect(mail.text).toContain("https://agro.example/admin/contact?view=42");
    expect(mail.html).toContain('<a href="tel:+923001234567">+92 300 123-4567</a>');
    expect(mail.html).toContain('href="https://agro.example/admin/contact?view=42"');
    expect(mail.text).toContain("Reply to this e-mail to answer the visitor.");
    expect(mail.messageId).toBe(
      `<enquiry-42-${Date.parse("2026-03-05T09:30:00.000Z")}@agro.example>`,
    );
  });

  it("escapes what the visitor typed in the HTML part and keeps line breaks out of headers", () => {
    const mail = enquiryMail(
      contactMessage({
        name: "Evil\r\nBcc: everyone@example.com",
        message: '<img src=x onerror="alert(1)"> & <script>alert(2)</script>',
        phone: null,
      }),
      SETTINGS,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo?.name).toBe("Evil Bcc: everyone@example.com");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;",
    );
    expect(mail.text).toContain('<img src=x onerror="alert(1)">');
    expect(mail.text).toContain("Phone: not given");
    expect(mail.html).not.toContain("tel:");
  });

  it("gives each detail of the text part one line, whatever a stored name or phone holds", () => {
    const mail = enquiryMail(
      contactMessage({
        name: "Evil\r\nBcc: everyone@example.com\u2028Cc: more",
        phone: "0300\n123",
      }),
      SETTINGS,
    );
    const lines = mail.text.split("\n");
    expect(lines).toContain("Name: Evil Bcc: everyone@example.com Cc: more");
    expect(lines).toContain("Phone: 0300 123");
    expect(lines.filter((line) => /^(Bcc|Cc|123)/.test(line))).toEqual([]);
    expect(mail.text).not.toMatch(/[\r\u2028\u2029]/);
  });

  it("keeps Urdu as written, in both parts", () => {
    const mail = enquiryMail(
      contactMessage({ name: "محمد اسلم", message: "کپاس پر سفید مکھی" }),
      SETTINGS,
    );
    expect(mail.subject).toBe("New enquiry from محمد اسلم: Bulk Order");
    expect(mail.text).toContain("کپاس پر سفید مکھی");
    expect(mail.html).toContain("کپاس پر سفید مکھی");
  });
});

describe("a message with a phone and no e-mail", () => {
  const phoneOnly = contactMessage({ email: null, phone: "+923001234567", language: "ur" });

  it("has no Reply-To, and says to call or write on WhatsApp", () => {
    const mail = enquiryMail(phoneOnly, SETTINGS);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain("E-mail: not given");
    expect(mail.text).not.toContain("Reply to this e-mail");
    expect(mail.text).toContain("No e-mail was given: call the visitor or write on WhatsApp.");
    expect(mail.html).not.toContain("mailto:");
  });

  it("links a call and a WhatsApp chat that greets the visitor in their language", () => {
    const mail = enquiryMail(phoneOnly, SETTINGS);
    expect(mail.text).toContain("Phone: +923001234567");
    expect(mail.html).toContain('<a href="tel:+923001234567">+923001234567</a>');
    const link = /WhatsApp: (\S+)/.exec(mail.text)?.[1] ?? "";
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/923001234567");
    expect(url.searchParams.get("text")).toBe(
      "السلام علیکم Muhammad Aslam! ہم گرین فیلڈز ایگرو سے آپ کے پیغام کے سلسلے میں بات کر رہے ہیں۔",
    );
    expect(mail.html).toContain(
      `<a href="${escapeHtml(link)}">Open a chat with a greeting in Urdu</a>`,
    );
  });

  it("links no WhatsApp chat for a landline", () => {
    const mail = enquiryMail(contactMessage({ email: null, phone: "+924235761234" }), SETTINGS);
    expect(mail.html).toContain('href="tel:+924235761234"');
    expect(mail.text).not.toContain("WhatsApp:");
    expect(mail.html).not.toContain("wa.me");
  });
});

describe("header text", () => {
  it("has no control characters, collapses spaces and is bounded", () => {
    expect(headerText("  a\tb\u0000c\r\n\r\nd  ")).toBe("a b c d");
    expect(headerText("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
    expect(headerText("a\u202Eb")).toBe("a b");
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
