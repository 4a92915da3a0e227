/**
 * The back-to-top button in real Chromium: when it shows and where it takes the visitor.
 */
import type { Page } from "@playwright/test"
import { expect, test } from "./support/shared-page"
import { openHydrated, nextFrames } from "./support/hydration"
import { uiText } from "./support/site-data"

test.describe("back to top", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

  test("appears after 400 px and glides back to the top", async ({ page }) => {
    await openHydrated(page, "/")
    const button = page.getByRole("button", { name: uiText.backToTop })
    await page.evaluate(() => window.scrollTo({ top: 399, behavior: "instant" }))
    await nextFrames(page)
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 401, behavior: "instant" }))
    await expect(button).toBeVisible()

    await page.evaluate(() => window.scrollTo({ top: 2400, behavior: "instant" }))
    await expect(button).toBeVisible()
    // Record the scroll the button asks for, and the position at every frame after the click.
    // The browser animates a smooth scroll on its own clock: on a loaded machine one frame may
    // span most of the glide, so the test checks the request and the path, not a frame count.
    await page.evaluate(() => {
      const store = window as unknown as { __positions: number[]; __requests: unknown[] }
      store.__positions = []
      store.__requests = []
      const scrollTo = window.scrollTo.bind(window) as (options?: ScrollToOptions) => void
      window.scrollTo = ((options?: ScrollToOptions) => {
        store.__requests.push(options)
        scrollTo(options)
      }) as typeof window.scrollTo
      const sample = () => {
        store.__positions.push(window.scrollY)
        if (window.scrollY > 0 || store.__positions.length < 3) requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await button.click()
    await expect.poll(() => scrollY(page)).toBe(0)
    const { positions, requests } = await page.evaluate(() => {
      const store = window as unknown as { __positions: number[]; __requests: unknown[] }
      return { positions: store.__positions, requests: store.__requests }
    })
    expect(requests).toEqual([{ top: 0, behavior: "smooth" }])
    expect(positions, "never moving away from the top").toEqual([...positions].sort((a, b) => b - a))
    await expect(button).toBeHidden()
    await expect(page.getByRole("link", { name: uiText.skipLink })).toBeFocused()
  })

  test("with reduced motion it jumps to the top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openHydrated(page, "/")
    await page.evaluate(() => window.scrollTo({ top: 2400, behavior: "instant" }))
    const button = page.getByRole("button", { name: uiText.backToTop })
    await expect(button).toBeVisible()
    await button.click()
    expect(await scrollY(page)).toBe(0)
  })
})
