/**
 * Keyboard: Tab from the top of each page walks every interactive element of the header, the
 * main content and the footer in DOM order, each with a visible focus ring that nothing
 * covers, never stopping inside hidden (aria-hidden) carousel slides; the quote popup and the
 * zoom view keep focus inside while open and hand it back to their opener.
 */
import { expect, test, type Page } from "@playwright/test"
import { inspectFocus, markNextTabStop, type FocusedElement } from "../support/quality-focus"
import { openPage } from "../support/quality-page"
import { allRoutes, projects } from "../support/quality-routes"

type Walk = { visited: string[]; problems: string[]; unreached: string[] }

async function tabThroughPage(page: Page): Promise<Walk> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  const { all: initial } = await page.evaluate(markNextTabStop)
  const visited: string[] = []
  const problems: string[] = []
  // Generous: menus and overlays opened by focus may add stops on the way.
  for (let step = 0; step < initial.length + 40; step++) {
    const { next } = await page.evaluate(markNextTabStop)
    if (next === null) break
    await page.keyboard.press("Tab")
    const focused: FocusedElement = await page.evaluate(inspectFocus)
    const where = `Tab ${step + 1} → ${focused.description}`
    if (focused.onBody) {
      problems.push(`${where}: focus left the page before reaching ${next}`)
      break
    }
    visited.push(focused.description)
    if (!focused.wasExpected) problems.push(`${where}: expected ${next} (DOM order)`)
    if (focused.insideAriaHidden) problems.push(`${where}: inside an aria-hidden element`)
    if (focused.insideInert) problems.push(`${where}: inside an inert element`)
    if (!focused.hasFocusIndicator) problems.push(`${where}: no visible focus indicator (outline or box-shadow)`)
    if (focused.obscured) problems.push(`${where}: entirely covered by other content (WCAG 2.4.11)`)
  }
  const { all: final } = await page.evaluate(markNextTabStop)
  const unreached = initial.filter(element => final.includes(element) && !visited.includes(element))
  return { visited, problems, unreached }
}

const widths = [
  { name: "1280 px", viewport: { width: 1280, height: 800 }, routes: allRoutes },
  { name: "375 px", viewport: { width: 375, height: 812 }, routes: ["/", "/contact/", "/services/open-bank-account/"] },
]

for (const { name, viewport, routes } of widths) {
  test.describe(`keyboard walk at ${name}`, () => {
    // Carousels stop autoplaying for reduced motion, so the set of visible slides holds still.
    test.use({ viewport, reducedMotion: "reduce" })

    for (const route of routes) {
      test(`Tab reaches every control of ${route} in order with a visible focus ring`, async ({ page }) => {
        await openPage(page, route)
        const walk = await tabThroughPage(page)
        test
          .info()
          .annotations.push({ type: "tab stops", description: `${walk.visited.length}: ${walk.visited.join(" · ")}` })
        expect(walk.visited.length, "Tab reached too few elements to be a real walk").toBeGreaterThan(10)
        expect(walk.problems, `focus problems on ${route}`).toEqual([])
        expect(walk.unreached, `elements Tab never reached on ${route}`).toEqual([])
      })
    }
  })
}

/** Presses Tab and Shift+Tab around the dialog and reports any stop outside it. */
async function escapesFromDialog(page: Page, presses: number): Promise<string[]> {
  const escapes: string[] = []
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let step = 0; step < presses; step++) {
      await page.keyboard.press(key)
      const outside = await page.evaluate(() => {
        const active = document.activeElement
        const dialog = document.querySelector("dialog[open]")
        // <body> means focus went to the browser's own toolbar, which a modal dialog allows.
        if (!active || active === document.body || dialog?.contains(active)) return null
        return `<${active.tagName.toLowerCase()}> ${(active.getAttribute("aria-label") || active.textContent || "").trim().slice(0, 60)}`
      })
      if (outside) escapes.push(`${key} #${step + 1} → ${outside}`)
    }
  }
  return escapes
}

test.describe("focus trapping", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" })

  test("the quote popup keeps focus inside and returns it to its opener", async ({ page }) => {
    await openPage(page, "/")
    const opener = page.getByRole("banner").getByRole("button", { name: "Get a quote" })
    await opener.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("textbox", { name: /first name/i })).toBeFocused()

    expect(await escapesFromDialog(page, 14)).toEqual([])

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.press("Enter")
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: /close/i }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("the zoomed project image keeps focus inside and returns it to its opener", async ({ page }) => {
    await openPage(page, "/portfolio/")
    // The zoom library loads when the projects come near the viewport.
    await page.getByRole("main").getByRole("img", { name: projects[0].imageAlt }).first().scrollIntoViewIfNeeded()
    const opener = page
      .getByRole("main")
      .getByRole("button", { name: /^enlarge image/i })
      .first()
    await opener.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("img")).toBeVisible()

    expect(await escapesFromDialog(page, 4)).toEqual([])

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})
