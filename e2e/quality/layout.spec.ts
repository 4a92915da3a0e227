/**
 * Every route from 320 to 1920 px: no horizontal scroll, no header label on two lines, and no
 * fixed control (header, side column, WhatsApp float, back-to-top) over a link, button or form
 * field, with the page at the top and with each control focused. The widths are read from the
 * page's own CSS: both sides of every breakpoint, every 12 px for 96 px above the breakpoint
 * where the header shows its full row (there the page is checked at the top only: the band is
 * for the header's labels), and every 160 px in between, where the layout changes smoothly. The real
 * Tab walks, which also check that Tab scrolls focus clear of the fixed controls, are the
 * pages suite's (quality/pages.spec.ts). Then the details that went wrong once: equal
 * offer cards, plans without details, business hours, short pages, estimated section heights,
 * carousel arrows.
 *
 * The Arabic edition (right to left, longer lines) is walked on one page of each template at
 * the same widths, at the top of the page at each (sideways scroll, wrapped header labels,
 * fixed controls over content) and with each control focused at the widths where the fixed
 * controls change; its other pages differ from these only in their texts. At every width its
 * header shows the logo on the right, the start of a right-to-left line.
 */
import type { Page } from "@playwright/test"
import { expect, test } from "../support/shared-page"
import { breakpointsOf, layoutAt } from "../support/focus-walk"
import { waitForHydration } from "../support/hydration"
import type { Breakpoints } from "../support/page-probe-types"
import { scrollThrough } from "../support/scroll-through"
import {
  allRoutes,
  content,
  editions,
  english,
  LEGAL_PAGES,
  notFoundPathOf,
  servicePath,
  templateRoutes,
} from "../support/site-data"
import { localeOfPath } from "../../shared/i18n/locales"

const { home, pricing, services } = content

const HEIGHT = 800
const [NARROWEST, WIDEST] = [320, 1920]
/** Between breakpoints the layout changes smoothly (fluid type and spacing): a coarse grid finds what goes wrong there. */
const COARSE_STEP = 160
/**
 * Above the widest breakpoint of the header, where it shows its full row, the row is at its
 * tightest while fluid type still grows: the band checked densely.
 */
const HEADER_BAND = { width: 96, step: 12 }
/** The width of the phones most visitors use. */
const COMMON_PHONE = 375

type Width = {
  width: number
  /** Focus each control at this width too: not in the header band, which is there for the header's labels. */
  focusEach: boolean
}

/**
 * Where an Arabic page is walked with each control focused: the phones, where the side rail
 * and the floats' room appear (768), where the header shows its full row (1152), the widest.
 */
const ARABIC_FOCUS_WIDTHS = new Set([NARROWEST, COMMON_PHONE, 768, 1152, WIDEST])

/** English: every page. Arabic: one page of each template (the rest differ only in their texts). */
const walkedRoutes = allRoutes.filter(route => localeOfPath(route) === "en" || templateRoutes.includes(route))

/** The widths the walk visits, from the breakpoints of the page's CSS. */
function layoutWidths({ all, header }: Breakpoints): Width[] {
  const widths = new Set([COMMON_PHONE, WIDEST])
  for (let width = NARROWEST; width <= WIDEST; width += COARSE_STEP) widths.add(width)
  for (const breakpoint of all) widths.add(breakpoint - 1).add(breakpoint)
  const band = new Set<number>()
  const fullRow = Math.max(...header)
  for (let width = fullRow + HEADER_BAND.step; width <= fullRow + HEADER_BAND.width; width += HEADER_BAND.step)
    if (!widths.has(width)) band.add(width)
  return [...widths, ...band]
    .filter(width => width >= NARROWEST && width <= WIDEST)
    .sort((a, b) => a - b)
    .map(width => ({ width, focusEach: !band.has(width) }))
}

/** Right to left the header starts on the right: the logo is there, every other control to its left. */
async function logoFlaw(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!
    const logo = header.querySelector("a[href] img")?.closest("a")
    if (!logo) return "no logo link in the header"
    const box = logo.getBoundingClientRect()
    const beyond = Array.from(header.querySelectorAll("a[href], button"))
      .filter(control => control !== logo && control.checkVisibility())
      .filter(control => control.getBoundingClientRect().left > box.left)
      .map(control => (control.textContent || control.getAttribute("aria-label") || "").trim())
    if (box.left + box.width / 2 < window.innerWidth / 2) return "the header's logo is on the left half"
    return beyond.length > 0 ? `right of the header's logo: ${beyond.join(", ")}` : undefined
  })
}

test.describe("layout at every width", () => {
  for (const route of walkedRoutes) {
    const rightToLeft = localeOfPath(route) === "ar"
    const checks = `no horizontal scroll, no wrapped header label, nothing under a fixed control${rightToLeft ? ", the logo on the right" : ""}`
    test(`${route}: ${checks}`, async ({ page }) => {
      await page.setViewportSize({ width: NARROWEST, height: HEIGHT })
      await page.goto(route)
      await waitForHydration(page)
      if (rightToLeft) await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
      const breakpoints = await breakpointsOf(page)
      expect(breakpoints.header.length, "no media query of the header found: is the CSS there?").toBeGreaterThan(0)
      const widths = layoutWidths(breakpoints).map(({ width, focusEach }) => ({
        width,
        focusEach: focusEach && (!rightToLeft || ARABIC_FOCUS_WIDTHS.has(width)),
      }))
      const flaws: string[] = []
      let focused = 0
      for (const { width, focusEach } of widths) {
        await page.setViewportSize({ width, height: HEIGHT })
        const report = await layoutAt(page, { focusEach })
        focused += report.focused
        flaws.push(...report.flaws.map(flaw => `${width} px: ${flaw}`))
        const logo = rightToLeft ? await logoFlaw(page) : undefined
        if (logo) flaws.push(`${width} px: ${logo}`)
      }
      test.info().annotations.push({ type: "widths", description: widths.map(({ width }) => width).join(", ") })
      expect(focused, "no control was focused: is the page built?").toBeGreaterThan(widths.length)
      expect([...new Set(flaws)]).toEqual([])
    })
  }
})

test.describe("layout details", () => {
  test("the special offer's price cards share one width, in both editions", async ({ page }) => {
    for (const edition of editions) {
      const { offer: data } = edition.content.blocks
      for (const width of [320, 375, 768, 1280]) {
        await page.setViewportSize({ width, height: HEIGHT })
        await page.goto(edition.prefix)
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
      await page.setViewportSize({ width, height: HEIGHT })
      await page.goto(`${edition.prefix}contact/`)
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
