import { type Page } from "@playwright/test";
import { FULL_ADDRESS, SITE } from "~/config/site";
import { findContacts, removeContacts, uniqueTag } from "./support/database";
import {
  collectExternalRequests,
  holdRequests,
  openSiteFromAdmin,
  waitForPageReady,
} from "./support/pages";
import { expect, test } from "./support/test";

const SUCCESS = "Thank you for your message! We will get back to you soon.";

test.describe("about", () => {
  test("shows the company overview, vision, mission, products, clients and legal facts", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About ${SITE.name}`);
    for (const heading of [
      "Who We Are",
      "Our Vision",
      "Our Mission",
      "What We Supply",
      "Who We Serve",
      "Business Information",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const supplied = page.locator("section", {
      has: page.getByRole("heading", { name: "What We Supply" }),
    });
    for (const type of ["Insecticides", "Herbicides", "Fungicides", "Fertilizers"]) {
      await expect(supplied.getByRole("heading", { level: 3, name: type })).toBeVisible();
    }
    const served = page.locator("section", {
      has: page.getByRole("heading", { name: "Who We Serve" }),
    });
    for (const group of ["Farmers", "Dealers", "Agro Companies"]) {
      await expect(served.getByRole("heading", { level: 3, name: group })).toBeVisible();
    }

    const facts = page.locator("dl.fact-list");
    const fact = (term: string) =>
      facts.locator("div", { has: page.locator("dt", { hasText: term }) }).locator("dd");
    await expect(fact("Company Name")).toHaveText(SITE.legalName);
    await expect(fact("Established")).toHaveText("2004");
    await expect(fact("Business Type")).toContainText("crop-protection");
    await expect(fact("Tax Registration")).toHaveText(SITE.taxRegistrationNumber);
    await expect(fact("Location")).toContainText("Lahore");
    await expect(fact("Location")).toHaveText(FULL_ADDRESS);
    await expect(fact("Contact")).toContainText(SITE.email);
    await expect(fact("Contact")).toContainText(SITE.phones[0].display);
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("contact page", () => {
  test("team cards, contact details, hours, parking, quick actions and the urgent-call banner", async ({
    page,
  }) => {
    await page.goto("/contact");
    const cards = page.locator(".team-card");
    await expect(cards).toHaveCount(3);
    for (const [index, person] of SITE.team.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(person.name);
      await expect(card.locator(".team-role")).toHaveText(person.role);
      await expect(card.getByRole("link", { name: person.phoneDisplay })).toHaveAttribute(
        "href",
        `tel:${person.tel}`,
      );
    }

    const details = page.locator(".contact-details");
    await expect(details).toContainText(FULL_ADDRESS);
    for (const phone of SITE.phones) {
      await expect(details.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        `tel:${phone.tel}`,
      );
    }
    await expect(details.getByRole("link", { name: SITE.email })).toHaveAttribute(
      "href",
      `mailto:${SITE.email}`,
    );
    await expect(details).toContainText("24 hours");

    await expect(details.getByRole("heading", { name: "Business Hours" })).toBeVisible();
    await expect(details.getByText("Mon-Sat 9:00 AM-6:00 PM")).toBeVisible();
    await expect(details.getByText("Sunday closed")).toBeVisible();
    await expect(details.getByRole("heading", { name: "Parking" })).toBeVisible();
    await expect(details.locator(".detail-note")).toContainText("parking");

    const actions = details.locator(".quick-actions");
    await expect(actions.getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      /^tel:\+\d+$/,
    );
    await expect(actions.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      `mailto:${SITE.email}`,
    );
    await expect(actions.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+$/,
    );

    const banner = page.locator(".urgent-banner");
    await expect(banner).toContainText("urgent");
    await expect(banner.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:\+\d+$/);
  });

  test("the map loads only after 'Show map'; 'Get Directions' is there from the start", async ({
    page,
  }) => {
    // Keep the test off the network: the embed itself is not under test.
    await page.route(/^https:\/\/(www\.)?google\.com\//, (route) => route.abort());
    const external = collectExternalRequests(page);
    await page.goto("/contact");
    await waitForPageReady(page);

    const mapBox = page.locator("#map");
    await expect(mapBox.locator("iframe")).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(mapBox.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
    expect(external).toEqual([]);

    await mapBox.getByRole("link", { name: "Show map" }).click();
    const iframe = mapBox.locator("iframe");
    await expect(iframe).toHaveCount(1);
    await expect(iframe).toHaveAttribute(
      "src",
      /^https:\/\/www\.google\.com\/maps\?.*output=embed/,
    );
    await expect(mapBox.getByRole("link", { name: "Get Directions" })).toBeVisible();
  });
});

/** Fills the contact form with a valid enquiry. */
async function fillValidForm(
  page: Page,
  enquiry: { name: string; email: string; message: string },
) {
  await page.getByLabel("Full Name").fill(enquiry.name);
  await page.getByLabel("Phone or WhatsApp Number").fill("+92 300 1234567");
  await page.getByLabel("Email Address").fill(enquiry.email);
  await page.getByLabel("Subject").selectOption("bulk-order");
  await page.getByLabel("Message").fill(enquiry.message);
}

async function expectFormEmpty(page: Page) {
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Phone or WhatsApp Number")).toHaveValue("");
  await expect(page.getByLabel("Email Address")).toHaveValue("");
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
}

test.describe("contact form", () => {
  test("fields: the phone first, the e-mail optional; the site's messages, never the browser's; six subjects", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForPageReady(page);
    // The phone comes before the e-mail.
    const fields = await page
      .locator("form.contact-form :is(input:not([type=hidden]), select, textarea):not(.honeypot *)")
      .evaluateAll((elements) => elements.map((element) => element.id));
    expect(fields).toEqual([
      "contact-name",
      "contact-phone",
      "contact-email",
      "contact-subject",
      "contact-message",
    ]);
    for (const label of ["Full Name", "Subject", "Message"]) {
      await expect(page.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Email Address (optional)")).not.toHaveAttribute("required", /.*/);
    await expect(page.getByLabel("Phone or WhatsApp Number")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Phone or WhatsApp Number")).toHaveAccessibleDescription(
      "Like 0300-1234567. No phone? Give your e-mail below.",
    );
    await expect(page.getByLabel("Message")).toHaveAttribute("rows", "6");
    await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");

    // The browser's own checks are off: an empty form goes to the server, which answers with
    // the site's words beside each field.
    await expect(page.locator("form.contact-form")).toHaveAttribute("novalidate", "");
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    await posted;
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(page.locator("#contact-name-error")).toHaveText("Please enter your full name");
    await expect(page.getByLabel("Full Name")).toBeFocused();

    // The subject offers the six subjects.
    const options = page.getByLabel("Subject").locator("option");
    const entries = await options.evaluateAll((elements) =>
      elements.map((option) => [
        (option as HTMLOptionElement).value,
        option.textContent?.trim() ?? "",
      ]),
    );
    expect(entries.filter(([value]) => value !== "")).toEqual([
      ["product-inquiry", "Product Inquiry"],
      ["technical-support", "Technical Support"],
      ["bulk-order", "Bulk Order"],
      ["partnership", "Partnership Opportunity"],
      ["general", "General Information"],
      ["other", "Other"],
    ]);
  });

  test("server validation shows messages beside the fields and keeps the typed values", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForPageReady(page);
    const markup = '<b id="injected-markup">bold</b><img src="x" id="injected-img">';
    await page.getByLabel("Full Name").fill("Ali Raza");
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Phone or WhatsApp Number").fill("call me");
    await page.getByLabel("Message").fill(markup);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    const errorOf = (field: string) => page.locator(`#contact-${field}-error`);
    await expect(errorOf("email")).toContainText("valid email address");
    await expect(errorOf("phone")).toContainText("digits");
    await expect(errorOf("subject")).toHaveText("Please choose a subject");
    await expect(errorOf("name")).toHaveCount(0);
    await expect(errorOf("message")).toHaveCount(0);
    // Each message sits beside its field and is tied to it.
    await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email Address")).toHaveAttribute(
      "aria-describedby",
      "contact-email-error",
    );
    await expect(page.locator(".field", { has: page.getByLabel("Subject") })).toContainText(
      "Please choose a subject",
    );
    // The phone's message first, then its hint.
    await expect(page.getByLabel("Phone or WhatsApp Number")).toHaveAttribute(
      "aria-describedby",
      "contact-phone-error contact-phone-hint",
    );
    await expect(page.getByLabel("Phone or WhatsApp Number")).toBeFocused();

    await expect(page.getByLabel("Full Name")).toHaveValue("Ali Raza");
    await expect(page.getByLabel("Email Address")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Phone or WhatsApp Number")).toHaveValue("call me");
    await expect(page.getByLabel("Message")).toHaveValue(markup);
    // The typed HTML is text, never markup.
    await expect(page.locator("#injected-markup, #injected-img")).toHaveCount(0);
  });

  test("all required fields missing: a message for each, a phone or e-mail asked for beside the phone", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForPageReady(page);
    await page.getByLabel("Message").fill("   ");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-name-error")).toHaveText("Please enter your full name");
    await expect(page.locator("#contact-phone-error")).toHaveText(
      "Please give a phone or WhatsApp number, or an email address, so we can answer you",
    );
    await expect(page.locator("#contact-subject-error")).toHaveText("Please choose a subject");
    await expect(page.locator("#contact-message-error")).toHaveText("Please write your message");
    await expect(page.locator("#contact-email-error")).toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toBeFocused();
    // A second answer replaces the first, and the phone keeps its hint.
    await page.getByLabel("Full Name").fill("Ali Raza");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-name-error")).toHaveCount(0);
    await expect(page.locator(".field-error")).toHaveCount(3);
    await expect(page.getByLabel("Phone or WhatsApp Number")).toBeFocused();
    await expect(page.getByLabel("Phone or WhatsApp Number")).toHaveAttribute(
      "aria-describedby",
      "contact-phone-error contact-phone-hint",
    );
  });

  test("sending shows 'Sending...', then the thanks, clears the form and stores the message as new", async ({
    page,
  }) => {
    const email = `e2e-${uniqueTag()}@example.com`;
    const message =
      'Need 50 litres for cotton. <script>alert("x")</script><b id="injected-markup">!</b>';
    try {
      await page.goto("/contact");
      await waitForPageReady(page);
      const pending = await holdRequests(
        page,
        (url) => url.pathname.startsWith("/contact"),
        (request) => request.method() === "POST",
      );
      await fillValidForm(page, { name: "Bilal Ahmed", email, message });
      await page.getByRole("button", { name: "Send Message" }).click();

      const button = page.locator("form.contact-form button[type=submit]");
      await expect(button).toHaveText("Sending...");
      await expect(button).toBeDisabled();
      await expect.poll(() => pending.held()).toBe(1);
      pending.release();

      await expect(page.getByRole("status")).toHaveText(SUCCESS);
      await expect(button).toHaveText("Send Message");
      await expect(button).toBeEnabled();
      await expectFormEmpty(page);
      await expect(page.locator("#injected-markup")).toHaveCount(0);

      const stored = findContacts(email, "seeded");
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: "Bilal Ahmed",
        email,
        phone: "+923001234567",
        subject: "bulk-order",
        message,
        status: "new",
      });
    } finally {
      removeContacts(email, "seeded");
    }
  });

  test("on the contact page React renders after a client-side navigation, the form also answers in place", async ({
    page,
  }) => {
    const email = `e2e-in-place-${uniqueTag()}@example.com`;
    try {
      await openSiteFromAdmin(page);
      await page
        .getByRole("navigation", { name: "Main" })
        .locator(".nav-links")
        .getByRole("link", { name: "Contact", exact: true })
        .click();
      await expect(page).toHaveURL("/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
      await expect(page.locator("#contact-name-error")).toHaveText("Please enter your full name");
      await expect(page.getByLabel("Full Name")).toBeFocused();

      await fillValidForm(page, { name: "Rafiq Ahmed", email, message: "Rates for 20 litres?" });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(SUCCESS);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.locator(".field-error")).toHaveCount(0);
      await expectFormEmpty(page);
      expect(findContacts(email, "seeded")).toHaveLength(1);
      // The same document all along.
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
    } finally {
      removeContacts(email, "seeded");
    }
  });

  test("a filled honeypot is told the message was sent, but nothing is stored", async ({
    page,
  }) => {
    const email = `e2e-bot-${uniqueTag()}@example.com`;
    try {
      await page.goto("/contact");
      await waitForPageReady(page);
      await fillValidForm(page, { name: "Spam Bot", email, message: "Cheap offers" });
      // People never see the honeypot; only a bot filling every field would.
      await expect(page.locator("input[name=website]")).not.toBeInViewport();
      await expect(page.locator(".honeypot")).toHaveAttribute("aria-hidden", "true");
      await page.locator("input[name=website]").evaluate((input) => {
        (input as HTMLInputElement).value = "https://spam.example";
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(SUCCESS);
      expect(findContacts(email, "seeded")).toEqual([]);
    } finally {
      removeContacts(email, "seeded");
    }
  });

  test("a network failure while sending keeps the message on the phone to send later", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForPageReady(page);
    await page.route(
      (url) => url.pathname.startsWith("/contact"),
      (route) => (route.request().method() === "POST" ? route.abort("failed") : route.fallback()),
    );
    await fillValidForm(page, {
      name: "Offline Farmer",
      email: "offline@example.com",
      message: "Hello",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    // The message is kept in the browser (IndexedDB) with its submission key: the form is free
    // for the next one. Its delivery is tested in offline.spec.ts.
    await expect(page.getByRole("status")).toHaveText(
      "Saved on your phone: it will be sent when you are back online.",
    );
    await expect(page.getByLabel("Full Name")).toHaveValue("");
  });

  test("sending works without JavaScript: the server renders the thanks and an empty form @nojs", async ({
    page,
  }) => {
    const email = `e2e-nojs-${uniqueTag()}@example.com`;
    try {
      await page.goto("/contact");
      await fillValidForm(page, {
        name: "Nasir Khan",
        email,
        message: "Please call me about wheat rust.",
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(SUCCESS);
      await expectFormEmpty(page);
      const stored = findContacts(email, "seeded");
      expect(stored).toHaveLength(1);
      expect(stored[0]?.status).toBe("new");
    } finally {
      removeContacts(email, "seeded");
    }
  });

  test("an invalid submission without JavaScript returns messages and keeps the values @nojs", async ({
    page,
  }) => {
    const email = `e2e-invalid-${uniqueTag()}@example`;
    try {
      await page.goto("/contact");
      await page.getByLabel("Full Name").fill("Zafar Iqbal");
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Subject").selectOption("general");
      await page.getByLabel("Message").fill('<i id="injected-markup">italic</i>');
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
      await expect(page.locator("#contact-email-error")).toContainText("valid email address");
      await expect(page.getByLabel("Full Name")).toHaveValue("Zafar Iqbal");
      await expect(page.getByLabel("Email Address")).toHaveValue(email);
      await expect(page.getByLabel("Subject")).toHaveValue("general");
      await expect(page.getByLabel("Message")).toHaveValue('<i id="injected-markup">italic</i>');
      await expect(page.locator("#injected-markup")).toHaveCount(0);
      expect(findContacts(email, "seeded")).toEqual([]);
    } finally {
      removeContacts(email, "seeded");
    }
  });

  test("a form post straight to the server is answered with 400 and the messages", async ({
    request,
  }) => {
    const response = await request.post("/contact", {
      form: { name: "", email: "x@example.com", subject: "nonsense", message: "Hi" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter your full name");
    expect(html).toContain("Please choose a subject");
    expect(html).toContain('value="x@example.com"');
  });
});
