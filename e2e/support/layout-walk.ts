/**
 * The layout walk (run by the pages suite on its 1280 px load): the page from 320 to 1920 px
 * with no horizontal scroll, no header label on two lines, and no fixed control (header, side
 * column, WhatsApp float, back-to-top) over a link, button or form field, with the page at the top
 * and at its end. The widths are read from the page's own CSS: both sides of every breakpoint and
 * every 160 px in between, where the layout changes smoothly. With each control focused, it is
 * walked where the fixed controls can change, at both sides of every breakpoint, and at 320,
 * 375 and 1920 px: between breakpoints the fixed controls keep their size and place, and a
 * focused control is scrolled clear of them the same way. On each edition's
 * home page also every 12 px for 96 px above the breakpoint where the header shows its full row
 * (there the page is checked at the top only: the band is for the header's labels, which are the
 * same on every page of the edition; the current page's link differs only in colour).
 *
 * The Arabic edition (right to left, longer lines) is walked on one page of each template at the
 * same widths, at the top of the page at each (sideways scroll, wrapped header labels, fixed
 * controls over content) and with each control focused at the widths where the fixed controls
 * change; its other pages differ from these only in their texts. At every width its header shows
 * the logo on the right, the start of a right-to-left line.
 */
import { expect, type Page } from "@playwright/test"
import { breakpointsOf, layoutAt } from "./focus-walk"
import type { Breakpoints } from "./page-probe-types"
import { allRoutes, editions, templateRoutes } from "./site-data"
import { localeOfPath } from "../../shared/i18n/locales"

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
  /** Focus each control at this width too: at the breakpoints and the ends, not between them nor in the header band. */
  focusEach: boolean
}

/**
 * Where an Arabic page is walked with each control focused: the phones, where the side rail
 * and the floats' room appear (768), where the header shows its full row (1152), the widest.
 */
const ARABIC_FOCUS_WIDTHS = new Set([NARROWEST, COMMON_PHONE, 768, 1152, WIDEST])

/** English: every page. Arabic: one page of each template (the rest differ only in their texts). */
export const walkedRoutes = allRoutes.filter(route => localeOfPath(route) === "en" || templateRoutes.includes(route))

/** What the walk checks on a route, for the test's title. */
export const layoutChecks = (route: string) =>
  `at every width no horizontal scroll, no wrapped header label, nothing under a fixed control${localeOfPath(route) === "ar" ? ", the logo on the right" : ""}`

/** The widths the walk visits, from the breakpoints of the page's CSS. */
function layoutWidths({ all, header }: Breakpoints, headerBand: boolean): Width[] {
  const focused = new Set([NARROWEST, COMMON_PHONE, WIDEST])
  for (const breakpoint of all) focused.add(breakpoint - 1).add(breakpoint)
  const widths = new Set(focused)
  for (let width = NARROWEST; width <= WIDEST; width += COARSE_STEP) widths.add(width)
  const band = new Set<number>()
  const fullRow = Math.max(...header)
  for (let width = fullRow + HEADER_BAND.step; width <= fullRow + HEADER_BAND.width; width += HEADER_BAND.step)
    if (headerBand && !widths.has(width)) band.add(width)
  return [...widths, ...band]
    .filter(width => width >= NARROWEST && width <= WIDEST)
    .sort((a, b) => a - b)
    .map(width => ({ width, focusEach: focused.has(width) }))
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

type LayoutWalk = {
  /** The widths visited, narrowest first. */
  widths: number[]
  /** What is wrong, one line per width and flaw, naming the width. */
  flaws: string[]
}

/**
 * Walks the loaded, hydrated page through the widths, with motion as a visitor who has not asked
 * to reduce it sees it (carousels running). Leaves the viewport at the widest width.
 */
export async function walkLayout(page: Page, route: string): Promise<LayoutWalk> {
  const rightToLeft = localeOfPath(route) === "ar"
  await page.emulateMedia({ reducedMotion: "no-preference" })
  const breakpoints = await breakpointsOf(page)
  expect(breakpoints.header.length, "no media query of the header found: is the CSS there?").toBeGreaterThan(0)
  const homePage = editions.some(edition => edition.prefix === route)
  const widths = layoutWidths(breakpoints, homePage).map(({ width, focusEach }) => ({
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
  expect(focused, "no control was focused: is the page built?").toBeGreaterThan(widths.length)
  return { widths: widths.map(({ width }) => width), flaws: [...new Set(flaws)] }
}
