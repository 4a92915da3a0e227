// ESLint (flat config): TypeScript, React, hooks and accessibility rules, with Prettier owning
// the formatting. `npm run lint` runs it with zero warnings allowed; `npm test` runs it too.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "public/",
      "dist/",
      ".cache/",
      "var/",
      "reports/",
      "test-results/",
      "bench/results/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      // TypeScript checks prop types.
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Module boundaries: the browser never loads server code (what both sides share lives in
  // shared/, which loads neither side), and storage never depends on the staff layer.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/__tests__/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/server"], message: "Browser code never imports server/." },
            {
              group: ["**/form-edition-files"],
              message:
                "Pages get their edition's form texts from the page context (useFormEdition); this module carries both editions.",
            },
            {
              group: ["**/ui-text-files"],
              message:
                "Pages get their edition's interface wording from the page context (useUiText); this module carries both editions.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/src/**", "**/src", "**/server/**", "**/server", "**/gatsby/**", "**/gatsby"],
              message: "shared/ is what the browser and the server both load: it imports neither side.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/storage/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/staff/**", "**/staff"], message: "Storage never imports the staff layer." }] },
      ],
    },
  },
  prettier,
)
