import { z } from "zod";
import type { ContactStatus } from "~/contacts/contact-fields";
import {
  contactKindSchema,
  contactLanguageSchema,
  contactStatusSchema,
  contactSubjectSchema,
} from "~/contacts/contact-schema";
import { TARGET_KINDS } from "~/crops/target-kinds";
import { DOSE_AREAS, DOSE_UNITS } from "~/doses/dose";
import { calendarDateSchema, eventTypeSchema } from "~/gallery/gallery-schema";
import { TRASH_DAYS, TRASH_KINDS } from "~/db/trash-kinds";
import { TRAIL_ACTIONS, TRAIL_CHANNELS, TRAIL_KINDS } from "~/trail/trail-query";
import { MAX_PAGE, MAX_PAGE_LIMIT } from "~/lib/paging";
import { productSafetyRecordSchema } from "./safety-records";

/*
 * Records as the REST API shows them: `_id` as a string, a product's category by name, image
 * URLs (the largest variant) instead of storage keys. These schemas describe the answers in
 * GET /api/openapi.json; the record functions (records.server.ts) are typed from them, so an
 * answer cannot drift from its description without a compile error. Nothing here is
 * server-only: the routes' descriptions of their calls name these schemas, and React Router's
 * browser build reads every export of a route module.
 */

const recordId = z
  .string()
  .meta({ description: "The record's id, as a string.", examples: ["12"] });

const instant = z.string().meta({
  format: "date-time",
  description: "ISO 8601, UTC.",
  examples: ["2025-03-05T09:30:00.000Z"],
});

/** An Urdu version of a text field: null where none was written (Urdu pages show the English). */
const urdu = (examples?: string[]) =>
  z
    .string()
    .nullable()
    .meta({ description: "Urdu version; null when there is none.", ...(examples && { examples }) });

/** Names in Roman Urdu, as farmers type them: null where none were written. */
const romanNames = (examples: string[]) =>
  z.string().nullable().meta({
    description: "Names in Roman Urdu (Latin letters), separated by commas; null when none.",
    examples,
  });

const IMAGE_URL = "Address of the largest WebP variant, served by this app under /uploads/.";

export const categoryRecordSchema = z
  .object({
    _id: recordId,
    name: z.string().meta({ examples: ["Insecticides"] }),
    slug: z.string().meta({ examples: ["insecticides"] }),
    description: z.string(),
    nameUr: urdu(["کیڑے مار دوائیں"]),
    descriptionUr: urdu(),
    createdAt: instant,
  })
  .meta({ id: "Category", description: "A product category." });

export const specificationsSchema = z
  .object({
    composition: z.string().optional(),
    dosage: z.string().optional(),
    waitingPeriod: z.string().optional(),
  })
  .meta({ id: "Specifications", description: "Only the specifications the product has." });

export const doseRecordSchema = z
  .object({
    amount: z.number().positive().meta({ description: "The amount, or the low end of a range." }),
    amountMax: z.number().positive().optional().meta({ description: "The high end of a range." }),
    unit: z.enum(DOSE_UNITS),
    area: z.enum(DOSE_AREAS).meta({ description: "The area the amount is for." }),
    waterLitres: z
      .number()
      .positive()
      .optional()
      .meta({ description: "Litres of water per acre to spray it in, or the low end of a range." }),
    waterLitresMax: z.number().positive().optional(),
  })
  .meta({
    id: "Dose",
    description: "A dose as data: an amount or a range of a unit per area.",
    examples: [{ amount: 200, amountMax: 250, unit: "ml", area: "acre", waterLitres: 100 }],
  });

export const packSizeRecordSchema = z
  .object({
    amount: z.number().positive(),
    unit: z.enum(DOSE_UNITS),
  })
  .meta({
    id: "PackSize",
    description: "A size the product is sold in.",
    examples: [{ amount: 250, unit: "ml" }],
  });

export const productUseRecordSchema = z
  .object({
    crop: z.string().meta({ description: "The crop's slug.", examples: ["cotton"] }),
    cropName: z.string().meta({ examples: ["Cotton"] }),
    cropNameUr: urdu(["کپاس"]),
    cropNameRoman: romanNames(["kapas, narma"]),
    target: z.string().meta({ examples: ["Whitefly"] }),
    targetUr: urdu(["سفید مکھی"]),
    targetKind: z.enum(TARGET_KINDS).meta({
      description: "What the target is; the crop guide groups a crop's targets by it.",
    }),
    targetRoman: romanNames(["safed makhi, chitti makhi"]),
    main: z.boolean().meta({
      description: "A main use of the product: the crop guide lists it first in its group.",
    }),
    dose: doseRecordSchema.nullable().meta({
      description:
        "The dose as data; null when it is not an amount per area (per kg of seed) and is kept as `doseText`.",
    }),
    doseNote: z
      .string()
      .nullable()
      .meta({ examples: ["basal"], description: "How to apply it." }),
    doseNoteUr: urdu(),
    doseText: z
      .string()
      .nullable()
      .meta({
        examples: ["4 g per kg of seed"],
        description: "A dose that is not an amount per area, as typed; null when `dose` is set.",
      }),
    doseTextUr: urdu(),
    doseLabel: z.string().meta({
      examples: ["200–250 ml per acre in 100 litres of water"],
      description: "The dose as the English page shows it.",
    }),
    doseLabelUr: z.string().meta({
      examples: ["200 سے 250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں"],
      description:
        "The dose as the Urdu page shows it (in English where a typed dose has no Urdu).",
    }),
    waitingPeriod: z.string().nullable(),
    waitingPeriodUr: urdu(),
  })
  .meta({ id: "ProductUse", description: "A recommended use, as the product's label gives it." });

export const cropRecordSchema = z
  .object({
    _id: recordId,
    name: z.string().meta({ examples: ["Cotton"] }),
    slug: z.string().meta({ examples: ["cotton"] }),
    nameUr: urdu(["کپاس"]),
    nameRoman: romanNames(["kapas, narma"]),
    image: z.string().nullable().meta({ description: IMAGE_URL }),
    createdAt: instant,
  })
  .meta({ id: "Crop", description: "A crop of the crop guide." });

export const productRecordSchema = z
  .object({
    _id: recordId,
    name: z.string(),
    slug: z.string(),
    category: z.string().meta({ description: "The category's NAME.", examples: ["Insecticides"] }),
    description: z.string(),
    image: z
      .string()
      .nullable()
      .meta({
        description: IMAGE_URL,
        examples: ["/uploads/products/0123456789abcdef01234567-1280.webp"],
      }),
    features: z.array(z.string()),
    usage: z.string().meta({ description: "Empty when there are no instructions." }),
    specifications: specificationsSchema,
    nameUr: urdu(),
    descriptionUr: urdu(),
    featuresUr: z.array(z.string()).meta({ description: "Urdu features; empty when none." }),
    usageUr: urdu(),
    specificationsUr: specificationsSchema,
    uses: z.array(productUseRecordSchema).meta({ description: "Its recommended uses, in order." }),
    safety: productSafetyRecordSchema,
    packSizes: z.array(packSizeRecordSchema).meta({
      description: "The sizes it is sold in, smallest first; empty when none are listed.",
    }),
    createdAt: instant,
  })
  .meta({ id: "Product", description: "A product; `category` is its category's name." });

export const galleryRecordSchema = z
  .object({
    _id: recordId,
    title: z.string(),
    description: z.string(),
    images: z.array(
      z.string().meta({
        description: IMAGE_URL,
        examples: ["/uploads/gallery/0123456789abcdef01234567-1280.webp"],
      }),
    ),
    date: calendarDateSchema,
    location: z.string(),
    eventType: eventTypeSchema,
    titleUr: urdu(),
    descriptionUr: urdu(),
    locationUr: urdu(),
    createdAt: instant,
  })
  .meta({ id: "GalleryItem", description: "An event with its photos." });

/** A calendar date in a record, YYYY-MM-DD. */
const day = (examples: string[]) =>
  z.string().meta({ format: "date", description: "YYYY-MM-DD.", examples });

export const batchRecordSchema = z
  .object({
    _id: recordId,
    product: z
      .string()
      .meta({ description: "The product's slug.", examples: ["dhaal-imidacloprid-20-sl"] }),
    productName: z.string().meta({ examples: ["Dhaal Imidacloprid 20% SL"] }),
    batchNumber: z
      .string()
      .meta({ description: "As printed on the packs.", examples: ["GF-2609-114"] }),
    batchKey: z.string().meta({
      description: "The batch number as typing is matched against it: capitals and digits only.",
      examples: ["GF2609114"],
    }),
    manufacturedOn: day(["2026-03-10"]),
    expiresOn: day(["2028-03-09"]),
    quantity: z
      .int()
      .nullable()
      .meta({ description: "Packs the batch made; null when not known." }),
    recalled: z.boolean(),
    recallNote: z
      .string()
      .nullable()
      .meta({ description: "Why it is recalled; null when there is no note." }),
    recallNoteUr: urdu(),
    codesIssued: z
      .int()
      .min(0)
      .meta({ description: "Pack codes made for the batch, in all runs." }),
    codesChecked: z.int().min(0).meta({ description: "Of those, how many farmers have checked." }),
    createdAt: instant,
  })
  .meta({ id: "Batch", description: "A production batch of a product, as printed on its packs." });

export const codeRunRecordSchema = z
  .object({
    batch: batchRecordSchema,
    codes: z
      .array(
        z.object({
          code: z
            .string()
            .meta({ description: "As printed, in groups of four.", examples: ["AC3F-7KXM-P4TY"] }),
          link: z.string().meta({
            description: "The verify page with the code filled in, what its QR image holds.",
            examples: ["https://example.com/verify?code=AC3F-7KXM-P4TY"],
          }),
        }),
      )
      .meta({
        description: "The new codes, in plain for this once only: only their hashes are stored.",
      }),
  })
  .meta({ id: "PackCodeRunAnswer", description: "A run of new pack codes for a batch." });

export const contactRecordSchema = z
  .object({
    _id: recordId,
    name: z.string(),
    email: z
      .string()
      .meta({ format: "email" })
      .nullable()
      .meta({ description: "null when the visitor gave only a phone." }),
    phone: z.string().nullable().meta({
      description:
        "In international form (+923001234567); a message stored before numbers were checked keeps it as typed. null when the visitor gave only an e-mail.",
    }),
    subject: contactSubjectSchema,
    message: z.string(),
    status: contactStatusSchema,
    adminNotes: z.string().nullable(),
    language: contactLanguageSchema,
    kind: contactKindSchema,
    district: z.string().nullable().meta({
      description: "A pack report's district, a code of the site's list (`multan`); else null.",
    }),
    shop: z.string().nullable().meta({ description: "A pack report's shop; else null." }),
    packCode: z.string().nullable().meta({
      description: "The code or batch number a pack report checked, as typed; else null.",
    }),
    photo: z.string().nullable().meta({
      description:
        "A pack report's photo: the address of its largest size, shown to signed-in staff only; else null.",
    }),
    createdAt: instant,
  })
  .meta({
    id: "ContactMessage",
    description:
      "A message sent from the contact form (`kind` enquiry), or a farmer's report of a suspect pack (`kind` pack-report, subject `other`).",
  });

const stockItemRecordSchema = z
  .object({
    slug: z.string().meta({ examples: ["insecticides"] }),
    name: z.string().meta({ examples: ["Insecticides"] }),
    nameUr: urdu(["کیڑے مار دوائیں"]),
  })
  .meta({ id: "StockItem", description: "A category or product a dealer stocks." });

const internationalPhone = (description: string) =>
  z.string().meta({ description, examples: ["+923001234567"] });

export const dealerRecordSchema = z
  .object({
    _id: recordId,
    shopName: z.string().meta({ examples: ["Kissan Agro Centre"] }),
    shopNameUr: urdu(["کسان ایگرو سینٹر"]),
    contactName: z.string().meta({ examples: ["Muhammad Aslam"] }),
    contactNameUr: urdu(),
    district: z.string().meta({
      description: "The district's code from the list (`?district=` takes it).",
      examples: ["multan"],
    }),
    districtName: z.string().meta({ examples: ["Multan"] }),
    districtNameUr: z.string().meta({ examples: ["ملتان"] }),
    town: z.string().meta({ description: "The tehsil or town.", examples: ["Shujabad"] }),
    townUr: urdu(["شجاع آباد"]),
    address: z.string(),
    addressUr: urdu(),
    phone: internationalPhone("In international form: call it as it is."),
    whatsapp: internationalPhone(
      "In international form; null when the dealer has none.",
    ).nullable(),
    latitude: z.number().nullable().meta({ description: "Map location in degrees; null: none." }),
    longitude: z.number().nullable().meta({ description: "Map location in degrees; null: none." }),
    active: z.boolean().meta({ description: "Listed to farmers." }),
    categories: z.array(stockItemRecordSchema).meta({
      description: "The categories the dealer stocks (every product of each); empty: not said.",
    }),
    products: z.array(stockItemRecordSchema).meta({
      description: "Products the dealer stocks besides whole categories; empty: not said.",
    }),
    createdAt: instant,
  })
  .meta({ id: "Dealer", description: "An authorised dealer, where farmers can buy." });

/** A list's file imported, or only checked: what was written, the counts, the rows' problems. */
export const csvImportRecordSchema = z
  .object({
    written: z.int().min(0).meta({ description: "Records added: 0 for a dry run." }),
    valid: z.int().min(0).meta({ description: "Rows that can be imported." }),
    withProblems: z.int().min(0).meta({ description: "Rows that cannot, as they are." }),
    unknownColumns: z
      .array(z.string())
      .meta({ description: "Columns of the file that are not read." }),
    absentColumns: z
      .array(z.string())
      .meta({ description: "Optional columns the file leaves out." }),
    rows: z
      .array(
        z.object({
          line: z.int().min(2).meta({ description: "The row's line in the file (1: the header)." }),
          problems: z.array(
            z.object({
              column: z
                .string()
                .nullable()
                .meta({ description: "As the file names it; null: the row." }),
              message: z.string(),
            }),
          ),
        }),
      )
      .meta({ description: "Every row with problems, in the file's order." }),
  })
  .meta({
    id: "CsvImport",
    description:
      "A spreadsheet's CSV file imported (every row of it) or, in a dry run, only checked.",
  });

const count = (description: string) => z.int().min(0).meta({ description });
const statusCount = (status: ContactStatus) => count(`Messages with status ${status}.`);

// Typed per key, so a status added to CONTACT_STATUSES without a count here does not compile.
const countsShape: Record<"total" | ContactStatus, ReturnType<typeof count>> = {
  total: count("All messages."),
  new: statusCount("new"),
  read: statusCount("read"),
  replied: statusCount("replied"),
  closed: statusCount("closed"),
};

export const contactStatsRecordSchema = z
  .object(countsShape)
  .meta({ id: "ContactStats", description: "How many messages there are, in all and by status." });

export const adminUserRecordSchema = z
  .object({
    id: z.string().meta({ description: "The administrator's id, as a string." }),
    username: z.string(),
  })
  .meta({ id: "AdminUser" });

const sessionShape = {
  user: adminUserRecordSchema,
  expiresAt: instant.meta({
    description: "When the token stops working (12 hours after sign-in), ISO 8601, UTC.",
  }),
};

export const sessionRecordSchema = z
  .object(sessionShape)
  .meta({ id: "AdminSession", description: "A live session: who, and until when." });

export const signInRecordSchema = z
  .object({
    token: z.string().meta({ description: "Send it as `Authorization: Bearer <token>`." }),
    ...sessionShape,
  })
  .meta({ id: "SignInAnswer", description: "A new session and its bearer token." });

export const paginationRecordSchema = z
  .object({
    page: z
      .int()
      .min(1)
      .max(MAX_PAGE)
      .meta({ description: "The page answered, from 1.", examples: [2] }),
    limit: z
      .int()
      .min(1)
      .max(MAX_PAGE_LIMIT)
      .meta({ description: "Items a page.", examples: [25] }),
    total: z
      .int()
      .min(0)
      .meta({ description: "Items in the whole list.", examples: [1000] }),
    pages: z
      .int()
      .min(1)
      .meta({
        description:
          "Pages the list fills at this limit, at least 1; past the last, `data` is empty.",
        examples: [40],
      }),
  })
  .meta({
    id: "Pagination",
    description:
      "Where a page sits in its list: the next page is `page + 1` while it is at most `pages`.",
  });

export const trashRecordSchema = z
  .object({
    kind: z.enum(TRASH_KINDS).meta({
      description: "What the record was, as the API names its collection: `/api/{kind}/...`.",
    }),
    _id: recordId,
    name: z.string().meta({ description: "What the trash calls it.", examples: ["Dhaal"] }),
    detail: z
      .string()
      .nullable()
      .meta({
        description: "More about it: a product's category, an event's place and date.",
        examples: ["Insecticides"],
      }),
    deletedAt: instant,
    purgeAt: instant.meta({
      description: `When it is deleted for good, ${TRASH_DAYS} days after it was deleted; ISO 8601, UTC.`,
    }),
  })
  .meta({
    id: "TrashEntry",
    description: `A deleted record, kept ${TRASH_DAYS} days: it can be restored exactly as it was, with the same \`_id\`.`,
  });

export const trailRecordSchema = z
  .object({
    _id: recordId,
    at: instant.meta({ description: "When the change was made; ISO 8601, UTC." }),
    accountId: z
      .string()
      .nullable()
      .meta({
        description: "The `_id` of the account that made it; null for the system.",
        examples: ["2"],
      }),
    by: z.string().meta({
      description: "The person's name when they made it (kept if the account is renamed).",
      examples: ["Nadia"],
    }),
    channel: z.enum(Object.keys(TRAIL_CHANNELS) as [keyof typeof TRAIL_CHANNELS]).meta({
      description: "How: `admin` (the admin's pages) or `api` (an API token).",
    }),
    kind: z.enum(TRAIL_KINDS).meta({
      description: "The kind of record, as the API names its collection: `/api/{kind}/...`.",
    }),
    recordId: z
      .string()
      .nullable()
      .meta({
        description: "The record's `_id`; null for a change of many (an import) or of a setting.",
        examples: ["12"],
      }),
    recordName: z.string().meta({ description: "The record's name then.", examples: ["Dhaal"] }),
    action: z.enum(Object.keys(TRAIL_ACTIONS) as [keyof typeof TRAIL_ACTIONS]).meta({
      description:
        "What was done: create, update, delete (to the trash), delete-for-good, restore, status, import, sign-in, or a change of an account.",
    }),
    changes: z
      .record(
        z.string(),
        z.object({
          from: z.string().optional().meta({ description: "Before; absent when empty." }),
          to: z.string().optional().meta({ description: "After; absent when empty." }),
        }),
      )
      .meta({
        description:
          "The fields that changed, each before and after, long values cut short; never a password, secret, token or code.",
        examples: [
          { description: { from: "Controls jassid.", to: "Controls jassid and whitefly." } },
        ],
      }),
  })
  .meta({
    id: "TrailEntry",
    description: "A change made through the admin or the API: who, when, what, and which fields.",
  });
