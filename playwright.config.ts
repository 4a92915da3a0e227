import { resolve } from "node:path"
import { defineConfig } from "@playwright/test"
import { chromiumLaunchOptions } from "./e2e/support/chromium"

/**
 * The browser suite runs against the production build (public/) served by the real
 * server, with its own SQLite directory so tests can check what was stored.
 */
const port = Number(process.env.E2E_PORT || 8100)
export const e2eDataDir = resolve(`var/e2e-${port}`)
process.env.E2E_DATA_DIR = e2eDataDir
/** The git checkout the server's web editor commits to: a copy of data/, never this repository. */
export const e2eContentCheckout = resolve(`var/e2e-${port}-checkout`)
process.env.E2E_CONTENT_CHECKOUT = e2eContentCheckout

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  // Assertions wait for what they check; on a loaded machine (CI beside other work) loading a
  // lazy chunk or hydrating can take several seconds, so they may wait longer than the default 5 s.
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT || "reports/playwright.json" }]],
  outputDir: process.env.PW_OUTPUT_DIR || "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace snapshots the page at every action, which costs more than a third of the
    // suite's time even when every test passes. A failing test keeps its screenshot; for its trace,
    // run that test again with `--trace=on`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "tsx e2e/support/start-server.ts",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // The server starts in a few seconds; beside jest and the build on two cores it can take a minute.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir,
      CONTENT_CHECKOUT: e2eContentCheckout,
      // The browser suite posts many forms from one address.
      LEADS_RATE_LIMIT: "10000",
      // Every browser test signs in from 127.0.0.1 in a new browser: as an office would, it allows more.
      STAFF_SIGN_IN_ADDRESS_ATTEMPTS: "1000",
    },
  },
})
