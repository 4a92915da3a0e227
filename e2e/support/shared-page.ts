/**
 * One page per worker for the suites that only read what they load (docs/testing.md lists them).
 * A new browser context per test starts a renderer and compiles the site's scripts afresh, which
 * costs about as much CPU as the load itself.
 *
 * Each test still gets its own viewport and reduced-motion setting (from `test.use`) and
 * navigates itself; afterwards the page forgets the test: its listeners are removed and the
 * site's cookies and storage cleared. A failed test ends its worker, so the next test starts on
 * a new page. A suite that installs a fake clock, routes requests or adds init scripts of its
 * own keeps Playwright's page per test.
 */
import { test as base, type Page } from "@playwright/test"

export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, locale: "en-US" })
      const page = await context.newPage()
      await provide(page)
      await context.close()
    },
    { scope: "worker" },
  ],
  page: async ({ sharedPage, viewport, reducedMotion, isMobile, hasTouch, javaScriptEnabled, locale }, provide) => {
    // Options that only a new context can take would be ignored here: such a suite needs its own page.
    if (isMobile || hasTouch || !javaScriptEnabled || locale !== "en-US")
      throw new Error("isMobile, hasTouch, javaScriptEnabled and locale need a page per test: use @playwright/test's")
    if (viewport) await sharedPage.setViewportSize(viewport)
    await sharedPage.emulateMedia({ reducedMotion: reducedMotion ?? "no-preference" })
    await provide(sharedPage)
    sharedPage.removeAllListeners()
    if (sharedPage.url().startsWith("http")) {
      await sharedPage.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
    }
    await sharedPage.context().clearCookies()
  },
})

export { expect } from "@playwright/test"
