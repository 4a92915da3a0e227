/**
 * The header in real Chromium: its scroll states, the menus on phone and desktop, and the services menu.
 * The menu tests share one page per worker (support/shared-page.ts); the scroll test counts React
 * commits through an init script, so it keeps a page of its own.
 */
import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { openHydrated, nextFrames } from "./support/hydration"
import { test as shared } from "./support/shared-page"
import { content, servicePath, servicesMenuLabel, uiText } from "./support/site-data"

/** How light a patch of the screen is, 0 (black) to 255 (white): the mean of its pixels' channels. */
async function lightness(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const { channels } = await sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .stats()
  return channels.reduce((sum, channel) => sum + channel.mean, 0) / channels.length
}

test.describe("header", () => {
  /** The service page the menus lead to. */
  const service = content.services.items[1]

  test("its look changes after 50 px of scroll, and scrolling re-renders nothing between thresholds", async ({
    page,
  }) => {
    // Counts React commits through the hook React DevTools uses (production React calls it too).
    await page.addInitScript(() => {
      const store = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: object }
      store.__commits = 0
      store.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => {
          store.__commits++
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      }
    })
    // Reduced motion: the carousels stay paused, so any commit would come from scrolling.
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize({ width: 1280, height: 800 })
    await openHydrated(page, "/about/")
    const header = page.getByRole("banner")
    const look = () =>
      header.evaluate(element => {
        const style = getComputedStyle(element)
        return `${style.backgroundColor} ${style.backgroundImage} ${style.boxShadow}`
      })
    const scrollTo = async (y: number) => {
      await page.evaluate(top => window.scrollTo({ top, behavior: "instant" }), y)
      await nextFrames(page)
    }
    const top = await look()

    await scrollTo(49)
    expect(await look(), "49 px: not yet").toBe(top)
    await scrollTo(51)
    await expect.poll(look, { message: "51 px: the scrolled look" }).not.toBe(top)
    const scrolled = await look()

    // Everything below the fold is loaded once, so only scrolling itself could re-render now.
    await scrollTo(380)
    await page.waitForLoadState("networkidle")
    await scrollTo(60)
    await page.evaluate(() => new Promise(resolve => requestIdleCallback(resolve)))
    const before = await page.evaluate(() => (window as unknown as { __commits: number }).__commits)
    for (let y = 60; y <= 390; y += 15) await scrollTo(y)
    for (let y = 390; y >= 60; y -= 15) await scrollTo(y)
    const during = await page.evaluate(() => (window as unknown as { __commits: number }).__commits)
    expect(during - before, "React commits while scrolling between 60 and 390 px").toBe(0)
    expect(await look()).toBe(scrolled)

    await scrollTo(10)
    await expect.poll(look, { message: "back at the top: the first look" }).toBe(top)
    const after = await page.evaluate(() => (window as unknown as { __commits: number }).__commits)
    expect(after - during, "crossing the threshold re-renders").toBeGreaterThan(0)
  })

  shared(
    "the services dropdown toggles and closes on Escape, a click outside and a followed link",
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await openHydrated(page, "/about/")
      const banner = page.getByRole("banner")
      const toggle = banner.getByRole("button", { name: servicesMenuLabel })
      const serviceLink = banner.getByRole("link", { name: service.title })

      await toggle.click()
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      await expect(serviceLink).toBeVisible()
      await toggle.click()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
      await expect(serviceLink).toBeHidden()

      await toggle.click()
      await page.keyboard.press("Escape")
      await expect(serviceLink).toBeHidden()
      await expect(toggle).toBeFocused()

      await toggle.click()
      // Outside: the left edge of the page heading (a mouse click, not waiting for the heading to hold still).
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!
      await page.mouse.click(heading.x + 2, heading.y + heading.height / 2)
      await expect(serviceLink).toBeHidden()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")

      await toggle.click()
      await serviceLink.click()
      await expect(page).toHaveURL(servicePath(service))
      await expect(serviceLink).toBeHidden()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
    },
  )

  shared(
    "the mobile menu dims the page below it, toggles and closes on Escape, a click outside and a service link",
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await openHydrated(page, "/about/")
      const nav = page.getByRole("navigation", { name: uiText.mainNav })
      const menuButton = page.getByRole("banner").getByRole("button", { name: /menu$/ })

      await menuButton.click()
      await expect(nav).toBeVisible()
      await expect(menuButton).toHaveAccessibleName(uiText.closeMenu)
      await menuButton.click()
      await expect(nav).toBeHidden()
      await expect(menuButton).toHaveAccessibleName(uiText.openMenu)

      await menuButton.click()
      await page.keyboard.press("Escape")
      await expect(nav).toBeHidden()
      await expect(menuButton).toBeFocused()

      await menuButton.click()
      await expect(nav).toBeVisible()
      const box = (await nav.boundingBox())!
      // The page below the open panel is dimmed, the bar above it with the close button is not.
      const below = { x: 0, y: box.y + box.height + 10, width: 375, height: 40 }
      const bar = { x: 0, y: 0, width: 375, height: box.y }
      const [dimmedBelow, openBar] = [await lightness(page, below), await lightness(page, bar)]
      await page.keyboard.press("Escape")
      await expect(nav).toBeHidden()
      const [plainBelow, closedBar] = [await lightness(page, below), await lightness(page, bar)]
      expect(plainBelow, "the patch below the menu must not be black already").toBeGreaterThan(20)
      expect(dimmedBelow).toBeLessThan(plainBelow * 0.6)
      expect(Math.abs(openBar - closedBar)).toBeLessThan(closedBar * 0.15 + 2)
      await menuButton.click()
      await expect(nav).toBeVisible()
      await page.mouse.click(box.x + 10, box.y + box.height + 30)
      await expect(nav).toBeHidden()
      await expect(page).toHaveURL("/about/")
      await expect(menuButton).toHaveAttribute("aria-expanded", "false")

      await menuButton.click()
      await nav.getByRole("button", { name: servicesMenuLabel }).click()
      await nav.getByRole("link", { name: service.title }).click()
      await expect(page).toHaveURL(servicePath(service))
      await expect(nav).toBeHidden()
      await expect(menuButton).toHaveAttribute("aria-expanded", "false")
    },
  )
})
