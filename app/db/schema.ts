// Drizzle schema of the whole product. drizzle-kit loads this file outside Vite, so it must not
// use the "~/" import alias.
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    // Urdu versions, shown on the /ur pages; null where none was written (the English shows).
    nameUr: text("name_ur"),
    descriptionUr: text("description_ur"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("categories_name_unique").on(table.name),
    uniqueIndex("categories_slug_unique").on(table.slug),
  ],
);

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict", onUpdate: "cascade" }),
    description: text("description").notNull(),
    // An uploaded image: its storage key and the size of its largest WebP variant (app/images).
    imageKey: text("image_key"),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    /** JSON array of strings. */
    features: text("features", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    usage: text("usage").notNull().default(""),
    composition: text("composition"),
    dosage: text("dosage"),
    waitingPeriod: text("waiting_period"),
    // Urdu versions, shown on the /ur pages; null (or an empty list) where none was written.
    nameUr: text("name_ur"),
    descriptionUr: text("description_ur"),
    /** JSON array of strings. */
    featuresUr: text("features_ur", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    usageUr: text("usage_ur"),
    compositionUr: text("composition_ur"),
    dosageUr: text("dosage_ur"),
    waitingPeriodUr: text("waiting_period_ur"),
    /** JSON array of the pack sizes it is sold in: [{ amount: 250, unit: "ml" }, ...]. */
    packSizes: text("pack_sizes", { mode: "json" })
      .$type<{ amount: number; unit: "ml" | "L" | "g" | "kg" }[]>()
      .notNull()
      .default(sql`'[]'`),
    // The label's safety facts, each optional (app/products/safety.ts).
    /** Its registration number under the Agricultural Pesticides Ordinance. */
    registrationNumber: text("registration_number"),
    /** WHO hazard class, shown as the label's colour band. */
    hazardClass: text("hazard_class", { enum: ["Ia", "Ib", "II", "III", "U"] }),
    /** JSON array of the protective wear the label asks for. */
    protectiveWear: text("protective_wear", { mode: "json" })
      .$type<("gloves" | "mask" | "boots" | "goggles" | "overall")[]>()
      .notNull()
      .default(sql`'[]'`),
    firstAid: text("first_aid"),
    firstAidUr: text("first_aid_ur"),
    antidote: text("antidote"),
    antidoteUr: text("antidote_ur"),
    warnsBees: integer("warns_bees", { mode: "boolean" }).notNull().default(false),
    warnsFish: integer("warns_fish", { mode: "boolean" }).notNull().default(false),
    warnsLivestock: integer("warns_livestock", { mode: "boolean" }).notNull().default(false),
    /** Storage keys of its printed label and its safety data sheet, as PDF files. */
    labelPdfKey: text("label_pdf_key"),
    safetySheetPdfKey: text("safety_sheet_pdf_key"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("products_slug_unique").on(table.slug),
    index("products_category_created_idx").on(table.categoryId, table.createdAt),
    index("products_created_idx").on(table.createdAt),
  ],
);

/** The crops of the crop guide, managed by the admin like categories. */
export const crops = sqliteTable(
  "crops",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    nameUr: text("name_ur"),
    /**
     * The names farmers type in Latin letters (Roman Urdu), comma-separated: "kapas, narma".
     * Search finds the crop's products by any of them.
     */
    nameRoman: text("name_roman"),
    // An optional picture: its storage key and the size of its largest WebP variant.
    imageKey: text("image_key"),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("crops_name_unique").on(table.name),
    uniqueIndex("crops_slug_unique").on(table.slug),
  ],
);

/**
 * A product's recommended uses, as its label gives them: on a crop, against a target (pest,
 * disease or weed), at a dose, with an optional waiting period; each text with its Urdu.
 */
export const productUses = sqliteTable(
  "product_uses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    cropId: integer("crop_id")
      .notNull()
      .references(() => crops.id, { onDelete: "restrict" }),
    /** The order the product's page lists its uses in. */
    position: integer("position").notNull(),
    target: text("target").notNull(),
    targetUr: text("target_ur"),
    /** What the target is: a pest, a disease, a weed or a nutrition need (TARGET_KINDS). */
    targetKind: text("target_kind", { enum: ["pest", "disease", "weed", "nutrition"] })
      .notNull()
      .default("pest"),
    /** The target's names in Roman Urdu, comma-separated: "safed makhi, chitti makhi". */
    targetRoman: text("target_roman"),
    /** A main use: the crop guide lists it first in its group, and cards name it. */
    main: integer("main", { mode: "boolean" }).notNull().default(false),
    // The dose as data (app/doses): an amount or a range of a unit per area, and the litres of
    // water per acre to spray it in where the label gives them. Pages write its text in either
    // language from these. Null where the dose is not an amount per area (per kg of seed):
    // then `doseText` holds it as typed, and the spray calculator leaves the use out.
    doseAmount: real("dose_amount"),
    doseAmountMax: real("dose_amount_max"),
    doseUnit: text("dose_unit", { enum: ["ml", "L", "g", "kg"] }),
    doseArea: text("dose_area", { enum: ["acre", "kanal", "hectare"] }),
    waterLitres: real("water_litres"),
    waterLitresMax: real("water_litres_max"),
    /** A note on how to apply it ('basal', 'mixed with sand'), with its Urdu. */
    doseNote: text("dose_note"),
    doseNoteUr: text("dose_note_ur"),
    /** A dose the parts cannot say, as typed, with its Urdu. */
    doseText: text("dose_text"),
    doseTextUr: text("dose_text_ur"),
    waitingPeriod: text("waiting_period"),
    waitingPeriodUr: text("waiting_period_ur"),
  },
  (table) => [
    index("product_uses_product_position_idx").on(table.productId, table.position),
    index("product_uses_crop_idx").on(table.cropId),
  ],
);

export const galleryItems = sqliteTable(
  "gallery_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Calendar date, YYYY-MM-DD. */
    date: text("date").notNull(),
    location: text("location").notNull(),
    eventType: text("event_type").notNull(),
    // Urdu versions, shown on the /ur pages; null where none was written.
    titleUr: text("title_ur"),
    descriptionUr: text("description_ur"),
    locationUr: text("location_ur"),
    createdAt: createdAt(),
  },
  (table) => [
    index("gallery_items_date_idx").on(table.date, table.id),
    index("gallery_items_type_date_idx").on(table.eventType, table.date, table.id),
  ],
);

export const galleryImages = sqliteTable(
  "gallery_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    galleryItemId: integer("gallery_item_id")
      .notNull()
      .references(() => galleryItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    key: text("key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [index("gallery_images_item_position_idx").on(table.galleryItemId, table.position)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** At least one of e-mail and phone is given; the phone in international form (+923001234567). */
    email: text("email"),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    adminNotes: text("admin_notes"),
    /** The language of the page the visitor wrote from ("en" or "ur"), so staff reply in it. */
    language: text("language").notNull().default("en"),
    /**
     * The key the visitor's browser gave this submission: a message sent again (a retry on a
     * flaky link, one kept on the phone and sent later) is stored once. Null for a form sent
     * without JavaScript.
     */
    submissionKey: text("submission_key"),
    /** An enquiry from the contact form, or a report of a pack the verification did not know. */
    kind: text("kind", { enum: ["enquiry", "pack-report"] })
      .notNull()
      .default("enquiry"),
    // A pack report's details: where the pack was bought (a district code of
    // app/dealers/districts.ts and the shop), the code or batch number as typed, and an
    // optional photo of the pack (its storage key and the size of its largest WebP variant).
    district: text("district"),
    shop: text("shop"),
    packCode: text("pack_code"),
    photoKey: text("photo_key"),
    photoWidth: integer("photo_width"),
    photoHeight: integer("photo_height"),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_messages_status_created_idx").on(table.status, table.createdAt),
    index("contact_messages_created_idx").on(table.createdAt),
    uniqueIndex("contact_messages_submission_key_unique").on(table.submissionKey),
  ],
);

/**
 * The outbox of e-mail notifications: a row is written with its contact message, in the same
 * transaction, and a sender in the server process delivers it afterwards, retrying until it is
 * sent or given up. The mail is made from the message when it is sent.
 */
/**
 * The columns of something a sender delivers with retries and backoff (the e-mail outbox, the
 * shared caches' purges).
 */
function retriedDelivery() {
  return {
    attempts: integer("attempts").notNull().default(0),
    /** When the sender may next try: now when queued, later after a failure. */
    nextAttemptAt: text("next_attempt_at").notNull(),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    /** When the sender gave up (an e-mail a day after its message came, a purge after 600 s). */
    failedAt: text("failed_at"),
    createdAt: createdAt(),
  };
}

export const notificationOutbox = sqliteTable(
  "notification_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    ...retriedDelivery(),
  },
  (table) => [
    index("notification_outbox_due_idx").on(table.sentAt, table.failedAt, table.nextAttemptAt),
    index("notification_outbox_contact_idx").on(table.contactId),
  ],
);

export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    /** scrypt hash with its salt and parameters, see app/auth. */
    passwordHash: text("password_hash").notNull(),
    /** The person's name as the admin shows it; empty for an account made outside the admin. */
    name: text("name").notNull().default(""),
    /** When an administrator disabled the account; null while it is active. */
    disabledAt: text("disabled_at"),
    /** The password is a one-time one an administrator gave: its owner chooses their own next. */
    mustChangePassword: integer("must_change_password", { mode: "boolean" })
      .notNull()
      .default(false),
    /** SHA-256 of the set-up link's token, and when the link stops working; null once used. */
    setUpTokenHash: text("set_up_token_hash"),
    setUpExpiresAt: text("set_up_expires_at"),
    lastSignInAt: text("last_sign_in_at"),
    /** The authenticator app's shared secret (base32) once two-factor sign-in is confirmed. */
    totpSecret: text("totp_secret"),
    /** A secret shown for enrolment, not yet confirmed with a first code. */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last 30-second step a code was accepted for: no code is accepted twice. */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("admin_users_username_unique").on(table.username),
    uniqueIndex("admin_users_set_up_token_unique").on(table.setUpTokenHash),
  ],
);

/** An account's recovery codes for two-factor sign-in: SHA-256 hashes, each used once. */
export const adminRecoveryCodes = sqliteTable(
  "admin_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (table) => [index("admin_recovery_codes_user_idx").on(table.userId, table.codeHash)],
);

/**
 * A sign-in whose password was right and whose code is still to come (two-factor sign-in): the
 * sign-in form's second step carries its token; only a SHA-256 hash is stored.
 */
export const adminSignInChallenges = sqliteTable(
  "admin_sign_in_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("admin_sign_in_challenges_expires_idx").on(table.expiresAt)],
);

export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    /** SHA-256 of the token the client holds, so a leaked database does not leak sessions. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    /**
     * What the admin's next page says once, then clears (app/auth/sessions.server.ts): kept
     * here, on the server, so an address can never put words in it.
     */
    flash: text("flash"),
    /**
     * What the person must do before the rest of the admin opens to this session (choose their
     * own password, set up two-factor sign-in); null for a session that may do everything.
     */
    nextStep: text("next_step"),
    createdAt: createdAt(),
  },
  (table) => [
    index("admin_sessions_user_idx").on(table.userId),
    index("admin_sessions_expires_idx").on(table.expiresAt),
  ],
);

/** Key-value settings the app keeps for itself, such as a generated session secret. */
export const appSettings = sqliteTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * Recent events a rate limit counts (failed sign-ins, contact messages), one row each; rows
 * older than their limit's window are pruned as new ones arrive. `subject` is what was aimed at
 * (the username of a sign-in), empty when the limit is per address only. `at` is epoch ms.
 */
export const rateLimitEvents = sqliteTable(
  "rate_limit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bucket: text("bucket").notNull(),
    address: text("address").notNull(),
    subject: text("subject").notNull().default(""),
    at: integer("at").notNull(),
  },
  (table) => [
    index("rate_limit_events_address_idx").on(table.bucket, table.address, table.at),
    index("rate_limit_events_subject_idx").on(table.bucket, table.subject, table.at),
    index("rate_limit_events_at_idx").on(table.bucket, table.at),
  ],
);

/**
 * One row whose `version` goes up with every write to what public pages show (categories,
 * products, their uses, crops, gallery events and images): triggers in the same transaction as
 * the write, so a change by any path or any process is seen. The page cache keys on it.
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * Purges of the shared caches in front of the site (Varnish, a CDN) still to be delivered: a
 * trigger on `content_version` queues one in the transaction of every change to what public
 * pages show, unless one is already waiting untried (it will carry this change too). The
 * sender (app/cache-purge) tries it with backoff like the e-mail outbox.
 */
export const cachePurges = sqliteTable(
  "cache_purges",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ...retriedDelivery(),
  },
  (table) => [index("cache_purges_due_idx").on(table.sentAt, table.failedAt, table.nextAttemptAt)],
);

/**
 * Authorised dealers, where farmers can buy: each text with its optional Urdu. `district` is a
 * code from the list kept in app/dealers/districts.ts; phones are in international form.
 */
export const dealers = sqliteTable(
  "dealers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    shopName: text("shop_name").notNull(),
    shopNameUr: text("shop_name_ur"),
    contactName: text("contact_name").notNull(),
    contactNameUr: text("contact_name_ur"),
    district: text("district").notNull(),
    /** The tehsil or town within the district. */
    town: text("town").notNull(),
    townUr: text("town_ur"),
    address: text("address").notNull(),
    addressUr: text("address_ur"),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp"),
    /** An optional map location, in degrees. */
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** Only active dealers are listed to farmers. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index("dealers_district_town_idx").on(table.district, table.town),
    index("dealers_created_idx").on(table.createdAt),
  ],
);

/** The categories a dealer stocks (none recorded: not said). */
export const dealerCategories = sqliteTable(
  "dealer_categories",
  {
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.dealerId, table.categoryId] }),
    index("dealer_categories_category_idx").on(table.categoryId),
  ],
);

/** The products a dealer stocks (none recorded: not said). */
export const dealerProducts = sqliteTable(
  "dealer_products",
  {
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.dealerId, table.productId] }),
    index("dealer_products_product_idx").on(table.productId),
  ],
);

/**
 * A production batch of a product, as printed on its packs. `batchKey` is the batch number
 * normalised as a farmer's typing is (app/verification/pack-codes.ts), unique so a batch number
 * alone finds one batch. Dates are calendar dates, YYYY-MM-DD.
 */
export const batches = sqliteTable(
  "batches",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    batchNumber: text("batch_number").notNull(),
    batchKey: text("batch_key").notNull(),
    manufacturedOn: text("manufactured_on").notNull(),
    expiresOn: text("expires_on").notNull(),
    /** How many packs the batch made, where known. */
    quantity: integer("quantity"),
    /** A recalled batch: farmers checking it are told not to use it, and why. */
    recalled: integer("recalled", { mode: "boolean" }).notNull().default(false),
    recallNote: text("recall_note"),
    recallNoteUr: text("recall_note_ur"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("batches_batch_key_unique").on(table.batchKey),
    index("batches_product_idx").on(table.productId, table.createdAt),
    index("batches_created_idx").on(table.createdAt),
  ],
);

/**
 * One-time codes printed under the scratch panel of a batch's packs. Only a keyed hash of each
 * code is kept (app/verification/pack-codes.ts), so a leaked database does not reveal the
 * codes not yet checked. The first check is remembered, so a later one can warn of a copy.
 */
export const packCodes = sqliteTable(
  "pack_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    batchId: integer("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    firstCheckedAt: text("first_checked_at"),
    /** The district the first checker said he was in, a code of app/dealers/districts.ts. */
    firstCheckedDistrict: text("first_checked_district"),
    checkCount: integer("check_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("pack_codes_code_hash_unique").on(table.codeHash),
    index("pack_codes_batch_idx").on(table.batchId),
  ],
);

/**
 * Every verification asked, with its outcome, so the staff see checks, repeat checks and
 * unknown codes per product and per district (counterfeit hotspots). Nothing about the asker
 * is kept but the district he chose.
 */
export const packChecks = sqliteTable(
  "pack_checks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "code" when a pack code was typed, "batch" when only a batch number. */
    method: text("method", { enum: ["code", "batch"] }).notNull(),
    outcome: text("outcome", {
      enum: ["genuine", "repeat", "expired", "recalled", "unknown"],
    }).notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    batchId: integer("batch_id").references(() => batches.id, { onDelete: "set null" }),
    district: text("district"),
    createdAt: createdAt(),
  },
  (table) => [
    index("pack_checks_created_idx").on(table.createdAt),
    index("pack_checks_product_idx").on(table.productId, table.outcome),
    index("pack_checks_district_idx").on(table.district, table.outcome),
  ],
);

/**
 * Deleted records, kept 30 days so a slip can be undone (app/db/trash.server.ts, decision 23).
 * A record leaves its table with the rows that hang on it; `snapshot` holds them all as they
 * were, to be put back with the same ids. `kind` is the API's name of the record's collection.
 */
export const trash = sqliteTable(
  "trash",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    /** The record's id in its own table, which it gets back when restored. */
    recordId: integer("record_id").notNull(),
    /** What the trash list names it by, and what more it says (a product's category). */
    name: text("name").notNull(),
    detail: text("detail"),
    /** JSON: the record's rows and those that hang on it, table by table, parents first. */
    snapshot: text("snapshot").notNull(),
    /** JSON list of "table.column:value": records outside it that a restore needs. */
    needs: text("needs", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** JSON lists of its stored images and documents, whose files stay until it leaves. */
    images: text("images", { mode: "json" })
      .$type<{ key: string; width: number; height: number }[]>()
      .notNull()
      .default(sql`'[]'`),
    documents: text("documents", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    deletedAt: text("deleted_at").notNull(),
  },
  (table) => [
    uniqueIndex("trash_kind_record_unique").on(table.kind, table.recordId),
    index("trash_deleted_idx").on(table.deletedAt, table.id),
    index("trash_kind_deleted_idx").on(table.kind, table.deletedAt, table.id),
  ],
);

/**
 * The trail: who changed what and when, one row per change made through the admin or the API
 * (decision 24). Written in the transaction of the change it records; kept, never edited.
 */
export const trail = sqliteTable(
  "trail",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: createdAt(),
    /** The account that made the change; null for the system (the command line, the purge). */
    accountId: integer("account_id"),
    /** Their name when they made it, so a later rename or disable keeps the entry readable. */
    actorName: text("actor_name").notNull(),
    /** How they made it: "admin" (a signed-in session) or "api" (an API token). */
    channel: text("channel").notNull(),
    /** The kind of record (the API's collection name, or "accounts"). */
    kind: text("kind").notNull(),
    recordId: integer("record_id"),
    recordName: text("record_name").notNull(),
    action: text("action").notNull(),
    /** JSON: the fields that changed, each `{ from, to }`, bounded in size; no secrets. */
    changes: text("changes", { mode: "json" })
      .$type<Record<string, { from?: string; to?: string }>>()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    index("trail_at_idx").on(table.at, table.id),
    index("trail_record_idx").on(table.kind, table.recordId, table.id),
    index("trail_account_idx").on(table.accountId, table.id),
  ],
);

/**
 * What farmers look at, counted per day on the server (app/insight, decision 25): no visitor,
 * address or browser is kept, only how many. `record` is the slug of the product, category or
 * crop a page shows, '' for a page of no record; `language` is "en" or "ur". `day` is a day,
 * YYYY-MM-DD, or for days older than DAILY_DAYS a whole month, YYYY-MM; rows older than the
 * retention (RETENTION_DAYS, app/insight/tally.server.ts) are deleted daily. The counts'
 * tables are WITHOUT ROWID (drizzle/0017_insight.sql): a row is stored once, in key order.
 */
export const insightPageViews = sqliteTable(
  "insight_page_views",
  {
    /** The day in Pakistan, YYYY-MM-DD, or a folded month, YYYY-MM. */
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    record: text("record").notNull(),
    language: text("language").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.record, table.language] })],
);

/** Searches of the catalogue per day, by their query folded as search folds it. */
export const insightSearches = sqliteTable(
  "insight_searches",
  {
    day: text("day").notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull(),
    /** How many products the query found the last time that day. */
    results: integer("results").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);

/** Enquiries per day by subject, language and the product asked about ('' for none). */
export const insightEnquiries = sqliteTable(
  "insight_enquiries",
  {
    day: text("day").notNull(),
    subject: text("subject").notNull(),
    language: text("language").notNull(),
    product: text("product").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.subject, table.language, table.product] })],
);

/** Searches that found nothing which the staff marked as dealt with; they leave that list. */
export const insightHandledSearches = sqliteTable("insight_handled_searches", {
  query: text("query").primaryKey(),
  handledAt: text("handled_at").notNull(),
});
