import os from "node:os"
import path from "node:path"

/**
 * Where the "edited content" project finds its copy of data/ (made by its global setup, removed
 * by its teardown). Set once in the process that reads this file; the workers inherit it.
 */
process.env.EDITED_CONTENT_DIR ??= path.join(os.tmpdir(), `edited-content-${process.pid}`)

const mocks = {
  "\\.(css)$": "identity-obj-proxy",
  "\\.(jpg|jpeg|png|webp|avif|svg|woff2)$": "<rootDir>/__mocks__/file-mock.ts",
}

/** @type {import("jest").Config} */
const common = {
  testEnvironment: "node",
  transform: {
    "^.+\\.(t|j)sx?$|^.+\\.mjs$": ["@swc/jest", { jsc: { transform: { react: { runtime: "automatic" } } } }],
  },
  moduleNameMapper: mocks,
  // content-disposition 3 (@fastify/static), cookie 1 (light-my-request, Fastify inject) and typebox (the staff API's
  // schemas) ship only ES modules, which jest cannot require: compile them.
  transformIgnorePatterns: ["/node_modules/(?!(.*/)?(content-disposition|cookie|typebox)/)"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/e2e/"],
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/"],
  globals: { __PATH_PREFIX__: "" },
}

/** @type {import("jest").Config} */
export default {
  // A test's time limit catches a hang, not a slow machine: npm test runs jest beside the build and
  // the browser suite on two cores, where a test that takes 10 s alone (a thousand requests, a
  // PostgreSQL database) may take several times that. Tests wait for what they assert.
  testTimeout: 120_000,
  // One throwaway PostgreSQL cluster for the run; the suites that loop over the storage engines
  // make their own databases in it (server/__tests__/support/storage-engines.ts).
  globalSetup: "<rootDir>/server/__tests__/support/postgres-global-setup.ts",
  globalTeardown: "<rootDir>/server/__tests__/support/postgres-global-teardown.ts",
  projects: [
    {
      ...common,
      displayName: "unit",
      testMatch: ["<rootDir>/{src,shared,server,gatsby,scripts,bench}/**/__tests__/**/*.test.{ts,tsx}"],
    },
    {
      // The suites that render or check what data/ says run again against content an editor
      // might write (gatsby/__tests__/edited-content.ts): a test that pins shipped content fails here.
      ...common,
      displayName: "edited content",
      testMatch: [
        "<rootDir>/{src,shared/forms,shared/i18n}/**/__tests__/**/*.test.{ts,tsx}",
        "<rootDir>/server/__tests__/{lead-endpoint,lead-endpoint-refusals,mail-delivery,static-site}.test.ts",
      ],
      moduleNameMapper: {
        "^(?:\\.\\./)+data/([\\w-]+\\.json)$": `${process.env.EDITED_CONTENT_DIR}/data/$1`,
        ...mocks,
      },
      // The server suites run here on SQLite alone (server/__tests__/support/storage-sites.ts).
      globals: { ...common.globals, EDITED_CONTENT_RUN: true },
      globalSetup: "<rootDir>/gatsby/__tests__/edited-content-setup.ts",
      globalTeardown: "<rootDir>/gatsby/__tests__/edited-content-teardown.ts",
    },
  ],
}
