/**
 * The contact form asks first for a phone, as a farmer on a cheap phone would answer it: a
 * phone only, an e-mail only, both, or neither, in English and Urdu at 360 and 390 px; each way
 * people write a Pakistani number is stored in one form; the site's own messages answer, never
 * the browser's, with JavaScript and without.
 */
import { type Page } from "@playwright/test";
import { format } from "~/i18n/format";
import { en } from "~/i18n/messages/en";
import { ur } from "~/i18n/messages/ur";
import type { Locale } from "~/i18n/locale";
import { contactsHolding, removeContactsHolding, uniqueTag } from "./support/database";
import { waitForPageReady } from "./support/pages";
import { expect, test } from "./support/test";

const WORDS = { en, ur } as const;
const PATHS = { en: "/contact", ur: "/ur/contact" } as const;
const NAMES = { en: "Ghulam Rasool", ur: "غلام رسول" } as const;

/** What the visitor types, a marker in the message to find the stored row by. */
interface Enquiry {
  phone?: string;
  email?: string;
  message: string;
}

async function openForm(page: Page, locale: Locale, javaScript = true): Promise<void> {
  await page.goto(PATHS[locale]);
  if (javaScript) await waitForPageReady(page);
}

/** Fills the form and sends it; resolves with the status of the server's answer. */
async function send(page: Page, locale: Locale, enquiry: Enquiry): Promise<number> {
  const { form } = WORDS[locale].contact;
  await page.getByLabel(form.name).fill(NAMES[locale]);
  await page.getByLabel(form.phone).fill(enquiry.phone ?? "");
  await page.getByLabel(form.email).fill(enquiry.email ?? "");
  await page.getByLabel(form.subject).selectOption("technical-support");
  await page.getByLabel(form.message).fill(enquiry.message);
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: form.send }).click();
  return (await answered).status();
}

/** The thanks of the answer just come, and the form emptied for the next message. */
async function expectSent(page: Page, locale: Locale): Promise<void> {
  const { form } = WORDS[locale].contact;
  await expect(page.getByLabel(form.message)).toHaveValue("");
  await expect(page.getByRole("status")).toHaveText(form.sent);
}

/** The form never makes the page wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ["en", "ur"] as const) {
  const { form, errors } = WORDS[locale].contact;
  // The number the messages show, isolated left to right among Urdu words.
  const example = locale === "ur" ? "\u20660300-1234567\u2069" : "0300-1234567";

  for (const width of [360, 390]) {
    test(`${locale} at ${width} px: a phone only, an e-mail only, both, and neither`, async ({
      page,
    }) => {
      const tag = `phone-first-${uniqueTag()}`;
      await page.setViewportSize({ width, height: 800 });
      try {
        await openForm(page, locale);
        // The phone is asked for first, the e-mail after it, as optional.
        const phone = page.getByLabel(form.phone);
        await expect(phone).toHaveAccessibleDescription(
          format(form.phoneHint, { example: "0300-1234567" }),
        );
        const phoneBox = await phone.boundingBox();
        const emailBox = await page.getByLabel(form.email).boundingBox();
        expect(phoneBox && emailBox && phoneBox.y < emailBox.y).toBe(true);
        await expectNoSidewaysScroll(page);

        // Neither: the site's own message beside the phone, in the page's language. The
        // browser's checks are off, so the form was sent and the server answered.
        await expect(page.locator("form.contact-form")).toHaveAttribute("novalidate", "");
        expect(await send(page, locale, { message: `${tag} neither` })).toBe(400);
        await expect(page.getByRole("alert")).toHaveText(form.checkFields);
        await expect(page.locator("#contact-phone-error")).toHaveText(errors.phoneOrEmailRequired);
        await expect(page.locator("#contact-phone-error")).toBeVisible();
        await expect(page.locator("#contact-email-error")).toHaveCount(0);
        await expect(phone).toBeFocused();
        await expectNoSidewaysScroll(page);

        await send(page, locale, { phone: "0300-1234567", message: `${tag} phone only` });
        await expectSent(page, locale);
        await send(page, locale, { email: `${tag}@example.com`, message: `${tag} e-mail only` });
        await expectSent(page, locale);
        await send(page, locale, {
          phone: "0321 7654321",
          email: `${tag}-both@example.com`,
          message: `${tag} both`,
        });
        await expectSent(page, locale);

        const stored = contactsHolding(tag, "seeded");
        expect(
          stored.map(({ message, email, phone: number, language }) => ({
            message,
            email,
            phone: number,
            language,
          })),
        ).toEqual([
          { message: `${tag} phone only`, email: null, phone: "+923001234567", language: locale },
          {
            message: `${tag} e-mail only`,
            email: `${tag}@example.com`,
            phone: null,
            language: locale,
          },
          {
            message: `${tag} both`,
            email: `${tag}-both@example.com`,
            phone: "+923217654321",
            language: locale,
          },
        ]);
      } finally {
        removeContactsHolding(tag, "seeded");
      }
    });
  }

  test(`${locale}: every way of writing a number is stored in one form; a wrong one is told why`, async ({
    page,
  }) => {
    const tag = `phone-forms-${uniqueTag()}`;
    await page.setViewportSize({ width: 390, height: 844 });
    const written = [
      "0300-1234567",
      "0300 1234567",
      "+92 300 1234567",
      "923001234567",
      "00923001234567",
      "(0300) 123-4567",
      // The digits an Urdu keyboard types.
      "۰۳۰۰۱۲۳۴۵۶۷",
    ];
    try {
      await openForm(page, locale);
      for (const [index, phone] of written.entries()) {
        await send(page, locale, { phone, message: `${tag} ${index}` });
        await expectSent(page, locale);
      }
      await send(page, locale, { phone: "042-35761234", message: `${tag} landline` });
      await expectSent(page, locale);
      await send(page, locale, { phone: "+44 20 7946 0958", message: `${tag} abroad` });
      await expectSent(page, locale);
      const stored = new Map(contactsHolding(tag, "seeded").map((row) => [row.message, row.phone]));
      for (const index of written.keys()) {
        expect(stored.get(`${tag} ${index}`), written[index]).toBe("+923001234567");
      }
      expect(stored.get(`${tag} landline`)).toBe("+924235761234");
      expect(stored.get(`${tag} abroad`)).toBe("+442079460958");

      for (const [phone, message] of [
        ["0300-123456", format(errors.phoneTooShort, { example })],
        ["0300-12345678", format(errors.phoneTooManyDigits, { example })],
        ["20 7946 0958", format(errors.phoneUnknown, { example })],
        ["0300 CALL ME", errors.phoneInvalid],
      ] as const) {
        expect(await send(page, locale, { phone, message: `${tag} refused` })).toBe(400);
        await expect(page.locator("#contact-phone-error")).toHaveText(message);
        // What was typed stays, to be put right.
        await expect(page.getByLabel(form.phone)).toHaveValue(phone);
      }
      expect(contactsHolding(`${tag} refused`, "seeded")).toEqual([]);
    } finally {
      removeContactsHolding(tag, "seeded");
    }
  });

  test(`${locale}: a phone only is sent, and neither is refused in the page's words, with JavaScript or without @nojs`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const tag = `phone-nojs-${uniqueTag()}`;
    await page.setViewportSize({ width: 360, height: 640 });
    try {
      await openForm(page, locale, javaScriptEnabled);
      await send(page, locale, { message: `${tag} neither` });
      await expect(page.getByRole("alert")).toHaveText(form.checkFields);
      await expect(page.locator("#contact-phone-error")).toHaveText(errors.phoneOrEmailRequired);
      await expect(page.getByLabel(form.message)).toHaveValue(`${tag} neither`);

      await send(page, locale, { phone: "+92 300 1234567", message: `${tag} phone` });
      await expectSent(page, locale);
      await expect(page.getByLabel(form.phone)).toHaveValue("");
      expect(contactsHolding(tag, "seeded")).toEqual([
        expect.objectContaining({
          message: `${tag} phone`,
          email: null,
          phone: "+923001234567",
          language: locale,
        }),
      ]);
    } finally {
      removeContactsHolding(tag, "seeded");
    }
  });
}
