import { cspHashSource } from "~/lib/csp-hash.server";
import appStyle from "./app.css?inline";
import dealersStyle from "./dealers.css?inline";
import homeStyle from "./home.css?inline";
import productStyle from "./product.css?inline";
import { provideInlineStyle } from "./inline-style";

provideInlineStyle(appStyle);

/**
 * The hashes of the inline styles pages carry, for the Content-Security-Policy's style-src
 * (server.ts reads them from the server build's entry module).
 */
export const inlineStyleHashes: readonly string[] = [
  cspHashSource(appStyle),
  cspHashSource(homeStyle),
  cspHashSource(dealersStyle),
  cspHashSource(productStyle),
];
