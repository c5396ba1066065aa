import { describe, expect, it } from "vitest";
import { refusalOf, valueOf } from "#tests/setup/results";
import { CONTACT_STATUS_MESSAGE } from "./contact-schema";
import {
  DATE_ORDER_MESSAGE,
  parseContactApiQuery,
  parseContactListQuery,
} from "./contact-list-query";

const parse = (query: string) => parseContactListQuery(new URLSearchParams(query));

describe("parseContactListQuery", () => {
  it("reads nothing from an empty query, or one whose fields are all empty", () => {
    const none = { status: undefined, q: undefined, from: undefined, to: undefined };
    expect(valueOf(parse(""))).toEqual(none);
    expect(valueOf(parse("status=&q=+++&from=&to="))).toEqual(none);
  });

  it("reads the status, the search trimmed and the dates; the page is the paging rule's", () => {
    expect(
      valueOf(
        parse("status=replied&q=+Dhaal+Okara+&from=2025-03-01&to=2025-03-31&page=2&perPage=50"),
      ),
    ).toEqual({
      status: "replied",
      q: "Dhaal Okara",
      from: "2025-03-01",
      to: "2025-03-31",
    });
    expect(valueOf(parse("from=2025-03-05&to=2025-03-05"))).toMatchObject({
      from: "2025-03-05",
      to: "2025-03-05",
    });
  });

  it("refuses an unknown status with 400, naming the choices", () => {
    for (const status of ["archived", "NEW", "new,read"]) {
      const refusal = refusalOf(parse(`status=${encodeURIComponent(status)}`));
      expect(refusal).toEqual({
        ok: false,
        status: 400,
        message: CONTACT_STATUS_MESSAGE,
        errors: { status: CONTACT_STATUS_MESSAGE },
      });
    }
  });

  it("refuses a date that is not a real one written YYYY-MM-DD", () => {
    for (const date of ["2025-02-30", "05/03/2025", "2025-3-5", "yesterday", "2025-13-01"]) {
      const refusal = refusalOf(
        parse(`from=${encodeURIComponent(date)}&to=${encodeURIComponent(date)}`),
      );
      expect(refusal.status, date).toBe(400);
      expect(refusal.errors, date).toEqual({
        from: "From must be a real date written YYYY-MM-DD, such as 2025-03-05.",
        to: "To must be a real date written YYYY-MM-DD, such as 2025-03-05.",
      });
      expect(refusal.message, date).toBe(
        "From must be a real date written YYYY-MM-DD, such as 2025-03-05. To must be a real date written YYYY-MM-DD, such as 2025-03-05.",
      );
    }
  });

  it("refuses a To date before the From date", () => {
    expect(refusalOf(parse("from=2025-03-06&to=2025-03-05"))).toMatchObject({
      status: 400,
      message: DATE_ORDER_MESSAGE,
      errors: { to: DATE_ORDER_MESSAGE },
    });
  });

  it("refuses a search over 200 characters", () => {
    expect(valueOf(parse(`q=${"a".repeat(200)}`)).q).toHaveLength(200);
    expect(refusalOf(parse(`q=${"a".repeat(201)}`)).errors).toEqual({
      q: "The search must be at most 200 characters.",
    });
  });
});

describe("parseContactApiQuery", () => {
  const parseApi = (query: string) => parseContactApiQuery(new URLSearchParams(query));

  it("reads the filter, and no page for the whole list", () => {
    expect(valueOf(parseApi("status=new&q=dhaal"))).toEqual({
      filter: { status: "new", q: "dhaal", from: undefined, to: undefined },
      page: null,
    });
  });

  it("reads page and limit as every API list does, perPage standing for limit", () => {
    expect(valueOf(parseApi("page=2&limit=50")).page).toEqual({ page: 2, limit: 50 });
    expect(valueOf(parseApi("page=2&perPage=50")).page).toEqual({ page: 2, limit: 50 });
    expect(valueOf(parseApi("page=3")).page).toEqual({ page: 3, limit: 25 });
    expect(valueOf(parseApi("perPage=100")).page).toEqual({ page: 1, limit: 100 });
  });

  it("refuses a page or page size that is not a whole number in range, naming it", () => {
    for (const page of ["0", "-1", "1.5", "abc", "1e3", "99999999", ""]) {
      expect(refusalOf(parseApi(`page=${page}`)).errors, page).toEqual({
        page: "page must be a whole number from 1 to 9999999.",
      });
    }
    expect(refusalOf(parseApi("perPage=101")).errors).toEqual({
      perPage: "perPage must be a whole number from 1 to 100.",
    });
    expect(refusalOf(parseApi("limit=101")).errors).toEqual({
      limit: "limit must be a whole number from 1 to 100.",
    });
    expect(refusalOf(parseApi("limit=10&perPage=10")).errors).toEqual({
      perPage: "perPage is another name for limit: give one of them.",
    });
  });

  it("names every bad parameter of the filter and the page in one refusal", () => {
    expect(refusalOf(parseApi("to=03/05/2024&page=0&perPage=0"))).toEqual({
      ok: false,
      status: 400,
      message:
        "To must be a real date written YYYY-MM-DD, such as 2025-03-05. page must be a whole number from 1 to 9999999. perPage must be a whole number from 1 to 100.",
      errors: {
        to: "To must be a real date written YYYY-MM-DD, such as 2025-03-05.",
        page: "page must be a whole number from 1 to 9999999.",
        perPage: "perPage must be a whole number from 1 to 100.",
      },
    });
    expect(refusalOf(parseApi("status=archived&page=2")).errors).toEqual({
      status: CONTACT_STATUS_MESSAGE,
    });
  });
});
