import { cspHashSource } from "~/lib/csp-hash.server";
import aboutStyle from "./about.css?inline";
import appStyle from "./app.css?inline";
import contactStyle from "./contact.css?inline";
import cropsStyle from "./crops.css?inline";
import dealersStyle from "./dealers.css?inline";
import galleryStyle from "./gallery.css?inline";
import homeStyle from "./home.css?inline";
import productStyle from "./product.css?inline";
import searchStyle from "./search.css?inline";
import verifyStyle from "./verify.css?inline";
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
  cspHashSource(verifyStyle),
  cspHashSource(productStyle),
  cspHashSource(aboutStyle),
  cspHashSource(contactStyle),
  cspHashSource(cropsStyle),
  cspHashSource(galleryStyle),
  cspHashSource(searchStyle),
];
