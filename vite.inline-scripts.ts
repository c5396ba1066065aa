import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rollup } from "vite";
import { cspHashSource } from "./app/lib/csp-hash.server.ts";

const APP_DIR = fileURLToPath(new URL("./app", import.meta.url));
/** A page's inline script: its hash goes in the pages' Content-Security-Policy. */
const INLINE_SCRIPT = "?inline-script";
/** A classic script the site serves as a file of its own (the offline worker, /sw.js). */
const CLASSIC_SCRIPT = "?classic-script";
const QUERIES = [INLINE_SCRIPT, CLASSIC_SCRIPT];
/** `import { inlineScriptHashes } from "virtual:inline-script-hashes"` (server code only). */
const HASHES_MODULE = "virtual:inline-script-hashes";
const RESOLVED_HASHES_MODULE = `\0${HASHES_MODULE}`;
/** Stands in the hashes module until the bundle is rendered, when every script has been built. */
const HASHES_PLACEHOLDER = "__INLINE_SCRIPT_HASH_SOURCES__";

const queryOf = (id: string) => QUERIES.find((query) => id.endsWith(query));

/**
 * `import source from "./file.inline?inline-script"`: the module and what it imports, bundled
 * and minified (nothing newer than ES2019, for old phones' browsers) into the text of one
 * classic script, which a page carries inline. The pages that need little JavaScript get it
 * this way instead of loading React (app/components/page-script.tsx). `?classic-script` builds
 * the same way a script the site serves as a file (the offline worker).
 *
 * The CSP allows the pages' inline scripts by their hashes: `virtual:inline-script-hashes`
 * exports the hash source of every `?inline-script` this build made, computed from the built
 * text, so no list of them is kept by hand.
 */
export function inlineScripts(): Plugin {
  /** The text of each `?inline-script` built by the current build, by module id. */
  const built = new Map<string, string>();
  return {
    name: "inline-scripts",
    enforce: "pre",
    buildStart() {
      built.clear();
    },
    async resolveId(source, importer) {
      if (source === HASHES_MODULE) return RESOLVED_HASHES_MODULE;
      const query = queryOf(source);
      if (!query) return null;
      const module = source.slice(0, -query.length);
      const resolved = await this.resolve(module, importer, { skipSelf: true });
      return resolved ? `${resolved.id}${query}` : null;
    },
    async load(id) {
      // Filled in when the bundle is rendered (renderChunk). Without a bundle (the dev server,
      // unit tests) nothing fills it: the placeholder is no hash any script has.
      if (id === RESOLVED_HASHES_MODULE) {
        return `export const inlineScriptHashes = ${JSON.stringify(HASHES_PLACEHOLDER)}.split(" ").filter(Boolean);`;
      }
      const query = queryOf(id);
      if (!query) return null;
      const output = (await build({
        configFile: false,
        logLevel: "warn",
        resolve: { alias: { "~": APP_DIR } },
        build: {
          write: false,
          // Vite's own minifier (Oxc); the target also lowers newer syntax (?. and ??) away.
          minify: true,
          target: "es2019",
          lib: { entry: id.slice(0, -query.length), formats: ["iife"], name: "pageScript" },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const chunk = [output].flat()[0]?.output[0];
      if (!chunk || chunk.type !== "chunk") throw new Error(`Nothing built from ${id}`);
      for (const file of Object.keys(chunk.modules)) this.addWatchFile(file);
      const source = chunk.code.trim();
      if (query === INLINE_SCRIPT) built.set(id, source);
      return `export default ${JSON.stringify(source)};`;
    },
    renderChunk(code) {
      if (!code.includes(HASHES_PLACEHOLDER)) return null;
      const hashes = [...new Set([...built.values()].map(cspHashSource))].sort();
      return { code: code.replace(HASHES_PLACEHOLDER, hashes.join(" ")), map: null };
    },
  };
}
