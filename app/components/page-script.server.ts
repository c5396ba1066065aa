import { cspHashSource } from "~/lib/csp-hash.server";
import galleryPageScript from "./gallery/gallery-page.inline?inline-script";
import homePageScript from "./home/home-page.inline?inline-script";
import pageScript from "./page-script.inline?inline-script";

/**
 * The CSP hash sources of the inline scripts pages carry without a nonce (<PageScripts>): the
 * script of every page and the pages' own (a route's handle.script). A new one goes here too.
 */
export const inlineScriptHashes: readonly string[] = [
  pageScript,
  homePageScript,
  galleryPageScript,
].map(cspHashSource);
