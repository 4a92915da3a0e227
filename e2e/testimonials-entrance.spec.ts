/**
 * The testimonials' entrance as a visitor scrolls to them, in real Chromium, on one page per worker
 * (support/shared-page.ts).
 */
import { expect, type Page } from "@playwright/test"
import { openHydrated, nextFrames } from "./support/hydration"
import { scrollThrough } from "./support/scroll-through"
import { test as shared } from "./support/shared-page"
import { reviews, carousel } from "./support/carousel-probe"

shared.describe("testimonials entrance", () => {
  /** Scrolls so that `fraction` of the quotes' box has come into view from the bottom; returns its opacity and transform. */
  async function revealAt(page: Page, fraction: number): Promise<{ opacity: number; transform: string }> {
    const reveal = carousel(page, reviews.label).locator("xpath=..")
    await reveal.evaluate((element, part) => {
      const box = element.getBoundingClientRect()
      window.scrollTo({ top: window.scrollY + box.top - window.innerHeight + box.height * part, behavior: "instant" })
    }, fraction)
    await nextFrames(page)
    return reveal.evaluate(element => {
      const style = getComputedStyle(element)
      // A finished animation reports the identity matrix where no animation reports "none".
      const transform = style.transform === "matrix(1, 0, 0, 1, 0, 0)" ? "none" : style.transform
      return { opacity: Number(style.opacity), transform }
    })
  }

  shared("the quotes rise and fade in as they scroll into view, and go back when scrolled away", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openHydrated(page, "/")
    // Read through once: every carousel has swapped in react-slick, so nothing above the quotes moves afterwards.
    await scrollThrough(page)
    const entering = await revealAt(page, 0.05)
    expect(entering.opacity).toBeLessThan(0.1)
    expect(entering.transform).not.toBe("none")
    const halfway = await revealAt(page, 0.5)
    expect(halfway.opacity).toBeGreaterThan(entering.opacity)
    expect(halfway.opacity).toBeLessThan(1)
    expect(await revealAt(page, 1.2)).toEqual({ opacity: 1, transform: "none" })
    expect((await revealAt(page, 0.05)).opacity).toBeLessThan(0.1)
  })

  shared("with reduced motion they are simply there", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize({ width: 375, height: 800 })
    await openHydrated(page, "/")
    // Read through once: every carousel has swapped in react-slick, so nothing above the quotes moves afterwards.
    await scrollThrough(page)
    expect(await revealAt(page, 0.05)).toEqual({ opacity: 1, transform: "none" })
  })
})
