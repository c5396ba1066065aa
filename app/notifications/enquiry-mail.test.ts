import { describe, expect, it } from "vitest";
import type { ContactMessage } from "~/contacts/contacts.server";
import { enquiryMail, escapeHtml, headerText, telHref } from "./enquiry-mail";

const SETTINGS = {
  to: ["staff@example.com"],
  from: "website@example.com",
  origin: "https://agro.example",
};

function contact(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 42,
    name: "Muhammad Aslam",
    email: "aslam@example.com",
    phone: "+92 300 123-4567",
    subject: "bulk-order",
    message: "I need 50 bottles of Dhaal for my cotton.",
    status: "new",
    adminNotes: null,
    language: "en",
    createdAt: "2026-03-05T09:30:00.000Z",
    ...overrides,
  };
}

describe("the notification of a new message", () => {
  it("says who wrote, about what, in which language, and links to the message", () => {
    const mail = enquiryMail(contact({ language: "ur" }), SETTINGS);
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
    expect(mail.messageId).toBe(
      `<enquiry-42-${Date.parse("2026-03-05T09:30:00.000Z")}@agro.example>`,
    );
  });

  it("escapes what the visitor typed in the HTML part and keeps line breaks out of headers", () => {
    const mail = enquiryMail(
      contact({
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
      contact({ name: "Evil\r\nBcc: everyone@example.com\u2028Cc: more", phone: "0300\n123" }),
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
      contact({ name: "محمد اسلم", message: "کپاس پر سفید مکھی" }),
      SETTINGS,
    );
    expect(mail.subject).toBe("New enquiry from محمد اسلم: Bulk Order");
    expect(mail.text).toContain("کپاس پر سفید مکھی");
    expect(mail.html).toContain("کپاس پر سفید مکھی");
  });
});

describe("header text", () => {
  it("has no control characters, collapses spaces and is bounded", () => {
    expect(headerText("  a\tb\u0000c\r\n\r\nd  ")).toBe("a b c d");
    expect(headerText("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
    expect(headerText("a\u202Eb")).toBe("a b");
  });
});

describe("escapeHtml and telHref", () => {
  it("escape the five HTML characters and dial only digits and a leading plus", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
    expect(telHref("0300-1234567")).toBe("tel:03001234567");
    expect(telHref("+92 (300) 123 4567")).toBe("tel:+923001234567");
    expect(telHref("0300+123")).toBe("tel:0300123");
  });
});
