import { accountAddedRecord, accountRecord } from "~/api/account-records";
import { accountChangeSchema, newAccountSchema } from "~/auth/account-schema";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { contactMessage } from "#tests/setup/contact-message";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { signInSchema } from "~/auth/sign-in-schema";
import { categoryInputSchema } from "~/categories/category-schema";
import {
  contactNotesChangeSchema,
  contactStatusChangeSchema,
  contactSubmissionSchema,
} from "~/contacts/contact-schema";
import { cropInputSchema } from "~/crops/crop-schema";
import { dealerInputSchema } from "~/dealers/dealer-schema";
import { productUseSchema } from "~/products/use-schema";
import { descriptions, openApiDocument } from "~/routes/api.openapi[.]json";
import type { ParameterObject } from "./openapi";
import {
  categoryRecord,
  cropRecord,
  contactRecord,
  csvImportRecord,
  dealerRecord,
  contactStatsRecord,
  galleryRecord,
  paginationRecord,
  productRecord,
  signInRecord,
  trashRecord,
} from "./records.server";
import { paginationOf } from "~/lib/paging";
import { NO_SAFETY_FACTS } from "#tests/setup/safety";

/** Validates values against the document's components, `$ref`s resolved. */
function componentValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "doc", components: openApiDocument.components }, "doc");
  return (component: string, value: unknown) => {
    const validate = ajv.compile({ $ref: `doc#/components/schemas/${component}` });
    return validate(value) ? [] : (validate.errors ?? []).map((error) => error.message);
  };
}

const CREATED_AT = "2025-03-05T09:30:00.000Z";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface RouteConfigEntry {
  file: string;
  path?: string;
  children?: RouteConfigEntry[];
}

/** The app's routes as React Router reads app/routes.ts: file and full path of each. */
async function servedRoutes(): Promise<{ file: string; path: string }[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["node_modules/@react-router/dev/bin.cjs", "routes", "--json"],
    { cwd: ROOT },
  );
  const flatten = (entries: RouteConfigEntry[], parent: string): { file: string; path: string }[] =>
    entries.flatMap(({ file, path = "", children = [] }) => {
      const full = [parent, path].filter(Boolean).join("/");
      return [{ file, path: `/${full}` }, ...flatten(children, full)];
    });
  return flatten(JSON.parse(stdout) as RouteConfigEntry[], "");
}

/** The path parameters of a documented path, by name. */
function pathParameters(path: string): Map<string, ParameterObject> {
  const found = new Map<string, ParameterObject>();
  for (const operation of Object.values(openApiDocument.paths[path] ?? {})) {
    for (const parameter of operation.parameters ?? []) {
      if ("in" in parameter && parameter.in === "path") found.set(parameter.name, parameter);
    }
  }
  return found;
}

/** Whether one address could be served by either path, their parameters' patterns read. */
function couldShareAnAddress(one: string, other: string): boolean {
  const segments = [one.split("/"), other.split("/")] as const;
  if (segments[0].length !== segments[1].length) return false;
  const parameters = [pathParameters(one), pathParameters(other)] as const;
  const parameterOf = (segment: string) => /^\{(\w+)\}$/.exec(segment)?.[1] ?? null;
  return segments[0].every((segment, index) => {
    const facing = segments[1][index] ?? "";
    const [mine, theirs] = [parameterOf(segment), parameterOf(facing)];
    if (mine === null && theirs === null) return segment === facing;
    if (mine !== null && theirs !== null) return true;
    // A literal segment facing a parameter: the same address only if the literal fits it.
    const [literal, parameter] =
      mine === null
        ? [segment, parameters[1].get(theirs ?? "")]
        : [facing, parameters[0].get(mine)];
    const pattern = parameter?.schema.pattern;
    return pattern === undefined || new RegExp(pattern).test(literal);
  });
}

describe("the API description", () => {
  it("describes every API route, each at the path React Router serves it on", async () => {
    const served = (await servedRoutes())
      .filter(({ file }) => /^routes\/api\./.test(file) && file !== "routes/api.$.ts")
      .map(({ file, path }) => [file.replace(/^routes\//, "./"), path]);
    expect(served.length).toBeGreaterThan(20);
    const described = Object.entries(descriptions).map(([file, description]) => [
      file,
      description?.route,
    ]);
    expect(described.sort()).toEqual(served.sort());
    // Each documented path is one of them, written the OpenAPI way.
    expect(Object.keys(openApiDocument.paths).sort()).toEqual(
      served.map(([, path]) => path?.replace(/:(\w+)/g, "{$1}")).sort(),
    );
  });

  it("has no two paths that could serve the same address", () => {
    const paths = Object.keys(openApiDocument.paths);
    const shared = paths.flatMap((one, index) =>
      paths
        .slice(index + 1)
        .flatMap((other) => (couldShareAnAddress(one, other) ? [[one, other]] : [])),
    );
    expect(shared).toEqual([]);
    // The check can fail: "slug" is no id, yet it is a slug.
    expect(couldShareAnAddress("/api/products/{id}/uses", "/api/products/slug/{slug}")).toBe(false);
    expect(couldShareAnAddress("/api/crops/{slug}", "/api/crops/{slug}")).toBe(true);
  });

  it("gives each component's examples in the shape the component describes", () => {
    const check = componentValidator();
    let examples = 0;
    for (const [id, schema] of Object.entries(openApiDocument.components.schemas)) {
      for (const example of Array.isArray(schema.examples) ? schema.examples : []) {
        examples += 1;
        expect(check(id, example), `${id}: ${JSON.stringify(example)}`).toEqual([]);
      }
    }
    expect(examples).toBeGreaterThan(5);
  });

  it("gives request body examples the schemas of the API accept", () => {
    const bodies: [string, z.ZodType][] = [
      ["CategoryInput", categoryInputSchema],
      ["CropInput", cropInputSchema],
      ["DealerInput", dealerInputSchema],
      ["ProductUseInput", productUseSchema],
      ["ContactSubmission", contactSubmissionSchema],
      ["SignIn", signInSchema],
      ["NewAccount", newAccountSchema],
      ["AccountChange", accountChangeSchema],
      ["ContactStatusChange", contactStatusChangeSchema],
      ["ContactNotesChange", contactNotesChangeSchema],
    ];
    for (const [id, schema] of bodies) {
      const examples = openApiDocument.components.schemas[id]?.examples;
      expect(Array.isArray(examples) && examples.length > 0, id).toBe(true);
      for (const example of Array.isArray(examples) ? examples : []) {
        expect(schema.safeParse(example).success, `${id}: ${JSON.stringify(example)}`).toBe(true);
      }
    }
  });

  it("describes exactly the records the API answers with", () => {
    const check = componentValidator();
    const image = { key: "products/0123456789abcdef01234567", width: 1280, height: 960 };
    const category = categoryRecord({
      id: 3,
      name: "Insecticides",
      slug: "insecticides",
      description: "Against pests.",
      nameUr: "کیڑے مار دوائیں",
      descriptionUr: null,
      createdAt: CREATED_AT,
    });
    const records: [string, unknown][] = [
      ["Category", category],
      [
        "Crop",
        cropRecord({
          id: 1,
          name: "Cotton",
          slug: "cotton",
          nameUr: "کپاس",
          nameRoman: "kapas, narma",
          image: null,
          createdAt: CREATED_AT,
        }),
      ],
      ...[image, null].map((productImage): [string, unknown] => [
        "Product",
        productRecord({
          id: 7,
          name: "Dhaal",
          slug: "dhaal",
          categoryId: 3,
          categoryName: "Insecticides",
          categorySlug: "insecticides",
          description: "Imidacloprid 20 SL.",
          image: productImage,
          features: ["Systemic"],
          usage: "",
          specifications: { dosage: "250 ml per acre" },
          nameUr: "ڈھال",
          categoryNameUr: "کیڑے مار دوائیں",
          descriptionUr: null,
          featuresUr: ["سسٹمک"],
          usageUr: null,
          specificationsUr: { dosage: "250 ملی لیٹر فی ایکڑ" },
          uses: [
            {
              cropSlug: "cotton",
              cropName: "Cotton",
              cropNameUr: "کپاس",
              cropNameRoman: "kapas, narma",
              target: "Whitefly",
              targetUr: "سفید مکھی",
              targetKind: "pest",
              targetRoman: "safed makhi",
              main: true,
              dose: { amount: 250, unit: "ml", area: "acre" },
              doseNote: null,
              doseNoteUr: null,
              doseText: null,
              doseTextUr: null,
              waitingPeriod: null,
              waitingPeriodUr: null,
            },
          ],
          // With every safety fact, and with none.
          safety: productImage
            ? {
                registrationNumber: "0873/2014",
                hazardClass: "II",
                protectiveWear: ["gloves", "mask"],
                firstAid: "Rinse the eyes with clean water.",
                firstAidUr: "آنکھیں صاف پانی سے دھوئیں۔",
                antidote: "No specific antidote.",
                antidoteUr: null,
                warnsBees: true,
                warnsFish: false,
                warnsLivestock: true,
                labelPdfKey: "documents/0123456789abcdef01234567",
                safetySheetPdfKey: null,
              }
            : NO_SAFETY_FACTS,
          packSizes: [
            { amount: 250, unit: "ml" },
            { amount: 1, unit: "L" },
          ],
          createdAt: CREATED_AT,
        }),
      ]),
      [
        "GalleryItem",
        galleryRecord({
          id: 2,
          title: "Field day",
          description: "Cotton growers in Okara.",
          date: "2025-03-05",
          location: "Okara",
          eventType: "farm_visit",
          titleUr: "فیلڈ ڈے",
          descriptionUr: null,
          locationUr: "اوکاڑہ",
          images: [{ ...image, key: "gallery/0123456789abcdef01234567" }],
          createdAt: CREATED_AT,
        }),
      ],
      [
        "ContactMessage",
        contactRecord(
          contactMessage({
            id: 4,
            phone: null,
            message: "Rates?",
            status: "read",
            language: "ur",
            createdAt: CREATED_AT,
          }),
        ),
      ],
      [
        "ContactMessage",
        contactRecord(
          contactMessage({
            id: 5,
            name: "",
            email: null,
            phone: "+923001234567",
            subject: "pack-report",
            message: "",
            language: "ur",
            kind: "pack-report",
            district: "multan",
            shop: "Kisan Traders",
            packCode: "AC3F 7KXM P4TY",
            photoKey: "pack-reports/0123456789abcdef01234567",
            photoWidth: 960,
            photoHeight: 720,
            createdAt: CREATED_AT,
          }),
        ),
      ],
      ...[true, false].map((withStock): [string, unknown] => [
        "Dealer",
        dealerRecord({
          id: 5,
          shopName: "Kissan Agro Centre",
          shopNameUr: withStock ? "کسان ایگرو سینٹر" : null,
          contactName: "Muhammad Aslam",
          contactNameUr: null,
          district: "multan",
          town: "Shujabad",
          townUr: null,
          address: "Jalalpur Road",
          addressUr: null,
          phone: "+923001234567",
          whatsapp: withStock ? "+923001234567" : null,
          latitude: withStock ? 29.88 : null,
          longitude: withStock ? 71.29 : null,
          active: withStock,
          categories: withStock
            ? [{ slug: "insecticides", name: "Insecticides", nameUr: null }]
            : [],
          products: withStock ? [{ slug: "dhaal", name: "Dhaal", nameUr: "ڈھال" }] : [],
          createdAt: CREATED_AT,
        }),
      ]),
      [
        "CsvImport",
        csvImportRecord(
          {
            rows: [
              { line: 2, cells: {}, value: {}, problems: [] },
              {
                line: 3,
                cells: {},
                value: null,
                problems: [{ column: "phone", message: "Too short" }],
              },
            ],
            unknownColumns: ["notes"],
            absentColumns: [],
            valid: 1,
            withProblems: 1,
          },
          0,
        ),
      ],
      ["ContactStats", contactStatsRecord({ total: 3, new: 1, read: 1, replied: 1, closed: 0 })],
      ...[null, "Insecticides"].map((detail): [string, unknown] => [
        "TrashEntry",
        trashRecord({
          id: 9,
          kind: "products",
          recordId: 7,
          name: "Dhaal",
          detail,
          deletedAt: CREATED_AT,
          purgeAt: CREATED_AT,
        }),
      ]),
      ["Pagination", paginationRecord(paginationOf({ page: 2, limit: 25 }, 1000))],
      ["Pagination", paginationRecord(paginationOf({ page: 1, limit: 100 }, 0))],
      ...[
        { setUpLink: "https://agro.example/admin-setup?token=t", setUpLinkExpiresAt: CREATED_AT },
        { oneTimePassword: "k7mq-3xv9-ab2c" },
      ].map((shown): [string, unknown] => [
        "AccountAdded",
        accountAddedRecord(
          {
            id: 2,
            username: "bilal",
            name: "Bilal Ahmed",
            active: true,
            mustChangePassword: "oneTimePassword" in shown,
            twoFactor: false,
            setUpLinkExpiresAt: "setUpLink" in shown ? CREATED_AT : null,
            lastSignInAt: null,
            createdAt: CREATED_AT,
          },
          shown,
        ),
      ]),
      [
        "Account",
        accountRecord({
          id: 1,
          username: "admin",
          name: "Admin",
          active: false,
          mustChangePassword: false,
          twoFactor: true,
          setUpLinkExpiresAt: null,
          lastSignInAt: CREATED_AT,
          createdAt: CREATED_AT,
        }),
      ],
      [
        "SignInAnswer",
        signInRecord({
          token: "a-token",
          user: { id: 1, username: "admin" },
          expiresAt: CREATED_AT,
        }),
      ],
    ];
    for (const [component, record] of records) {
      expect(check(component, record), component).toEqual([]);
    }
    // The check can fail: a key the description does not name, or one it requires, is refused.
    expect(check("Category", { ...category, extra: 1 })).not.toEqual([]);
    expect(check("Category", { _id: "3" })).not.toEqual([]);
    expect(check("Pagination", { page: 0, limit: 25, total: 0, pages: 1 })).not.toEqual([]);
    expect(check("Pagination", { page: 1, limit: 101, total: 0, pages: 1 })).not.toEqual([]);
  });
});
