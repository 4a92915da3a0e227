/**
 * Every route at every width from 320 to 1920 px (every 40 px, every 10 px where the header
 * row gets tight, and both sides of each breakpoint): no horizontal scroll, no header label on
 * two lines, and no fixed control (header, side column, WhatsApp float, back-to-top) over a
 * link, button or form field, with the page at the top and with each control focused.
 * A real Tab walk at a few widths checks that Tab scrolls focus clear of them too. Then the
 * details that went wrong once: equal offer cards, plans without details, business hours,
 * short pages, estimated section heights, carousel arrows.
 */
import { expect, test, type Page } from "@playwright/test"
import blocks from "../../data/blocks.json"
import home from "../../data/home.json"
import pricing from "../../data/pricing.json"
import { waitForHydration } from "../support/hydration"
import { probeLayout } from "../support/layout-probe"
import { allRoutes, company, notFoundRoute, services } from "../support/quality-routes"

const HEIGHT = 800
const FRAME_WAIT_BOUND_MS = 3_000

const widths = [
  ...new Set([
    ...Array.from({ length: 41 }, (_, index) => 320 + index * 40),
    ...Array.from({ length: 9 }, (_, index) => 1020 + index * 10),
    375,
    ...[640, 768, 1024, 1152, 1280].flatMap(breakpoint => [breakpoint - 1, breakpoint]),
  ]),
].sort((a, b) => a - b)

/** Widths for the real Tab walk: a phone, the side column's first width, the menu's last, the full header row. */
const tabWidths = [375, 768, 1151, 1280]

/**
 * Two frames: media-query listeners and React have reacted to the new size by then. Once in a
 * few thousand resizes on a loaded machine, headless Chromium stops producing frames after a
 * resize (one CI run hung here for minutes). Layout itself is read synchronously by the probe,
 * so rather than hang, the wait gives up on the frames after a bound and the probe goes on.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    bound =>
      new Promise(resolve => {
        requestAnimationFrame(() => requestAnimationFrame(resolve))
        setTimeout(resolve, bound)
      }),
    FRAME_WAIT_BOUND_MS,
  )
}

async function tabWalk(page: Page): Promise<string[]> {
  const flaws: string[] = []
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.locator("body").focus()
  let first: string | null = null
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press("Tab")
    const where = await page.evaluate(() => {
      const focused = document.activeElement
      return focused && focused !== document.body ? focused.outerHTML.slice(0, 200) : null
    })
    if (where === null || where === first) break
    first ??= where
    flaws.push(...(await page.evaluate(probeLayout, "current focus" as const)).whenFocused)
  }
  return flaws
}

test.describe("layout at every width", () => {
  // About 50 widths with a focus walk each: a route takes a while.
  test.setTimeout(360_000)

  for (const route of allRoutes) {
    test(`${route}: no horizontal scroll, no wrapped header label, nothing under a fixed control`, async ({ page }) => {
      await page.setViewportSize({ width: widths[0], height: HEIGHT })
      await page.goto(route)
      await waitForHydration(page)
      const flaws: string[] = []
      let focused = 0
      for (const width of widths) {
        await page.setViewportSize({ width, height: HEIGHT })
        await settle(page)
        const report = await page.evaluate(probeLayout, "walk" as const)
        focused += report.focusedCount
        flaws.push(...[...report.atTop, ...report.whenFocused].map(flaw => `${width} px: ${flaw}`))
        if (tabWidths.includes(width)) flaws.push(...(await tabWalk(page)).map(flaw => `${width} px: ${flaw}`))
      }
      expect(focused, "no control was focused: is the page built?").toBeGreaterThan(widths.length)
      expect([...new Set(flaws)]).toEqual([])
    })
  }
})

test.describe("layout details", () => {
  test("the special offer's two price cards share one width", async ({ page }) => {
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto("/")
      const offer = page.getByRole("region", { name: blocks.offer.heading })
      const cards = offer.getByRole("listitem")
      await expect(cards).toHaveCount(blocks.offer.items.length)
      const widthsOfCards = await cards.evaluateAll(items =>
        items.map(item => Math.round(item.getBoundingClientRect().width)),
      )
      expect(new Set(widthsOfCards).size, `${width} px: ${widthsOfCards.join(", ")}`).toBe(1)
    }
  })

  test("a plan without details is not half empty: its price sits in the middle of the card", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: HEIGHT })
    await page.goto("/")
    const plainPlans = pricing.items.filter(plan => plan.features.length === 0)
    expect(plainPlans.length).toBeGreaterThan(0)
    const section = page.getByRole("region", { name: home.pricing.heading })
    for (const plan of plainPlans) {
      const card = section
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: plan.title, exact: true }) })
      const position = await card.evaluate((article, price) => {
        const box = article.getBoundingClientRect()
        const amount = Array.from(article.querySelectorAll("span")).find(span => span.textContent === price)
        const rect = amount!.getBoundingClientRect()
        return (rect.top + rect.height / 2 - box.top) / box.height
      }, String(plan.price))
      expect(position, plan.title).toBeGreaterThan(0.33)
      expect(position, plan.title).toBeLessThan(0.67)
    }
  })

  test("business hours keep each time range on one line", async ({ page }) => {
    for (const width of [320, 375, 768]) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto("/contact/")
      for (const slot of company.hours) {
        const hours = page.locator("dd").filter({ hasText: slot.hours })
        await expect(hours.first()).toBeVisible()
        const lines = await hours.evaluateAll(elements =>
          elements.map(element => {
            const range = document.createRange()
            range.selectNodeContents(element)
            return new Set(Array.from(range.getClientRects()).map(rect => Math.round(rect.bottom))).size
          }),
        )
        expect(lines, `${width} px: "${slot.hours}"`).toEqual(lines.map(() => 1))
      }
    }
  })

  for (const route of ["/privacy-policy/", "/terms-conditions/", notFoundRoute]) {
    test(`${route}: no blank band between the page and the footer`, async ({ page }) => {
      for (const width of [375, 1280, 1920]) {
        await page.setViewportSize({ width, height: HEIGHT })
        await page.goto(route)
        const gap = await page.evaluate(() => {
          const main = document.getElementById("main-content")!
          const last = main.lastElementChild!
          const footer = document.querySelector("footer")!
          return Math.round(footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom)
        })
        expect(gap, `${width} px`).toBe(0)
        // The page's own background reaches the footer: no white between them.
        const background = await page.evaluate(() => {
          const last = document.getElementById("main-content")!.lastElementChild!
          const style = getComputedStyle(last)
          return style.backgroundImage !== "none" || style.backgroundColor !== "rgba(0, 0, 0, 0)"
        })
        expect(background, `${width} px`).toBe(true)
      }
    })
  }

  test("a page keeps its height while it is scrolled through: no estimated sections leave gaps", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: HEIGHT })
    for (const route of ["/", `/services/${services[3].id}/`]) {
      await page.goto(route)
      await waitForHydration(page)
      const before = await page.evaluate(() => document.documentElement.scrollHeight)
      const after = await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        }
        return document.documentElement.scrollHeight
      })
      // Lazy carousels may settle a few pixels; an estimated section is off by hundreds.
      expect(Math.abs(after - before), route).toBeLessThan(24)
    }
  })

  test("the testimonials' arrows, shown on hover, cover no slide", async ({ page }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto("/")
      await waitForHydration(page)
      const carousel = page.getByRole("group", { name: home.testimonials.heading, exact: true })
      await carousel.scrollIntoViewIfNeeded()
      const previous = carousel.getByRole("button", { name: /previous/i })
      await carousel.hover()
      await expect.poll(() => previous.evaluate(button => getComputedStyle(button).opacity)).toBe("1")
      const overlaps = await carousel.evaluate(root => {
        const arrows = Array.from(root.querySelectorAll("button")).filter(button =>
          /previous|next/i.test(button.textContent ?? ""),
        )
        const slides = Array.from(root.querySelectorAll('[aria-roledescription="slide"]')).filter(
          slide => slide.closest('[aria-hidden="true"]') === null,
        )
        const found: string[] = []
        for (const arrow of arrows) {
          const a = arrow.getBoundingClientRect()
          for (const slide of slides) {
            const s = slide.getBoundingClientRect()
            const x = Math.min(a.right, s.right) - Math.max(a.left, s.left)
            const y = Math.min(a.bottom, s.bottom) - Math.max(a.top, s.top)
            if (x > 0 && y > 0) found.push(`${arrow.textContent} over ${slide.getAttribute("aria-label")}`)
          }
        }
        return found
      })
      expect(overlaps, `${width} px`).toEqual([])
    }
  })
})
