/**
 * One page per worker for the suites that post forms (docs/testing.md lists
 * them). A new browser context per test starts a renderer and compiles the site's scripts afresh,
 * which costs about as much CPU as the load itself.
 *
 * Each test still gets its own viewport (from `test.use`) and starts as a new visitor: the site's
 * cookies are cleared before it (the first page of a visit sets the visit cookie, and a staff
 * session must not carry over). Afterwards the page forgets the test: its listeners and routes are
 * removed and the site's storage cleared. A failed test ends its worker, so the next test starts on a
 * new page. A test that installs a fake clock, adds init scripts or needs another kind of context
 * (a phone, JavaScript off) keeps Playwright's page per test.
 */
import { test as base, type Page } from "@playwright/test"

export const test = base.extend<object, { flowPage: Page }>({
  flowPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      await provide(page)
      await context.close()
    },
    { scope: "worker" },
  ],
  page: async ({ flowPage, viewport, isMobile, hasTouch, javaScriptEnabled }, provide) => {
    // Options that only a new context can take would be ignored here: such a test needs its own page.
    if (isMobile || hasTouch || !javaScriptEnabled)
      throw new Error("isMobile, hasTouch and javaScriptEnabled need a page per test: use @playwright/test's")
    if (viewport) await flowPage.setViewportSize(viewport)
    await flowPage.context().clearCookies()
    await provide(flowPage)
    flowPage.removeAllListeners()
    // A route still holding a request (a test that ended before releasing it) is dropped with it.
    await flowPage.unrouteAll({ behavior: "ignoreErrors" })
    if (flowPage.url().startsWith("http")) {
      await flowPage.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
    }
  },
})

export { expect } from "@playwright/test"
