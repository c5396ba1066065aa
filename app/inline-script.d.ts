/**
 * `import source from "./file.inline?inline-script"`: the module and what it imports, bundled
 * and minified into the text of one classic script, for an inline <script> (vite.inline-scripts.ts).
 */
declare module "*?inline-script" {
  const source: string;
  export default source;
}

/** The same, for a classic script the site serves as a file of its own (the offline worker). */
declare module "*?classic-script" {
  const source: string;
  export default source;
}

/** The CSP hash sources of every `?inline-script` in the server build (vite.inline-scripts.ts). */
declare module "virtual:inline-script-hashes" {
  export const inlineScriptHashes: readonly string[];
}
