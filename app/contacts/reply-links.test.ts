import { describe, expect, it } from "vitest";
import { contactMessage } from "#tests/setup/contact-message";
import type { ContactMessage } from "./contacts.server";
import {
  callHref,
  replyGreeting,
  replyLinks,
  telHref,
  whatsappHref,
  withReplyLinks,
} from "./reply-links";

/** A message from Ghulam Rasool, who gave both a mobile and an e-mail. */
function message(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return contactMessage({
    id: 7,
    name: "Ghulam Rasool",
    email: "rasool@example.com",
    phone: "+923001234567",
    message: "Rates for 200 litres?\nDelivery to Okara.",
    ...overrides,
  });
}

describe("replyLinks", () => {
  it("answers by e-mail, by phone and on WhatsApp when the visitor gave both", () => {
    const links = replyLinks(message());
    expect(links.email).toBe(
      "mailto:rasool@example.com?subject=Re%3A%20Bulk%20Order&body=%0A%0A%3E%20Rates%20for%20200%20litres%3F%0A%3E%20Delivery%20to%20Okara.",
    );
    expect(links.call).toBe("tel:+923001234567");
    const chat = new URL(links.whatsapp ?? "");
    expect(chat.origin + chat.pathname).toBe("https://wa.me/923001234567");
    expect(chat.searchParams.get("text")).toBe(
      "Assalam-o-Alaikum Ghulam Rasool, this is Green Fields Agro about your enquiry.",
    );
  });

  it("has no e-mail answer without an e-mail, and no call or chat without a phone", () => {
    expect(replyLinks(message({ email: null }))).toMatchObject({
      email: null,
      call: "tel:+923001234567",
      whatsapp: expect.stringMatching(/^https:\/\/wa\.me\/923001234567\?text=/),
    });
    expect(replyLinks(message({ phone: null }))).toMatchObject({ call: null, whatsapp: null });
  });

  it("greets in Urdu a visitor who wrote from the Urdu site", () => {
    const urdu = message({ name: "غلام رسول", language: "ur" });
    expect(replyGreeting(urdu)).toBe(
      "السلام علیکم غلام رسول! ہم گرین فیلڈز ایگرو سے آپ کے پیغام کے سلسلے میں بات کر رہے ہیں۔",
    );
    expect(new URL(replyLinks(urdu).whatsapp ?? "").searchParams.get("text")).toBe(
      replyGreeting(urdu),
    );
  });

  it("calls a landline but offers no WhatsApp chat with it", () => {
    expect(replyLinks(message({ phone: "+924235761234" }))).toMatchObject({
      call: "tel:+924235761234",
      whatsapp: null,
    });
  });

  it("reads a number stored as typed before the phone rule; one it cannot read is still dialled", () => {
    expect(replyLinks(message({ phone: "0300-1234567" }))).toMatchObject({
      call: "tel:+923001234567",
      whatsapp: expect.stringMatching(/^https:\/\/wa\.me\/923001234567\?/),
    });
    expect(replyLinks(message({ phone: "0300 123" }))).toMatchObject({
      call: "tel:0300123",
      whatsapp: null,
    });
  });

  it("ride along with the message", () => {
    const answered = withReplyLinks(message({ email: null }));
    expect(answered).toMatchObject({ id: 7, email: null, reply: { email: null } });
  });
});

describe("telHref", () => {
  it("dials only digits and a leading plus", () => {
    expect(telHref("0300-1234567")).toBe("tel:03001234567");
    expect(telHref("+92 (300) 123 4567")).toBe("tel:+923001234567");
    expect(telHref("0300+123")).toBe("tel:0300123");
  });
});

describe("callHref and whatsappHref", () => {
  it("call a stored number and chat with a mobile, the greeting typed in; never a landline", () => {
    expect(callHref("+923001234567")).toBe("tel:+923001234567");
    expect(callHref("0300-12 34")).toBe("tel:03001234");
    const chat = new URL(whatsappHref("+923001234567", "Do you have Dhaal?") ?? "");
    expect(chat.origin + chat.pathname).toBe("https://wa.me/923001234567");
    expect(chat.searchParams.get("text")).toBe("Do you have Dhaal?");
    expect(whatsappHref("+924235761234", "Hello")).toBeNull();
  });
});
