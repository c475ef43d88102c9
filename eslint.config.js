// @ts-check
// ESLint flat config. Formatting is Prettier's job (.prettierrc); ESLint only reports code problems.
import { readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/*
 * Boundaries (ARCHITECTURE "Rules of style" 1). A server feature reaches another feature only through
 * its service.ts, the feature's public entry; a client feature reaches another only through its api/
 * hooks and its exports.ts (the components it offers). One block per feature, so that "another" is
 * known; a feature's own files stay free to import each other.
 */
const serverFeatureMessage =
  "Another feature is reached only through its service.ts (its public entry); shared code belongs in server/http, server/db, server/mail ...";
const serverBoundaries = folders("./server/features").map((feature) => ({
  files: [`server/features/${feature}/**/*.ts`],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [{ regex: `^(\\.\\./|@server/features/)(?!${escape(feature)}/|\\.\\./)[^/]+/(?!service$)`, message: serverFeatureMessage }] },
    ],
  },
}));
const clientFeatureMessage =
  "Another feature is reached only through @/features/<name>/api/* and @/features/<name>/exports; shared UI belongs in components/, helpers in lib/.";
// Per depth below the feature folder too, so that a relative path climbing out of the feature is caught (a later
// block would replace, not extend, an earlier block's patterns).
const clientBoundaries = folders("./client/src/features").flatMap((feature) =>
  [1, 2, 3, 4].map((depth) => ({
    files: [`client/src/features/${feature}/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: `^@/features/(?!${escape(feature)}/)[^/]+/(?!api/|exports$)`, message: clientFeatureMessage },
            { regex: `^(\\.\\./){${depth}}(?!${escape(feature)}/)[^./][^/]*/(?!api/|exports$)`, message: clientFeatureMessage },
          ],
        },
      ],
    },
  })),
);
// Packages that only run on the server; shared/ is loaded by the browser too.
const serverOnlyPackages = [
  "pg",
  "@electric-sql/pglite",
  "express",
  "express-session",
  "bcrypt",
  "sharp",
  "multer",
  "nodemailer",
  "pino",
  "pino-http",
  "helmet",
  "compression",
  "@aws-sdk/*",
  "openid-client",
  "@simplewebauthn/server",
];

// defineConfig is the current form (typescript-eslint deprecated its own tseslint.config for it).
export default defineConfig(
  { ignores: ["dist/", "node_modules/", "test-results/", "playwright-report/", "data/", "bench/.data/", "migrations/", "coverage/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (Express handlers, destructuring to omit).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only says the React Compiler will skip a component (react-hook-form's watch()); this app does not use the compiler.
      "react-hooks/incompatible-library": "off",
      // A warning, not an error: 7 dialogs and upload fields reset their local state in an effect when they open or
      // their value changes; each is a candidate for a key-based reset, listed by `npm run lint` until rewritten.
      "react-hooks/set-state-in-effect": "warn",
    },
  },
  { files: ["client/src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["client/src/**/*.tsx"],
    rules: {
      // autoFocus is used only on a field the user has just opened (dialog, inline edit, "직접 입력"): the WAI-ARIA dialog pattern.
      "jsx-a11y/no-autofocus": "off",
      // Our controls are components (Radix Checkbox, Input ...) the rule cannot see through; label text sits in nested spans.
      "jsx-a11y/label-has-associated-control": ["error", { controlComponents: ["Checkbox", "Input", "Textarea", "Switch", "RadioGroupItem"], depth: 4 }],
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        {
          handlers: ["onClick", "onError", "onLoad", "onMouseDown", "onMouseUp", "onKeyPress", "onKeyDown", "onKeyUp"],
          // A form may listen to the keys of its fields (Enter held while a Hangul syllable is still being composed).
          form: ["onKeyDown"],
          alert: ["onKeyUp", "onKeyDown", "onKeyPress"],
          body: ["onError", "onLoad"],
          dialog: ["onKeyUp", "onKeyDown", "onKeyPress"],
          iframe: ["onError", "onLoad"],
          img: ["onError", "onLoad"],
        },
      ],
    },
  },
  {
    // A combobox's options take the keys through the input (aria-activedescendant); the click is for the pointer only.
    files: ["client/src/features/profiles/components/specialty-tag-editor.tsx"],
    rules: { "jsx-a11y/click-events-have-key-events": "off" },
  },
  ...serverBoundaries,
  {
    // Outside the features, only app.ts (which mounts the routers) may reach past a feature's service.ts.
    files: ["server/**/*.ts"],
    ignores: ["server/features/**", "server/app.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)features/[^/]+/(?!service$)", message: serverFeatureMessage }] }] },
  },
  ...clientBoundaries,
  {
    // Shared pieces are shared: they do not reach into a feature.
    files: ["client/src/components/**", "client/src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^@/features/|(^|/)features/", message: "components/ and lib/ serve every feature and import none." }] },
      ],
    },
  },
  {
    // shared/ runs in the browser and on the server.
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: builtinModules.map((name) => ({ name, message: "shared/ runs in the browser too: no Node modules." })),
          patterns: [
            { regex: "^node:", message: "shared/ runs in the browser too: no Node modules." },
            { regex: "^(@/|@server/)|^(\\.\\./)+(client|server)/", message: "shared/ imports nothing from client/ or server/." },
            { group: serverOnlyPackages, message: "shared/ runs in the browser too: no server-only packages." },
          ],
        },
      ],
    },
  },
  {
    // Playwright tests and the browser-side scripts run in both worlds.
    files: ["tests/e2e/**/*.ts", "scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
