import { z } from "zod";
import { calendarDateField } from "~/lib/date-schema";
import { optionalText, requiredLine, requiredText, urduText } from "~/lib/text-schemas";
import { normalizeBatchNumber } from "~/verification/pack-code";
import { BATCH_LIMITS, CODE_RUN_MAX } from "./batch-limits";

/** True or false, as JSON sends it or as a form or a spreadsheet writes it ("true", "yes", "1"). */
const yesOrNo = (label: string) =>
  z.union([z.boolean(), z.stringbool()], { error: `${label} must be true or false` });

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${BATCH_LIMITS.quantity.toLocaleString("en-US")}`;

/** How many packs a batch made: a whole number, or empty (null) when not known. */
const quantity = z
  .union(
    [
      z.int(QUANTITY_MESSAGE),
      z
        .string()
        .trim()
        .regex(/^$|^[0-9]{1,9}$/, QUANTITY_MESSAGE),
    ],
    {
      error: QUANTITY_MESSAGE,
    },
  )
  .nullish()
  .transform((value) =>
    value === "" || value === undefined || value === null ? null : Number(value),
  )
  .pipe(z.int().min(1, QUANTITY_MESSAGE).max(BATCH_LIMITS.quantity, QUANTITY_MESSAGE).nullable())
  .meta({ description: "Packs the batch made; empty or null when not known." });

export const EXPIRY_BEFORE_MANUFACTURE_MESSAGE = "Expiry date must be after the manufacturing date";
export const RECALL_NOTE_REQUIRED_MESSAGE =
  "Say why the batch is recalled: farmers checking it are told";

/**
 * A production batch as the admin form, the CSV import and the API send it. `product` names
 * the product by slug or name; the batch number is kept as typed, and found by its key
 * (normalizeBatchNumber: case, spaces, dashes and slashes do not matter).
 */
export const batchInputSchema = z
  .object({
    product: requiredText("Product", BATCH_LIMITS.product, {
      required: "Please choose a product",
      tooLong: "Please choose a product",
    }).meta({
      description: "The product's slug or its NAME (any letter case).",
      examples: ["dhaal-imidacloprid-20-sl"],
    }),
    batchNumber: requiredLine("Batch number", BATCH_LIMITS.batchNumber).meta({
      description:
        "As printed on the packs. Case, spaces, dashes and slashes do not matter when farmers type it, so no two batches may have numbers that differ only in those.",
      examples: ["GF-2609-114"],
    }),
    manufacturedOn: calendarDateField("Manufacturing date").meta({ examples: ["2026-03-10"] }),
    expiresOn: calendarDateField("Expiry date").meta({ examples: ["2028-03-09"] }),
    quantity,
    recalled: yesOrNo("Recalled")
      .optional()
      .transform((value) => value ?? false)
      .meta({ description: "A recalled batch: farmers checking it are told not to use it." }),
    recallNote: optionalText("Recall note", BATCH_LIMITS.recallNote)
      .transform((value) => value || null)
      .meta({ description: "Why it is recalled, as farmers are told; required when recalled." }),
    recallNoteUr: urduText("Urdu recall note", BATCH_LIMITS.recallNote),
  })
  .transform((input, context) => {
    const batchKey = normalizeBatchNumber(input.batchNumber);
    if (!batchKey) {
      context.addIssue({
        code: "custom",
        path: ["batchNumber"],
        message: "Batch number must have letters or digits",
      });
    }
    if (input.expiresOn <= input.manufacturedOn) {
      context.addIssue({
        code: "custom",
        path: ["expiresOn"],
        message: EXPIRY_BEFORE_MANUFACTURE_MESSAGE,
      });
    }
    if (input.recalled && !input.recallNote) {
      context.addIssue({
        code: "custom",
        path: ["recallNote"],
        message: RECALL_NOTE_REQUIRED_MESSAGE,
      });
    }
    return { ...input, batchKey };
  })
  .meta({
    id: "BatchInput",
    examples: [
      {
        product: "dhaal-imidacloprid-20-sl",
        batchNumber: "GF-2609-114",
        manufacturedOn: "2026-03-10",
        expiresOn: "2028-03-09",
        quantity: 5000,
        recalled: false,
      },
    ],
  });

export type BatchInput = z.output<typeof batchInputSchema>;

/** A batch's fields as a form or a caller sends them, before validation. */
export type BatchFields = z.input<typeof batchInputSchema>;

const COUNT_MESSAGE = `Number of codes must be a whole number from 1 to ${CODE_RUN_MAX.toLocaleString("en-US")}`;

/** A run of pack codes as the admin form and the API ask for it: how many. */
export const codeRunSchema = z
  .object({
    count: z
      .union(
        [
          z.int(COUNT_MESSAGE),
          z
            .string()
            .trim()
            .regex(/^[0-9]{1,6}$/, COUNT_MESSAGE),
        ],
        {
          error: COUNT_MESSAGE,
        },
      )
      .transform(Number)
      .pipe(z.int().min(1, COUNT_MESSAGE).max(CODE_RUN_MAX, COUNT_MESSAGE))
      .meta({ description: "How many new codes: one per pack.", examples: [5000] }),
  })
  .meta({ id: "PackCodeRun" });

/** Why a batch number cannot be saved: another batch has it, as farmers would type it. */
export const batchNumberTakenMessage = (typed: string, stored: string, product: string) =>
  typed === stored
    ? `Batch "${stored}" of ${product} is already recorded.`
    : `"${typed}" is the same batch number as "${stored}" of ${product} (case, spaces and dashes do not count).`;
