import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rollup } from "vite";

const APP_DIR = fileURLToPath(new URL("./app", import.meta.url));
const INLINE_SCRIPT = "?inline-script";

/**
 * `import source from "./file.inline?inline-script"`: the module and what it imports, bundled
 * and minified (nothing newer than ES2019, for old phones' browsers) into the text of one
 * classic script, which a page carries inline. The pages that need little JavaScript get it
 * this way instead of loading React (app/components/page-script.tsx).
 */
export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(INLINE_SCRIPT)) return null;
      const module = source.slice(0, -INLINE_SCRIPT.length);
      const resolved = await this.resolve(module, importer, { skipSelf: true });
      return resolved ? `${resolved.id}${INLINE_SCRIPT}` : null;
    },
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT)) return null;
      const output = (await build({
        configFile: false,
        logLevel: "warn",
        resolve: { alias: { "~": APP_DIR } },
        build: {
          write: false,
          minify: "esbuild",
          target: "es2019",
          lib: { entry: id.slice(0, -INLINE_SCRIPT.length), formats: ["iife"], name: "pageScript" },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const chunk = [output].flat()[0]?.output[0];
      if (!chunk || chunk.type !== "chunk") throw new Error(`Nothing built from ${id}`);
      for (const file of Object.keys(chunk.modules)) this.addWatchFile(file);
      return `export default ${JSON.stringify(chunk.code.trim())};`;
    },
  };
}
