/**
 * The real server with the real build, in Chromium: every page runs under the
 * strict Content-Security-Policy (inline scripts allowed only by their build-time
 * hashes) without a single violation, also across client-side navigation, and
 * carries the security and caching headers.
 *
 * The tests share one page per worker: a new context per test started a renderer and compiled the
 * site's scripts afresh for each template. The page records violations in every document it opens
 * (an init script, added once); each test starts without the site's cookies, so each load is the
 * first page of a visit, and forgets its console listener when it ends.
 */
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test"
import { waitForHydration } from "./support/hydration"
import { isNotFoundPath, templateRoutes } from "./support/site-data"

const test = base.extend<{ violations: () => Promise<string[]> }, { watchedPage: Page }>({
  watchedPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.defineProperty(window, "__cspViolations", { value: seen })
        document.addEventListener("securitypolicyviolation", event =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      await provide(page)
      await context.close()
    },
    { scope: "worker" },
  ],
  page: async ({ watchedPage }, provide) => {
    await watchedPage.context().clearCookies()
    await provide(watchedPage)
  },
  /** CSP violations since the test began, both as DOM events of the open document and as Chromium's console errors. */
  violations: async ({ page }, provide) => {
    const fromConsole: string[] = []
    const listener = (message: ConsoleMessage) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
        fromConsole.push(message.text())
    }
    page.on("console", listener)
    await provide(async () => [
      ...fromConsole,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ])
    page.off("console", listener)
  },
})

// One page of each template: the pages of a template run the same scripts.
for (const route of templateRoutes) {
  test(`${route} runs under the CSP without violations`, async ({ page, violations }) => {
    const response = await page.goto(route, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(isNotFoundPath(route) ? 404 : 200)
    const headers = response?.headers() ?? {}
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    // The first page of a visit sets the visit cookie: only this browser may keep it (a 404 sets none).
    expect(headers["cache-control"]).toBe(`${isNotFoundPath(route) ? "public" : "private"}, max-age=0, must-revalidate`)
    // Gatsby's scripts are added once the first paint is done, which on a busy machine can be
    // after the network went quiet: wait until the app they start is live (it needs what
    // Gatsby's inline scripts set), then read the violations.
    await waitForHydration(page)
    expect(await page.evaluate(() => "___chunkMapping" in window && "___webpackCompilationHash" in window)).toBe(true)
    expect(await violations()).toEqual([])
  })
}

test("client-side navigation loads page data and code within the policy", async ({ page, violations }) => {
  await page.goto("/", { waitUntil: "networkidle" })
  await waitForHydration(page)
  const pageData = page.waitForResponse(response => response.url().includes("/page-data/about/page-data.json"))
  await page.evaluate(() => (window as unknown as { ___navigate: (path: string) => void }).___navigate("/about/"))
  expect((await pageData).status()).toBe(200)
  await expect(page).toHaveURL(/\/about\/$/)
  expect(await violations()).toEqual([])
})

test("hashed scripts are immutable and served precompressed", async ({ page, request }) => {
  await page.goto("/")
  const script = await page.locator("script[src]").first().getAttribute("src")
  expect(script).toMatch(/-[0-9a-f]{20}\.js$/)
  const response = await request.get(script!, { headers: { "accept-encoding": "br" } })
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect(response.headers()["content-encoding"]).toBe("br")
})
