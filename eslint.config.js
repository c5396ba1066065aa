// The ESLint set-up of React Router's own templates: React, hooks, accessibility, imports, TypeScript.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "build/",
    ".cache/",
    "test-results/",
    "playwright-report/",
    "blob-report/",
    "tests/.tmp/",
    // Route types React Router generates (react-router typegen).
    ".react-router/",
  ]),
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.commonjs, ...globals.es2015 },
    },
  },
  js.configs.recommended,
  {
    files: ["**/*.{js,jsx,ts,tsx}"],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat["jsx-runtime"],
      reactHooks.configs["recommended-latest"],
      jsxA11y.flatConfigs.recommended,
    ],
    settings: {
      react: { version: "detect" },
      formComponents: ["Form"],
      linkComponents: [
        { name: "Link", linkAttribute: "to" },
        { name: "NavLink", linkAttribute: "to" },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [
      tseslint.configs.recommended,
      importPlugin.flatConfigs.recommended,
      importPlugin.flatConfigs.typescript,
    ],
    languageOptions: {
      // eslint-plugin-import's config sets an older ecmaVersion; keep the latest.
      ecmaVersion: "latest",
      sourceType: "module",
    },
    settings: {
      "import/internal-regex": "^~/",
      // *.inline.ts modules are imported as the built text of a script (`?inline-script`),
      // not for their exports.
      "import/ignore": ["\\.inline\\.ts$"],
      // Made by the inline-scripts Vite plugin (vite.inline-scripts.ts), not a file.
      "import/core-modules": ["virtual:inline-script-hashes"],
      "import/resolver": {
        node: { extensions: [".ts", ".tsx"] },
        typescript: { alwaysTryTypes: true },
      },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: [
      "eslint.config.js",
      "server.ts",
      "server/**",
      "scripts/**",
      "tests/**",
      "*.config.ts",
      "*.config.js",
    ],
    languageOptions: { globals: globals.node },
  },
]);
