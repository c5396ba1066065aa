/**
 * A program as someone using the API writes it: types generated from GET /api/openapi.json by
 * openapi-typescript, calls made with openapi-fetch. app/api/openapi-client.test.ts generates
 * the types into `./api` beside a copy of this file and type-checks the two: a call, parameter
 * or field the description lacks or shapes otherwise fails it. Type-checked, never run.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "./api";

type Product = components["schemas"]["Product"];
type ContactStatus = components["schemas"]["ContactStatus"];

export async function tour(baseUrl: string, username: string, password: string) {
  const api = createClient<paths>({ baseUrl });

  // The second page of products, ten a page, and where the list ends.
  const page = await api.GET("/api/products", { params: { query: { page: 2, limit: 10 } } });
  if (page.error) throw new Error(page.error.message);
  const products: Product[] = page.data.data;
  const pages: number | undefined = page.data.pagination?.pages;
  const total = page.response.headers.get("X-Total-Count");

  // One product: its category by name, and the crops its label recommends it on.
  const first = products[0];
  let crops: string[] = [];
  if (first) {
    const one = await api.GET("/api/products/{id}", { params: { path: { id: first._id } } });
    if (one.error) throw new Error(one.error.message);
    const category: string = one.data.data.category;
    crops = [category, ...one.data.data.uses.map((use) => use.crop)];
  }

  // A visitor's message; its language is English unless it says otherwise.
  const sent = await api.POST("/api/contacts/submit", {
    body: {
      name: "Muhammad Aslam",
      email: "aslam@example.com",
      subject: "bulk-order",
      message: "Rates for 200 litres of Dhaal?",
    },
  });
  const thanks: string | undefined = sent.data?.message;

  // Sign in: admin calls send the token as a bearer token.
  const signIn = await api.POST("/api/auth/admin-login", { body: { username, password } });
  if (signIn.error) throw new Error(signIn.error.message);
  const headers = { Authorization: `Bearer ${signIn.data.data.token}` };

  // A category; its slug is made from the name, its Urdu fields left empty.
  const created = await api.POST("/api/categories", {
    headers,
    body: { name: "Bio-stimulants", description: "Seaweed and amino acid products." },
  });
  const slugRefused: string | undefined = created.error?.errors?.slug;
  const categoryId: string | undefined = created.data?.data._id;

  // The new messages of March, fifty a page; the first of them marked read.
  const inbox = await api.GET("/api/contacts", {
    headers,
    params: { query: { status: "new", from: "2025-03-01", to: "2025-03-31", page: 1, limit: 50 } },
  });
  const message = inbox.data?.data[0];
  let status: ContactStatus | undefined;
  if (message) {
    const changed = await api.PATCH("/api/contacts/{id}/status", {
      headers,
      params: { path: { id: message._id } },
      body: { status: "read" },
    });
    status = changed.data?.data.status;
  }

  // A category deleted by mistake, and restored from the trash with its `_id`.
  let restoredKind: string | undefined;
  if (categoryId) {
    await api.DELETE("/api/categories/{id}", { headers, params: { path: { id: categoryId } } });
    const trashed = await api.GET("/api/trash", {
      headers,
      params: { query: { kind: "categories" } },
    });
    const purgeAt: string | undefined = trashed.data?.data[0]?.purgeAt;
    const restored = await api.POST("/api/trash/{kind}/{id}/restore", {
      headers,
      params: { path: { kind: "categories", id: categoryId } },
    });
    restoredKind = restored.data?.data.kind ?? purgeAt;
  }

  return { pages, total, crops, thanks, categoryId, slugRefused, status, restoredKind };
}
