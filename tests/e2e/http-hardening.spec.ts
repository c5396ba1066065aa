/**
 * What the production server does with requests no visitor's browser sends. A page's language
 * link stays on the site whatever its address.
 */
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { SEEDED_PORT } from "../../playwright.config";

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The status, headers and body of a raw HTTP/1.1 answer (its body as sent, chunked or not). */
function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = text.slice(0, end === -1 ? text.length : end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: end === -1 ? "" : text.slice(end + 4),
  };
}

/**
 * Sends `text` exactly as written over a new connection and reads until the server closes it:
 * what a browser or fetch() would never send (a target that is a whole URL, a Host header with
 * a space). The request should carry `Connection: close`.
 */
function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.setTimeout(30_000, () => socket.destroy(new Error(`No answer to ${text.slice(0, 60)}`)));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswer(received)));
  });
}

/** A GET of `target` with the given Host header (null: none), closing the connection after. */
function getWithHost(port: number, target: string, host: string | null, extra = ""): string {
  const hostLine = host === null ? "" : `Host: ${host}\r\n`;
  return `GET ${target} HTTP/1.1\r\n${hostLine}${extra}Connection: close\r\n\r\n`;
}

test.describe("the language link", () => {
  /** The href of the header's link to the other language. */
  function languageHref(html: string): string | undefined {
    return /<a class="language-link"[^>]*href="([^"]*)"/.exec(html)?.[1];
  }

  test("stays on the site whatever the address of the page", async () => {
    for (const [target, expected] of [
      ["/ur//evil.example", "/evil.example"],
      ["/ur///evil.example/about", "/evil.example/about"],
      ["/ur/\\evil.example", "/evil.example"],
      ["/ur/\\/evil.example", "/evil.example"],
      ["//evil.example", "/ur/evil.example"],
      ["/ur/about?next=//evil.example", "/about?next=//evil.example"],
    ] as const) {
      const answer = await rawRequest(SEEDED_PORT, getWithHost(SEEDED_PORT, target, "127.0.0.1"));
      const href = languageHref(answer.body);
      expect(href, `${target}: the page has a language link`).toBeDefined();
      expect(href, target).toBe(expected);
    }
  });

  test("of a page under a doubled slash leads to the site's own page in the browser", async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${SEEDED_PORT}/ur//evil.example`);
    const link = page.locator("a.language-link").first();
    await expect(link).toHaveAttribute("href", "/evil.example");
    await link.click();
    await expect(page).toHaveURL(`http://127.0.0.1:${SEEDED_PORT}/evil.example`);
  });
});
