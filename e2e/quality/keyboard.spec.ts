/**
 * Keyboard: Tab from the top of each page walks every interactive element of the header, the
 * main content and the footer in DOM order, each with a visible focus ring that nothing
 * covers (no fixed control over it, some part of it on top), never stopping inside hidden
 * (aria-hidden) carousel slides; on a desktop (every page) and on a phone (one page of each
 * template), where the header is a full row and a menu button. The widths between them are the
 * layout suite's, which focuses every control at each (quality/layout.spec.ts). The quote popup and the zoom view keep focus
 * inside while open and hand it back to their opener.
 */
import { expect, test, type Page } from "@playwright/test"
import { walkWithTab } from "../support/focus-walk"
import { openPage } from "../support/quality-page"
import { allRoutes, content, templateRoutes, zoomText } from "../support/site-data"

const { forms, navigation, projects } = content

/**
 * Every route on a desktop; on a phone, where the header is a menu button and the columns stack,
 * one page of each template (the others differ only in their texts).
 */
const widths = [
  { name: "375 px", viewport: { width: 375, height: 812 }, routes: templateRoutes },
  { name: "1280 px", viewport: { width: 1280, height: 800 }, routes: allRoutes },
]

for (const { name, viewport, routes } of widths) {
  test.describe(`keyboard walk at ${name}`, () => {
    // Carousels stop autoplaying for reduced motion, so the set of visible slides holds still.
    test.use({ viewport, reducedMotion: "reduce" })

    for (const route of routes) {
      test(`Tab reaches every control of ${route} in order with a visible focus ring`, async ({ page }) => {
        await openPage(page, route)
        const walk = await walkWithTab(page)
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
    const opener = page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel })
    await opener.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("textbox", { name: forms.labels.firstname })).toBeFocused()

    expect(await escapesFromDialog(page, 14)).toEqual([])

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.press("Enter")
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: forms.popup.closeLabel }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("the zoomed project image keeps focus inside and returns it to its opener", async ({ page }) => {
    await openPage(page, "/portfolio/")
    // The zoom library loads when the projects come near the viewport.
    const [project] = projects.items
    await page.getByRole("main").getByRole("img", { name: project.imageAlt }).first().scrollIntoViewIfNeeded()
    const opener = page
      .getByRole("main")
      .getByRole("button", { name: `${zoomText.open}: ${project.imageAlt}` })
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
