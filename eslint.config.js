import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";

/**
 * zod's functions come only from src/domain/zod.ts, which picks zod/mini and sets `jitless` before any schema parses
 * (types may come from zod's modules: "zod/mini", "zod/v4/core").
 */
const zodThroughItsModule = {
  regex: "^zod(/|$)",
  allowTypeImports: true,
  message:
    "Import `z` from src/domain/zod.ts: it is zod/mini with English messages, kept from probing `new Function` (the pages' policy refuses it).",
};

/**
 * Who may import whom: what a side shares with the other lives in src/domain/, which both import. Everything that
 * ships to the browser (the shared domain, the catalogues, the components' scripts, the islands and their library)
 * keeps the server's code out.
 */
const boundaries = [
  {
    target: ["src/domain", "src/i18n", "src/components/**/*.ts", "src/islands", "src/lib"],
    from: "functions",
    message: "The browser's code never imports the server's: move what both need to src/domain/.",
  },
  {
    target: ["src/domain", "src/i18n"],
    from: ["src/lib", "src/islands", "src/components", "src/views", "src/pages"],
    message:
      "The domain and the catalogues serve both sides and depend on no page or browser script: move the text into the catalogue, the shared value into src/domain/.",
  },
  {
    target: ["scripts/patch-netlify-cli.ts", "scripts/netlify-cli"],
    from: ["src", "functions", "netlify"],
    message: "The postinstall runs before anything is built and imports no application code: write the value out.",
  },
];

export default [
  { ignores: ["dist/", ".netlify/", ".astro/", ".cache/", "node_modules/", "playwright-report/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      // Server code, scripts and tests run on Node; islands and page scripts in the browser.
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    // The rules of hooks and complete effect dependencies. The React Compiler's advice rules (set-state-in-effect,
    // incompatible-library) stay off: the islands are not compiled with it.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  // Accessibility of the islands' JSX, statically (axe checks the rendered pages in the e2e tests).
  { ...jsxA11y.configs.recommended, files: ["src/**/*.tsx"] },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mts", "scripts/netlify-cli/*.js"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".js", ".mjs"] })],
    },
    rules: {
      // A module that imports itself through others is half-initialised when first used.
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: boundaries }],
    },
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.astro"],
    ignores: ["src/domain/zod.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [zodThroughItsModule] }] },
  },
  {
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [zodThroughItsModule],
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message:
                "Import `test` from ./support/test.ts: it fails the test on any Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
];
