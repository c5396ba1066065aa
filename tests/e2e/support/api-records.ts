/**
 * API records: what a schema cannot say about them (ids, slugs, times, image addresses), and
 * records of one test made through the API of the work server.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import type {
  BatchRecord,
  CategoryRecord,
  ContactRecord,
  ContactStatsRecord as ContactStats,
  GalleryRecord,
  ProductRecord,
} from "~/api/records.server";
import { expectSuccess, isObject, type Json } from "./api-contract";
import { formOf, pngFile } from "./files";
import { WORK_URL } from "./servers";
import { bearer } from "./sign-in";

const ID = /^[1-9]\d*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** ISO 8601 date and time, as Date.toISOString writes it (what the records carry). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
export const PRODUCT_IMAGE_URL = /^\/uploads\/products\/[a-f0-9]{24}-[1-9]\d{0,3}\.webp$/;
export const GALLERY_IMAGE_URL = /^\/uploads\/gallery\/[a-f0-9]{24}-[1-9]\d{0,3}\.webp$/;

/** A record of an answer already checked against the description: its id and creation time. */
function expectRecord(value: unknown): Json {
  if (!isObject(value)) throw new Error(`Not a record: ${JSON.stringify(value).slice(0, 200)}`);
  expect(value._id).toEqual(expect.stringMatching(ID));
  expect(value.createdAt).toEqual(expect.stringMatching(ISO_DATE_TIME));
  expect(Number.isNaN(Date.parse(String(value.createdAt)))).toBe(false);
  return value;
}

export function expectCategory(value: unknown): CategoryRecord {
  const record = expectRecord(value);
  expect(record.slug).toEqual(expect.stringMatching(SLUG));
  return record as unknown as CategoryRecord;
}

export function expectProduct(value: unknown): ProductRecord {
  const record = expectRecord(value);
  expect(record.slug).toEqual(expect.stringMatching(SLUG));
  if (record.image !== null) expect(record.image).toMatch(PRODUCT_IMAGE_URL);
  return record as unknown as ProductRecord;
}

export function expectGalleryItem(value: unknown): GalleryRecord {
  const record = expectRecord(value);
  for (const image of record.images as unknown[]) expect(image).toMatch(GALLERY_IMAGE_URL);
  return record as unknown as GalleryRecord;
}

export function expectContact(value: unknown): ContactRecord {
  return expectRecord(value) as unknown as ContactRecord;
}

export function expectList<T>(value: unknown, check: (item: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new Error(`Not a list: ${JSON.stringify(value).slice(0, 200)}`);
  return value.map(check);
}

export function expectStats(value: unknown): ContactStats {
  if (!isObject(value)) throw new Error("Not the counts");
  const stats = value as unknown as ContactStats;
  expect(stats.total).toBe(stats.new + stats.read + stats.replied + stats.closed);
  return stats;
}

/* Records of one test, made through the API of the work server. ---------------------------- */

export async function createCategory(
  request: APIRequestContext,
  token: string,
  tag: string,
  label = "Category",
): Promise<CategoryRecord> {
  const response = await request.post(`${WORK_URL}/api/categories`, {
    headers: bearer(token),
    data: { name: `API ${label} ${tag}`, description: `Made by the API tests (${tag}).` },
  });
  const { data } = await expectSuccess(response, 201);
  return expectCategory(data);
}

export async function createProduct(
  request: APIRequestContext,
  token: string,
  categoryName: string,
  tag: string,
  label = "Product",
): Promise<ProductRecord> {
  const response = await request.post(`${WORK_URL}/api/products`, {
    headers: bearer(token),
    multipart: formOf(
      {
        name: `API ${label} ${tag}`,
        category: categoryName,
        description: `A product made by the API tests (${tag}).`,
      },
      [await pngFile("image", "product.png")],
    ),
  });
  const { data } = await expectSuccess(response, 201);
  return expectProduct(data);
}

/** A dealer of the test's own in Multan, listed to farmers. */
export async function createDealer(
  request: APIRequestContext,
  token: string,
  tag: string,
): Promise<{ _id: string }> {
  const response = await request.post(`${WORK_URL}/api/dealers`, {
    headers: bearer(token),
    data: {
      shopName: `API Dealer ${tag}`,
      contactName: "Muhammad Aslam",
      district: "multan",
      town: "Shujabad",
      address: `Made by the API tests (${tag}).`,
      phone: "0300-1234567",
    },
  });
  const { data } = await expectSuccess(response, 201);
  if (!isObject(data) || typeof data._id !== "string") throw new Error("Not a dealer");
  return { _id: data._id };
}

export async function createGalleryItem(
  request: APIRequestContext,
  token: string,
  tag: string,
  label = "Event",
): Promise<GalleryRecord> {
  const response = await request.post(`${WORK_URL}/api/gallery`, {
    headers: bearer(token),
    multipart: formOf(
      {
        title: `API ${label} ${tag}`,
        description: `An event made by the API tests (${tag}).`,
        date: "2024-11-20",
        location: "Okara",
        eventType: "training",
      },
      [await pngFile("images", "event.png")],
    ),
  });
  const { data } = await expectSuccess(response, 201);
  return expectGalleryItem(data);
}

/** A batch of the product with this slug, its number made of `tag`. */
export async function createBatch(
  request: APIRequestContext,
  token: string,
  productSlug: string,
  tag: string,
): Promise<BatchRecord> {
  const response = await request.post(`${WORK_URL}/api/batches`, {
    headers: bearer(token),
    data: {
      product: productSlug,
      batchNumber: `API-${tag}`,
      manufacturedOn: "2026-03-10",
      expiresOn: "2028-03-09",
    },
  });
  const { data } = await expectSuccess(response, 201);
  return expectRecord(data) as unknown as BatchRecord;
}

/** Submits a contact message from `email` and finds it (status new) with the token. */
export async function createContactMessage(
  request: APIRequestContext,
  token: string,
  email: string,
): Promise<ContactRecord> {
  const submitted = await request.post(`${WORK_URL}/api/contacts/submit`, {
    data: {
      name: "API Test Visitor",
      email,
      phone: "+92 300 1234567",
      subject: "bulk-order",
      // Its own text: the same text from the same phone within the hour is stored once.
      message: `Rates for 200 litres, please. (${email})`,
    },
  });
  await expectSuccess(submitted, 201);
  const listed = await request.get(`${WORK_URL}/api/contacts?status=new`, {
    headers: bearer(token),
  });
  const { data } = await expectSuccess(listed);
  const mine = expectList(data, expectContact).filter((message) => message.email === email);
  expect(mine).toHaveLength(1);
  const [message] = mine;
  if (!message) throw new Error("unreachable");
  return message;
}
