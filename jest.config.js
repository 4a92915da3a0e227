/** @type {import("jest").Config} */
module.exports = {
  testMatch: ["<rootDir>/{src,server,gatsby,scripts,bench}/**/__tests__/**/*.test.{ts,tsx}"],
  testEnvironment: "node",
  transform: {
    "^.+\\.(t|j)sx?$|^.+\\.mjs$": ["@swc/jest", { jsc: { transform: { react: { runtime: "automatic" } } } }],
  },
  moduleNameMapper: {
    // The content-change test runs suites against an edited copy of data/ (gatsby/__tests__/content-change.test.ts).
    ...(process.env.CONTENT_DATA_DIR
      ? { "^(?:\\.\\./)+data/([\\w-]+\\.json)$": `${process.env.CONTENT_DATA_DIR}/$1` }
      : {}),
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|webp|avif|svg)$": "<rootDir>/__mocks__/file-mock.ts",
  },
  // content-disposition 3 (@fastify/static), cookie 1 (light-my-request, Fastify inject) and typebox (the staff API's
  // schemas) ship only ES modules, which jest cannot require: compile them.
  transformIgnorePatterns: ["/node_modules/(?!(.*/)?(content-disposition|cookie|typebox)/)"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/e2e/"],
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/"],
  globals: { __PATH_PREFIX__: "" },
  testTimeout: 30000,
}
