import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { LIMIT_MESSAGE, PAGE_MESSAGE, pageOf, type Page, type PageRequest } from "~/lib/paging";
import { openApiDocument } from "~/routes/api.openapi[.]json";
import { apiList, apiOk } from "./responses.server";

/** A list of 53 numbers read whole or by page, recording the pages asked for. */
function numbers() {
  const all = Array.from({ length: 53 }, (_, index) => index + 1);
  const asked: PageRequest[] = [];
  return {
    asked,
    list: {
      all: () => all,
      page: (request: PageRequest): Page<number> => {
        asked.push(request);
        return pageOf(request, all.length, ({ offset, limit }) =>
          all.slice(offset, offset + limit),
        );
      },
    },
  };
}

const record = (value: number) => ({ n: value });

const answer = (query: string) => {
  const { list, asked } = numbers();
  return { response: apiList(new Request(`http://x/api/things${query}`), list, record), asked };
};

/** The documented answer of GET /api/products with this status, as a validator. */
function documented(status: "200" | "400") {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "doc", components: openApiDocument.components }, "doc");
  const response = openApiDocument.paths["/api/products"]?.get?.responses[status];
  const schema =
    response && "content" in response ? response.content?.["application/json"]?.schema : null;
  if (!schema) throw new Error(`No ${status} schema`);
  const anchored = JSON.parse(
    JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'),
  ) as object;
  return ajv.compile(anchored);
}

describe("apiList", () => {
  it("answers the whole list as apiOk does, byte for byte, without page or limit", async () => {
    for (const query of ["", "?q=x", "?perPage=5", "?offset=10"]) {
      const { response, asked } = answer(query);
      expect(response.status).toBe(200);
      const whole = await apiOk(numbers().list.all().map(record)).text();
      expect(await response.text()).toBe(whole);
      expect(asked).toEqual([]);
    }
  });

  it("answers a page with its pagination beside data", async () => {
    const { response, asked } = answer("?page=2&limit=10");
    expect(asked).toEqual([{ page: 2, limit: 10 }]);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      data: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map(record),
      pagination: { page: 2, limit: 10, total: 53, pages: 6 },
    });
    expect(Object.keys(body)).toEqual(["success", "data", "pagination"]);
  });

  it("says a page's totals in X-Total-Count and X-Page-Count too, and only on a page", async () => {
    const page = answer("?page=2&limit=10").response;
    expect(page.headers.get("X-Total-Count")).toBe("53");
    expect(page.headers.get("X-Page-Count")).toBe("6");
    const past = answer("?page=9&limit=10").response;
    expect(past.headers.get("X-Total-Count")).toBe("53");
    expect(past.headers.get("X-Page-Count")).toBe("6");
    const whole = answer("").response;
    expect(whole.headers.has("X-Total-Count")).toBe(false);
    expect(whole.headers.has("X-Page-Count")).toBe(false);
    expect(answer("?page=0").response.headers.has("X-Total-Count")).toBe(false);
  });

  it("answers the last partial page, and an empty page past it", async () => {
    expect(await answer("?page=6&limit=10").response.json()).toEqual({
      success: true,
      data: [51, 52, 53].map(record),
      pagination: { page: 6, limit: 10, total: 53, pages: 6 },
    });
    const past = answer("?page=7&limit=10").response;
    expect(past.status).toBe(200);
    expect(await past.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 7, limit: 10, total: 53, pages: 6 },
    });
  });

  it("refuses bad values with 400 in the API's failure shape, reading nothing", async () => {
    const { response, asked } = answer("?page=0&limit=101");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: `${PAGE_MESSAGE} ${LIMIT_MESSAGE}`,
      errors: { page: PAGE_MESSAGE, limit: LIMIT_MESSAGE },
    });
    expect(asked).toEqual([]);
  });

  it("answers as the API description says a list answers", async () => {
    const ok = documented("200");
    const whole = await answer("").response.json();
    const page = await answer("?page=3&limit=5").response.json();
    // The records are not products here; the envelope and the pagination are what is checked.
    const withProducts = (body: { data: unknown[] }) => ({ ...body, data: [] });
    expect(ok(withProducts(whole)), JSON.stringify(ok.errors)).toBe(true);
    expect(ok(withProducts(page)), JSON.stringify(ok.errors)).toBe(true);
    expect(ok({ ...withProducts(page), pagination: { page: 3, limit: 5 } })).toBe(false);
    expect(ok({ ...withProducts(page), pagination: { ...page.pagination, next: 4 } })).toBe(false);
    const refused = documented("400");
    expect(refused(await answer("?limit=x").response.json())).toBe(true);
  });
});
