import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { productForm } from "#tests/setup/forms";
import { refusalOf, valueOf } from "#tests/setup/results";
import { pngFile } from "#tests/setup/uploads";
import {
  addAccount,
  changeOwnPassword,
  resetPassword,
  setAccountActive,
  signOutOtherSessions,
  turnOffOwnTwoFactor,
  confirmOwnTwoFactor,
} from "~/auth/accounts.server";
import { createAdminUser, type AdminUser } from "~/auth/admin-users.server";
import { createAdminSession } from "~/auth/sessions.server";
import { setTwoFactorRequired, startEnrolment } from "~/auth/two-factor.server";
import { importBatches } from "~/batches/batch-import.server";
import { saveCategory } from "~/categories/categories.server";
import {
  createContactMessage,
  updateContactNotes,
  updateContactStatus,
} from "~/contacts/contacts.server";
import { db } from "~/db/db.server";
import { adminRecoveryCodes, adminUsers, trail } from "~/db/schema";
import { deleteProduct, saveProduct, type Product } from "~/products/products.server";
import { deleteTrashEntryForGood, findTrashEntry, restoreTrashEntry } from "~/trash/trash.server";
import {
  changesBetween,
  lastChangeOf,
  listTrailPage,
  MAX_FIELDS,
  MAX_VALUE_LENGTH,
  type Actor,
  type TrailEntry,
} from "./trail.server";
import type { TrailFilter } from "./trail-query";

const PASSWORD = "Kissan-2004!";
const T0 = Date.parse("2026-03-05T09:00:00.000Z");

let owner: AdminUser;
let asOwner: Actor;

beforeEach(async () => {
  resetDatabaseAndUploads();
  addCategory("Insecticides");
  owner = await createAdminUser("owner", PASSWORD, "Nadia Owner");
  asOwner = { accountId: owner.id, name: "Nadia Owner", channel: "admin" };
}, 60_000);

/** The whole trail, latest first. */
const entries = (filter: TrailFilter = {}): TrailEntry[] =>
  listTrailPage(filter, { page: 1, limit: 100 }).items;

/** Every stored value of the trail, as one text: what a copy of the table would reveal. */
const trailText = () => JSON.stringify(db().select().from(trail).all());

async function newProduct(by: Actor = asOwner): Promise<Product> {
  return valueOf(
    await saveProduct(productForm(), await pngFile("dhaal.png", 64), undefined, undefined, {}, by),
  );
}

describe("what a change records", () => {
  it("keeps only the fields that changed, each before and after", () => {
    expect(
      changesBetween(
        { id: 1, name: "Dhaal", description: "Old", slug: "dhaal", createdAt: "a" },
        { id: 1, name: "Dhaal", description: "New", slug: "dhaal", createdAt: "b" },
      ),
    ).toEqual({ description: { from: "Old", to: "New" } });
  });

  it("names nested fields, and leaves an empty side out", () => {
    expect(
      changesBetween(
        { safety: { signalWord: null, ppe: [] } },
        { safety: { signalWord: "Danger", ppe: ["gloves"] } },
      ),
    ).toEqual({
      "safety.signalWord": { to: "Danger" },
      "safety.ppe": { to: '["gloves"]' },
    });
  });

  it("cuts long texts and says their length", () => {
    const long = "Spray at first sight of the pest. ".repeat(20).trim();
    const { usage } = changesBetween({ usage: "" }, { usage: long });
    expect(usage?.to).toHaveLength(MAX_VALUE_LENGTH + ` (${long.length} characters)`.length);
    expect(usage?.to).toMatch(new RegExp(`… \\(${long.length} characters\\)$`));
  });

  it("shows two long texts from a little before where they differ", () => {
    const before = "Spray at first sight of the pest. ".repeat(5).trim();
    const { usage } = changesBetween(
      { usage: before },
      { usage: `${before} Repeat after 10 days.` },
    );
    expect(usage?.from).toBe(`…${before.slice(-20)}`);
    expect(usage?.to).toBe(`…${before.slice(-20)} Repeat after 10 days.`);
  });

  it("keeps at most MAX_FIELDS fields and says how many more changed", () => {
    const after = Object.fromEntries(
      Array.from({ length: MAX_FIELDS + 3 }, (_, i) => [`field${i}`, `value ${i}`]),
    );
    const changes = changesBetween({}, after);
    expect(Object.keys(changes)).toHaveLength(MAX_FIELDS + 1);
    expect(changes["…"]).toEqual({ to: "3 more fields" });
  });

  it("never keeps a secret, whatever the record calls it", () => {
    const changes = changesBetween(
      {},
      {
        name: "Bilal",
        password: "one-time-1",
        passwordHash: "scrypt$abc",
        totpSecret: "JBSWY3DPEHPK3PXP",
        setUpTokenHash: "f00d",
        token: "t0ken",
        recoveryCodes: ["abcde-fghij"],
        codes: ["x"],
      },
    );
    expect(changes).toEqual({ name: { to: "Bilal" } });
  });
});

describe("the trail of the catalogue", () => {
  it("records a product created, under the account's name and channel", async () => {
    const product = await newProduct({ ...asOwner, channel: "api" });
    const [entry] = entries();
    expect(entry).toMatchObject({
      accountId: owner.id,
      actorName: "Nadia Owner",
      channel: "api",
      kind: "products",
      recordId: product.id,
      recordName: product.name,
      action: "create",
    });
    expect(entry?.changes.name).toEqual({ to: product.name });
    expect(entry?.changes.description).toEqual({ to: product.description });
  });

  it("records an update with only the fields that changed", async () => {
    const product = await newProduct();
    const changed = productForm({
      description: "Controls jassid and whitefly.",
      slug: product.slug,
    });
    valueOf(await saveProduct(changed, null, product.id, undefined, {}, asOwner));
    const [entry] = entries();
    expect(entry).toMatchObject({ action: "update", recordId: product.id });
    expect(entry?.changes).toEqual({
      description: { from: "Controls armyworm and bollworm.", to: "Controls jassid and whitefly." },
    });
    expect(lastChangeOf("products", product.id)).toMatchObject({
      actorName: "Nadia Owner",
      action: "update",
    });
  });

  it("records nothing for a save that changed nothing, or that was refused", async () => {
    const product = await newProduct();
    valueOf(
      await saveProduct(
        productForm({ slug: product.slug }),
        null,
        product.id,
        undefined,
        {},
        asOwner,
      ),
    );
    refusalOf(
      await saveProduct(productForm({ name: "" }), null, product.id, undefined, {}, asOwner),
    );
    expect(entries().map((entry) => entry.action)).toEqual(["create"]);
  });

  it("records nothing without a person: the demo catalogue and the command line", async () => {
    valueOf(await saveProduct(productForm(), await pngFile("dhaal.png", 64), undefined));
    valueOf(saveCategory({ name: "Herbicides", description: "Weeds." }));
    expect(entries()).toEqual([]);
  });

  it("records a delete, a restore and a delete for good, each once", async () => {
    const product = await newProduct();
    valueOf(deleteProduct(product.id, asOwner));
    const trashed = findTrashEntry("products", product.id);
    if (!trashed) throw new Error("Not in the trash");
    valueOf(restoreTrashEntry(trashed.id, asOwner));
    valueOf(deleteProduct(product.id, asOwner));
    const again = findTrashEntry("products", product.id);
    if (!again) throw new Error("Not in the trash");
    valueOf(await deleteTrashEntryForGood(again.id, asOwner));
    expect(entries().map((entry) => [entry.action, entry.recordId, entry.recordName])).toEqual([
      ["delete-for-good", product.id, product.name],
      ["delete", product.id, product.name],
      ["restore", product.id, product.name],
      ["delete", product.id, product.name],
      ["create", product.id, product.name],
    ]);
  });

  it("records a category's rename before and after", () => {
    const category = valueOf(
      saveCategory({ name: "Herbicides", description: "Weeds." }, undefined, asOwner),
    );
    valueOf(
      saveCategory(
        { name: "Weedicides", slug: category.slug, description: "Weeds." },
        category.id,
        asOwner,
      ),
    );
    const [entry] = entries({ kind: "categories" });
    expect(entry).toMatchObject({ action: "update", recordName: "Weedicides" });
    expect(entry?.changes).toEqual({ name: { from: "Herbicides", to: "Weedicides" } });
  });

  it("records a message's status change and its notes", () => {
    const message = createContactMessage({
      name: "Bilal",
      phone: "+923001234567",
      email: undefined,
      subject: "general",
      message: "Is Dhaal in stock in Vehari?",
    });
    valueOf(updateContactStatus(message.id, "replied", asOwner));
    valueOf(updateContactNotes(message.id, { adminNotes: "Called back." }, asOwner));
    expect(entries({ kind: "contacts", record: message.id })).toMatchObject([
      { action: "update", changes: { adminNotes: { to: "Called back." } } },
      { action: "status", changes: { status: { from: "new", to: "replied" } } },
    ]);
  });

  it("records an import as one change with its count", async () => {
    const product = await newProduct();
    const file = `product,batch_number,manufactured_on,expires_on\r\n${product.slug},B-101,2026-01-01,2028-01-01\r\n${product.slug},B-102,2026-01-01,2028-01-01\r\n`;
    valueOf(importBatches(file, [], asOwner));
    const [entry] = entries({ kind: "batches" });
    expect(entry).toMatchObject({
      action: "import",
      recordId: null,
      recordName: "2 batches",
      changes: { imported: { to: "2" } },
    });
  });
});

describe("the trail of sign-ins and accounts", { timeout: 60_000 }, () => {
  it("records a sign-in, from the admin or the API", () => {
    createAdminSession(owner, new Date(T0));
    createAdminSession(owner, new Date(T0), undefined, "api");
    expect(entries().map((entry) => [entry.action, entry.channel, entry.actorName])).toEqual([
      ["sign-in", "api", "Nadia Owner"],
      ["sign-in", "admin", "Nadia Owner"],
    ]);
  });

  it("records each account change, and never a password, secret, token or code", async () => {
    const added = valueOf(
      await addAccount(
        { name: "Bilal", username: "bilal", firstSignIn: "set-up-link" },
        new Date(T0),
        asOwner,
      ),
    );
    const bilal = added.account.id;
    const reset = valueOf(
      await resetPassword(bilal, "one-time-password", owner, new Date(T0), asOwner),
    );
    valueOf(setAccountActive(bilal, false, owner, new Date(T0), asOwner));
    valueOf(setAccountActive(bilal, true, owner, new Date(T0), asOwner));

    const session = createAdminSession(owner, new Date(T0));
    const address = "203.0.113.9";
    valueOf(
      await changeOwnPassword(
        session,
        { currentPassword: PASSWORD, newPassword: "Kissan-2026!", repeatPassword: "Kissan-2026!" },
        address,
        T0,
      ),
    );
    signOutOtherSessions(session);
    const enrolment = startEnrolment(owner.id);
    if (!enrolment) throw new Error("No enrolment");
    const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate({
      timestamp: T0,
    });
    const recoveryCodes = valueOf(confirmOwnTwoFactor(session, code, T0));
    valueOf(setTwoFactorRequired(true, owner.id, asOwner));
    valueOf(setTwoFactorRequired(false, owner.id, asOwner));
    valueOf(await turnOffOwnTwoFactor(session, "Kissan-2026!", address, T0));

    expect(entries({ kind: "accounts" }).map((entry) => [entry.action, entry.recordName])).toEqual([
      ["two-factor-off", "Nadia Owner"],
      ["two-factor-required", "Two-factor sign-in for everyone"],
      ["two-factor-required", "Two-factor sign-in for everyone"],
      ["two-factor-on", "Nadia Owner"],
      ["sign-out-others", "Nadia Owner"],
      ["password-changed", "Nadia Owner"],
      ["sign-in", "Nadia Owner"],
      ["account-enabled", "Bilal"],
      ["account-disabled", "Bilal"],
      ["password-reset", "Bilal"],
      ["account-added", "Bilal"],
    ]);
    expect(entries({ record: bilal })[1]?.changes).toEqual({
      active: { from: "true", to: "false" },
    });
    const ownChange = entries({ record: owner.id }).find(
      (entry) => entry.action === "password-changed",
    );
    expect(ownChange?.changes).toEqual({});

    const stored = trailText();
    const secrets = [
      session.token,
      enrolment.secret,
      code,
      ...recoveryCodes,
      added.firstSignIn.kind === "set-up-link" ? added.firstSignIn.token : "",
      reset.firstSignIn.kind === "one-time-password" ? reset.firstSignIn.password : "",
      ...db()
        .select({ hash: adminUsers.passwordHash })
        .from(adminUsers)
        .all()
        .map((row) => row.hash),
      ...db()
        .select({ hash: adminRecoveryCodes.codeHash })
        .from(adminRecoveryCodes)
        .all()
        .map((row) => row.hash),
    ].filter(Boolean);
    expect(secrets.length).toBeGreaterThan(6);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/"password"|secret|token|scrypt/i);
  });

  it("keeps the name an entry was made under after the account is renamed", async () => {
    valueOf(saveCategory({ name: "Herbicides", description: "Weeds." }, undefined, asOwner));
    db().update(adminUsers).set({ name: "Nadia Khan" }).run();
    expect(entries()[0]?.actorName).toBe("Nadia Owner");
  });
});

describe("reading the trail", () => {
  it("filters by person, kind, record and days in Pakistan time", async () => {
    const other = await createAdminUser("bilal", PASSWORD, "Bilal");
    const asBilal: Actor = { accountId: other.id, name: "Bilal", channel: "admin" };
    const herbicides = valueOf(
      saveCategory({ name: "Herbicides", description: "Weeds." }, undefined, asOwner),
    );
    valueOf(saveCategory({ name: "Fungicides", description: "Blight." }, undefined, asBilal));
    expect(entries({ person: other.id }).map((entry) => entry.recordName)).toEqual(["Fungicides"]);
    expect(entries({ kind: "categories", record: herbicides.id })).toHaveLength(1);
    expect(entries({ kind: "products" })).toEqual([]);

    // 20:00 UTC on 4 March is 01:00 on 5 March in Pakistan.
    db().update(trail).set({ at: "2026-03-04T20:00:00.000Z" }).run();
    expect(entries({ from: "2026-03-05", to: "2026-03-05" })).toHaveLength(2);
    expect(entries({ to: "2026-03-04" })).toEqual([]);
    expect(entries({ from: "2026-03-06" })).toEqual([]);
  });

  it("pages the list, latest first", () => {
    for (const name of ["A", "B", "C"]) {
      valueOf(saveCategory({ name: `${name} sprays`, description: "Any." }, undefined, asOwner));
    }
    const page = listTrailPage({}, { page: 2, limit: 2 });
    expect(page).toMatchObject({ total: 3, pages: 2, page: 2 });
    expect(page.items.map((entry) => entry.recordName)).toEqual(["A sprays"]);
  });
});
