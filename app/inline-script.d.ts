/**
 * `import source from "./file.inline?inline-script"`: the module and what it imports, bundled
 * and minified into the text of one classic script, for an inline <script> (vite.config.ts).
 */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
