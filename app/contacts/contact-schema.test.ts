import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import { messagesFor } from "~/i18n/messages.server";
import { fieldErrorsOf, type FieldErrors } from "~/lib/validation";
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from "./contact-fields";
import {
  contactSubmissionSchema,
  contactSubmissionSchemaIn,
  type ContactSubmission,
} from "./contact-schema";

const valid = {
  name: "Muhammad Aslam",
  email: "aslam@example.com",
  phone: "+923001234567",
  subject: "bulk-order",
  message: "We need 200 litres of Chlorpyrifos for the coming season.",
};

function parse(input: Record<string, unknown>): ContactSubmission {
  const result = contactSubmissionSchema.safeParse(input);
  if (!result.success) throw new Error(`Expected valid input: ${result.error.message}`);
  return result.data;
}

function errorsOf(input: Record<string, unknown>): FieldErrors {
  const result = contactSubmissionSchema.safeParse(input);
  if (result.success) throw new Error("Expected the input to be refused");
  return fieldErrorsOf(result.error);
}

describe("contactSubmissionSchema", () => {
  it("accepts a complete message, written in English unless it says otherwise", () => {
    expect(parse(valid)).toEqual({ ...valid, language: "en" });
    expect(parse({ ...valid, language: "ur" })).toEqual({ ...valid, language: "ur" });
    expect(contactSubmissionSchema.safeParse({ ...valid, language: "fr" }).success).toBe(false);
  });

  it("trims every text field", () => {
    expect(
      parse({
        name: "  Muhammad Aslam \n",
        email: "  aslam@example.com  ",
        phone: " 0300-1234567 ",
        subject: "general",
        message: "\n  Hello there  \n",
      }),
    ).toEqual({
      name: "Muhammad Aslam",
      email: "aslam@example.com",
      phone: "+923001234567",
      subject: "general",
      message: "Hello there",
      language: "en",
    });
  });

  it("names every missing required field with its own message; a phone or e-mail, beside the phone", () => {
    const missing = {
      name: "Please enter your full name",
      phone: "Please give a phone or WhatsApp number, or an email address, so we can answer you",
      subject: "Please choose a subject",
      message: "Please write your message",
    };
    expect(errorsOf({})).toEqual(missing);
    expect(errorsOf({ ...valid, email: undefined, phone: undefined })).toEqual({
      phone: missing.phone,
    });
    expect(errorsOf({ ...valid, email: null, phone: null })).toEqual({ phone: missing.phone });
  });

  it("treats blank and whitespace-only fields as missing", () => {
    expect(
      errorsOf({ name: "   ", email: " ", phone: "  ", subject: "", message: "\n\t " }),
    ).toEqual({
      name: "Please enter your full name",
      phone: "Please give a phone or WhatsApp number, or an email address, so we can answer you",
      subject: "Please choose a subject",
      message: "Please write your message",
    });
  });

  it("takes a phone without an e-mail, an e-mail without a phone, or both", () => {
    expect(parse({ ...valid, email: "" })).toEqual({
      ...valid,
      email: undefined,
      language: "en",
    });
    expect(parse({ ...valid, email: null }).email).toBeUndefined();
    const withoutEmail: Record<string, unknown> = { ...valid };
    delete withoutEmail.email;
    expect(parse(withoutEmail)).toMatchObject({ phone: "+923001234567" });
    expect(parse(withoutEmail).email).toBeUndefined();
    expect(parse({ ...valid, phone: "" })).toMatchObject({ email: "aslam@example.com" });
    expect(parse(valid)).toMatchObject({ phone: "+923001234567", email: "aslam@example.com" });
  });

  it("stores a phone in its international form however it was written", () => {
    // Each way of writing one is the phone rule's (phone-number.test.ts); the schema applies it.
    for (const phone of ["0300-1234567", "00923001234567"]) {
      expect(parse({ ...valid, email: "", phone }).phone, phone).toBe("+923001234567");
    }
    expect(parse({ ...valid, phone: "042-35761234" }).phone).toBe("+924235761234");
    expect(parse({ ...valid, phone: "+44 20 7946 0958" }).phone).toBe("+442079460958");
    expect(parse({ ...valid, phone: "0044 20 7946 0958" }).phone).toBe("+442079460958");
  });

  it("refuses a phone it cannot call, naming why, even with an e-mail given", () => {
    expect(errorsOf({ ...valid, phone: "0300-123456" })).toEqual({
      phone: "This number is too short: a digit is missing. Write it like 0300-1234567",
    });
    expect(errorsOf({ ...valid, phone: "0300-12345678" })).toEqual({
      phone: "This number has too many digits. Write it like 0300-1234567",
    });
    expect(errorsOf({ ...valid, email: "", phone: "+999 1234 5678" })).toEqual({
      phone:
        "This is not a number we can call. Write it like 0300-1234567, or another country's number with its code, like +44 20 7946 0958",
    });
  });

  it("refuses values of the wrong type with the field's message", () => {
    expect(errorsOf({ ...valid, name: 42, message: ["a"] })).toEqual({
      name: "Please enter your full name",
      message: "Please write your message",
    });
    // Sent, if not as text: its own message, not the one asking for a phone or an e-mail.
    expect(errorsOf({ ...valid, phone: undefined, email: 5 })).toEqual({
      email: en.contact.errors.emailInvalid,
    });
    expect(errorsOf({ ...valid, phone: 3001234567, email: "" })).toEqual({
      phone: en.contact.errors.phoneInvalid,
    });
  });

  it("checks the email format", () => {
    for (const email of [
      "aslam",
      "aslam@",
      "@example.com",
      "aslam@example",
      "as lam@example.com",
    ]) {
      expect(errorsOf({ ...valid, email }), email).toEqual({
        email: "Please enter a valid email address, like name@example.com",
      });
    }
  });

  it("keeps the one-line fields on one line: line breaks and control characters become a space", () => {
    expect(
      parse({
        ...valid,
        name: "Rana Akbar\r\nBcc: everyone@example.com",
        phone: "0300\n1234567",
        email: "aslam@example.com\r\n",
      }),
    ).toMatchObject({
      name: "Rana Akbar Bcc: everyone@example.com",
      phone: "+923001234567",
      email: "aslam@example.com",
    });
    for (const separator of [
      "\n",
      "\r",
      "\u2028",
      "\u2029",
      "\u0085",
      "\t",
      "\u0000",
      "\u007f",
      " \r\n\r\n ",
    ]) {
      expect(
        parse({ ...valid, name: `Rana${separator}Akbar` }).name,
        JSON.stringify(separator),
      ).toBe("Rana Akbar");
    }
    // Joiners shape Urdu words: they stay.
    expect(parse({ ...valid, name: "محمد\u200cاسلم" }).name).toBe("محمد\u200cاسلم");
    expect(errorsOf({ ...valid, email: "aslam@example.com\nBcc: x@example.com" }).email).toBe(
      en.contact.errors.emailInvalid,
    );
    // The message keeps its lines.
    expect(parse({ ...valid, message: "One\r\nTwo" }).message).toBe("One\nTwo");
  });

  it("makes the phone optional, an empty or blank phone becoming undefined", () => {
    const withoutPhone: Record<string, unknown> = { ...valid };
    delete withoutPhone.phone;
    expect(parse(withoutPhone).phone).toBeUndefined();
    expect(parse({ ...valid, phone: "" }).phone).toBeUndefined();
    expect(parse({ ...valid, phone: "   " }).phone).toBeUndefined();
    expect(parse({ ...valid, phone: "(042) 3571-0000" }).phone).toBe("+924235710000");
  });

  it("refuses a phone with letters", () => {
    expect(errorsOf({ ...valid, phone: "call me" })).toEqual({
      phone: "A phone number may only contain digits, spaces and + - ( )",
    });
  });

  it("accepts each subject the form offers, and nothing else", () => {
    for (const subject of CONTACT_SUBJECTS) {
      expect(parse({ ...valid, subject }).subject).toBe(subject);
    }
    for (const subject of ["sales", "Bulk Order", "Product-Inquiry", "general "]) {
      expect(errorsOf({ ...valid, subject }), subject).toEqual({
        subject: "Please choose a subject",
      });
    }
  });

  it("enforces the upper bounds, counting characters after trimming", () => {
    expect(parse({ ...valid, name: "a".repeat(100) }).name).toHaveLength(100);
    expect(parse({ ...valid, name: `  ${"a".repeat(100)}  ` }).name).toHaveLength(100);
    expect(errorsOf({ ...valid, name: "a".repeat(101) })).toEqual({
      name: "Please keep your name under 100 characters",
    });

    const longEmail = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`;
    expect(longEmail.length).toBeGreaterThan(254);
    expect(errorsOf({ ...valid, email: longEmail })).toEqual({
      email: "Please enter a shorter email address",
    });

    const spaced = `${[..."0300123456"].join("  ")} 7`;
    expect(spaced).toHaveLength(30);
    expect(parse({ ...valid, phone: spaced }).phone).toBe("+923001234567");
    expect(errorsOf({ ...valid, phone: "1".repeat(31) })).toEqual({
      phone: "Please keep the phone number under 30 characters",
    });

    expect(parse({ ...valid, message: "m".repeat(5000) }).message).toHaveLength(5000);
    expect(errorsOf({ ...valid, message: "m".repeat(5001) })).toEqual({
      message: "Please keep your message under 5000 characters",
    });
  });

  it("drops fields it does not know", () => {
    const parsed = parse({ ...valid, website: "http://spam.example", status: "closed" });
    expect(Object.keys(parsed).sort()).toEqual([
      "email",
      "language",
      "message",
      "name",
      "phone",
      "subject",
    ]);
  });
});

describe("contactSubmissionSchemaIn", () => {
  it("words every refusal in the page's language", () => {
    const urdu = messagesFor("ur").contact.errors;
    const result = contactSubmissionSchemaIn("ur").safeParse({
      name: " ",
      email: "not-an-address",
      phone: "call me",
      subject: "nonsense",
      message: "",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      name: urdu.nameRequired,
      email: urdu.emailInvalid,
      phone: urdu.phoneInvalid,
      subject: urdu.subjectRequired,
      message: urdu.messageRequired,
    });
    expect(contactSubmissionSchemaIn("en")).toBe(contactSubmissionSchema);

    const neither = contactSubmissionSchemaIn("ur").safeParse({ ...valid, email: "", phone: "" });
    expect(neither.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["phone"], urdu.phoneOrEmailRequired],
    ]);
    const short = contactSubmissionSchemaIn("ur").safeParse({ ...valid, phone: "0300-123456" });
    // The example number isolated left to right, so that it reads as written among Urdu words.
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      "یہ نمبر چھوٹا ہے، کوئی ہندسہ رہ گیا ہے۔ نمبر اس طرح لکھیں: \u20660300-1234567\u2069",
    ]);
  });

  it("fills the limits into the Urdu refusals of over-long fields", () => {
    const result = contactSubmissionSchemaIn("ur").safeParse({
      ...valid,
      name: "ن".repeat(CONTACT_LIMITS.name + 1),
      phone: "1".repeat(CONTACT_LIMITS.phone + 1),
      message: "پ".repeat(CONTACT_LIMITS.message + 1),
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      name: `نام ${CONTACT_LIMITS.name} حروف سے کم رکھیں`,
      phone: `فون نمبر ${CONTACT_LIMITS.phone} حروف سے کم رکھیں`,
      message: `پیغام ${CONTACT_LIMITS.message} حروف سے کم رکھیں`,
    });
  });

  it("accepts a message written in Urdu as typed", () => {
    const urdu = {
      ...valid,
      name: "محمد اسلم",
      message: "کپاس پر سفید مکھی ہے، کون سی دوا لگاؤں؟",
      language: "ur",
    };
    expect(contactSubmissionSchemaIn("ur").parse(urdu)).toEqual(urdu);
  });
});
