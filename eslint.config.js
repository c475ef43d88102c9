// @ts-check
// ESLint flat config. Formatting is Prettier's job (.prettierrc); ESLint only reports code problems.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
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
  {
    // Playwright tests and the browser-side scripts run in both worlds.
    files: ["tests/e2e/**/*.ts", "scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
