/**
 * The details of the layout that went wrong once, each at the widths where it did: equal offer
 * cards, plans without details, business hours, short pages, estimated section heights,
 * carousel arrows. The walk of every page from 320 to 1920 px (e2e/support/layout-walk.ts) runs
 * on the pages suite's load of each page (quality/pages.spec.ts), with its Tab walk.
 */
import type { Page } from "@playwright/test"
import { expect, test } from "../support/shared-page"
import { nextFrames, waitForHydration } from "../support/hydration"
import { scrollThrough } from "../support/scroll-through"
import { content, editions, english, LEGAL_PAGES, notFoundPathOf, servicePath } from "../support/site-data"

const { home, pricing, services } = content

const HEIGHT = 800

/**
 * One load serves several widths, as in the walk: the page is resized, as a visitor would, and
 * measured once the media-query listeners and React have reacted to the new width.
 */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT })
  await nextFrames(page)
}

test.describe("layout details", () => {
  test("the special offer's price cards share one width, in both editions", async ({ page }) => {
    for (const edition of editions) {
      const { offer: data } = edition.content.blocks
      await page.setViewportSize({ width: 320, height: HEIGHT })
      await page.goto(edition.prefix)
      await waitForHydration(page)
      for (const width of [320, 375, 768, 1280]) {
        await resizeTo(page, width)
        const offer = page.getByRole("region", { name: data.heading })
        const cards = offer.getByRole("listitem")
        await expect(cards).toHaveCount(data.items.length)
        const widthsOfCards = await cards.evaluateAll(items =>
          items.map(item => Math.round(item.getBoundingClientRect().width)),
        )
        expect(new Set(widthsOfCards).size, `${edition.prefix} ${width} px: ${widthsOfCards.join(", ")}`).toBe(1)
      }
    }
  })

  test("a plan without details is not half empty: its price sits in the middle of the card", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: HEIGHT })
    await page.goto("/")
    const plainPlans = pricing.items.filter(plan => plan.features.length === 0)
    test.skip(plainPlans.length === 0, "every plan in data/pricing.json lists details")
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

  test("business hours keep each time range on one line, in both editions", async ({ page }) => {
    for (const [edition, width] of editions.flatMap(edition =>
      [320, 375, 768].map(width => [edition, width] as const),
    )) {
      if (width === 320) {
        await page.setViewportSize({ width, height: HEIGHT })
        await page.goto(`${edition.prefix}contact/`)
        await waitForHydration(page)
      } else await resizeTo(page, width)
      for (const slot of edition.content.company.hours) {
        const hours = page.locator("dd").filter({ hasText: slot.hours })
        await expect(hours.first()).toBeVisible()
        const lines = await hours.evaluateAll(elements =>
          elements.map(element => {
            const range = document.createRange()
            range.selectNodeContents(element)
            return new Set(Array.from(range.getClientRects()).map(rect => Math.round(rect.bottom))).size
          }),
        )
        expect(lines, `${edition.prefix} ${width} px: "${slot.hours}"`).toEqual(lines.map(() => 1))
      }
    }
  })

  const arabic = editions.find(edition => edition.locale === "ar")!
  const shortPages = [
    ...LEGAL_PAGES.map(legal => legal.path),
    notFoundPathOf(english),
    `${arabic.prefix}${LEGAL_PAGES[0].path.slice(1)}`,
    notFoundPathOf(arabic),
  ]
  for (const route of shortPages) {
    test(`${route}: no blank band between the page and the footer`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: HEIGHT })
      await page.goto(route)
      await waitForHydration(page)
      for (const width of [375, 1280, 1920]) {
        await resizeTo(page, width)
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
    for (const route of ["/", servicePath(services.items[3])]) {
      await page.goto(route)
      await waitForHydration(page)
      const height = () => page.evaluate(() => document.documentElement.scrollHeight)
      const before = await height()
      await scrollThrough(page)
      const after = await height()
      // Lazy carousels may settle a few pixels; an estimated section is off by hundreds.
      expect(Math.abs(after - before), route).toBeLessThan(24)
    }
  })

  test("the testimonials' arrows, shown on hover, cover no slide", async ({ page }) => {
    // Hovering does not stop autoplay: a slide moving in under an arrow would be measured mid-move.
    // With reduced motion the carousel holds still.
    await page.emulateMedia({ reducedMotion: "reduce" })
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
