import { createHash } from "node:crypto";
import appStyle from "./app.css?inline";
import { provideInlineStyle } from "./inline-style";

provideInlineStyle(appStyle);

/** The CSP source that allows an inline <style> with exactly this text. */
export function styleHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hashes of the inline styles pages carry, for the Content-Security-Policy's style-src
 * (server.js reads them from the server build's entry module).
 */
export const inlineStyleHashes: readonly string[] = [styleHashSource(appStyle)];
